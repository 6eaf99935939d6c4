// /reports: the report files asked for recently and the schedules (to be written).
export function ReportsPage() {
  return null;
}
