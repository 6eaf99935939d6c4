// /reports/beneficiary-lists (to be written).
export function BeneficiaryListReportPage() {
  return null;
}
