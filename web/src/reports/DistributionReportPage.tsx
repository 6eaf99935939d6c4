// /reports/distribution (to be written).
export function DistributionReportPage() {
  return null;
}
