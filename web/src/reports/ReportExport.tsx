// The report pages' download and schedule panel (to be written).
import type { BeneficiaryListReportInput, DistributionSummaryInput } from '../generated/graphql.js';

export type ReportExportProps =
  | { kind: 'BENEFICIARY_LISTS'; input: BeneficiaryListReportInput }
  | { kind: 'DISTRIBUTION_SUMMARY'; input: DistributionSummaryInput };

export function ReportExport(_props: ReportExportProps) {
  return null;
}
