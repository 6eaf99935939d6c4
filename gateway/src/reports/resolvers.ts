// Reports: each query hands its input to the REST client as it is. The REST answers hold counts as records keyed by
// status and creation methods as the spec's codes; the schema reads them as typed series and as its own enums.
import { CREATION_METHOD_CODES, CREATION_METHODS, type CreationMethod } from '@aid/common/beneficiaries';
import { COLLECTION_STATUSES, PAYMENT_STATUSES } from '@aid/common/distributions';
import { FAMILY_SIZE_BUCKETS, REPORT_GENDERS } from '@aid/common/reports';
import { VOUCHER_USAGE_STATUSES } from '@aid/common/vouchers';
import type { Resolvers } from '../generated/graphql.js';

/** `{ status, count }` for every value of `values`, in their order (the REST record holds each, 0 included). */
function statusCounts<S extends string>(values: readonly S[], counts: Readonly<Record<S, number>>) {
  return values.map((status) => ({ status, count: counts[status] }));
}

const METHOD_OF_CODE = new Map<string, CreationMethod>(CREATION_METHODS.map((m) => [CREATION_METHOD_CODES[m], m]));

/** The schema's CreationMethod of a spec code (F-I, E-F, I), which the report's REST answer keeps. */
function creationMethodOf(code: string): CreationMethod {
  const method = METHOD_OF_CODE.get(code);
  if (!method) throw new Error(`Unknown creation method code ${code}`);
  return method;
}

/** The last bucket of family sizes, "10+": counted as 10 or more. */
const OPEN_BUCKET = FAMILY_SIZE_BUCKETS[FAMILY_SIZE_BUCKETS.length - 1];

export const reportsResolvers: Resolvers = {
  Query: {
    beneficiaryListReport: (_p, { input }, context) => context.reports.beneficiaryLists(input),
    distributionSummaryReport: (_p, { input }, context) => context.reports.distributionSummary(input),
  },
  CreationMethodCount: {
    creationMethod: (row) => creationMethodOf(row.method),
  },
  FamilySizeCount: {
    familyMembers: (row) => Number.parseInt(row.size, 10),
    orMore: (row) => row.size === OPEN_BUCKET,
  },
  BeneficiaryListReportList: {
    byGender: (list) => REPORT_GENDERS.map((gender) => ({ gender, families: list.byGender[gender] })),
  },
  DistributionSummaryRow: {
    distributionName: (row) => row.name,
    distributionType: (row) => row.type,
    distributionStatus: (row) => row.status,
    paymentStatus: (row) => statusCounts(PAYMENT_STATUSES, row.paymentStatus),
    voucherUsage: (row) => statusCounts(VOUCHER_USAGE_STATUSES, row.voucherUsage),
    collection: (row) => statusCounts(COLLECTION_STATUSES, row.collection),
  },
};
