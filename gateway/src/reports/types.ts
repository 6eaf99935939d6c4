// The reports as the REST API answers them (common's report JSON). Where the schema reads a record of counts as a
// series (`{ status, count }` per value) or names a field otherwise, resolvers.ts reshapes it.
import type {
  BeneficiaryListReportJson,
  DistributionSummaryJson,
  DistributionSummaryRowJson,
} from '@aid/common/reports';

export type BeneficiaryListReportRecord = BeneficiaryListReportJson;
export type BeneficiaryListReportListRecord = BeneficiaryListReportJson['lists'][number];
export type CreationMethodCountRecord = BeneficiaryListReportJson['creationMethod'][number];
export type FamilySizeCountRecord = BeneficiaryListReportJson['familySize'][number];
export type DistributionSummaryReportRecord = DistributionSummaryJson;
export type DistributionSummaryRowRecord = DistributionSummaryRowJson;
