// The reports as the REST API answers them (common's report JSON). Where the schema reads a record of counts as a
// series (`{ status, count }` per value) or names a field otherwise, resolvers.ts reshapes it.
import type {
  BeneficiaryListReportJson,
  DistributionSummaryJson,
  DistributionSummaryRowJson,
  ReportFileJson,
  ReportScheduleJson,
} from '@aid/common/reports';
import type { Connection } from '../rest/connection.js';

export type BeneficiaryListReportRecord = BeneficiaryListReportJson;
export type BeneficiaryListReportListRecord = BeneficiaryListReportJson['lists'][number];
export type CreationMethodCountRecord = BeneficiaryListReportJson['creationMethod'][number];
export type FamilySizeCountRecord = BeneficiaryListReportJson['familySize'][number];
export type DistributionSummaryReportRecord = DistributionSummaryJson;
export type DistributionSummaryRowRecord = DistributionSummaryRowJson;

// Report files and schedules (files.resolvers.ts): the REST answers as they are; `downloadUrl` is derived.
export type ReportFileRecord = ReportFileJson;
export type ReportFileConnectionRecord = Connection<ReportFileRecord>;
export type ReportScheduleRecord = ReportScheduleJson;
