// Beneficiaries and lists as the REST API returns them; user ids and list ids are looked up by the resolvers.
import type { BeneficiaryJson, BeneficiaryListJson } from '@aid/common';
import type { Connection } from '../rest/connection.js';

export type BeneficiaryListRecord = BeneficiaryListJson;
export type BeneficiaryListConnectionRecord = Connection<BeneficiaryListRecord>;
export type BeneficiaryRecord = BeneficiaryJson;
export type BeneficiaryConnectionRecord = Connection<BeneficiaryRecord>;
/** The REST answer of DELETE /beneficiaries/:id and POST /beneficiaries/:id/anonymise (api beneficiaries/erasure.ts). */
export type BeneficiaryErasureRecord = {
  beneficiaryId: string;
  outcome: 'DELETED' | 'ANONYMISED';
  message: string;
  filesDeleted: number;
  unfinishedDistributions: { distributionId: string; distributionName: string }[];
};
