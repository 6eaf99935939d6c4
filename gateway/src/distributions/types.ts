// Distributions as the REST API returns them; `createdBy`/`updatedBy`/`programId` are ids the resolvers look up.
import type { ApprovalJson, ApprovalSettingsJson, DistributionJson, EntitlementJson } from '@aid/common/distributions';
import type { Connection } from '../rest/connection.js';

export type DistributionRecord = DistributionJson;
export type DistributionConnectionRecord = Connection<DistributionRecord>;
export type EntitlementRecord = EntitlementJson;
export type EntitlementConnectionRecord = Connection<EntitlementRecord>;
export type ApprovalSettingsRecord = ApprovalSettingsJson;
export type DistributionApprovalRecord = ApprovalJson;
