// Beneficiaries, lists, imports and duplicate pairs as the REST API returns them; user ids and list ids are looked up
// by the resolvers. A `FooRecord` here is what resolves the schema's type `Foo` (codegen.ts: the mappers' convention).
import type {
  BeneficiaryDuplicatePairJson,
  BeneficiaryImportJson,
  BeneficiaryJson,
  BeneficiaryListJson,
  ImportDuplicateJson,
  ImportErrorJson,
  ImportInspectionJson,
  ImportRepairJson,
} from '@aid/common/beneficiaries';
import type { Connection } from '../rest/connection.js';

export type BeneficiaryListRecord = BeneficiaryListJson;
export type BeneficiaryListConnectionRecord = Connection<BeneficiaryListRecord>;
export type BeneficiaryRecord = BeneficiaryJson;
export type BeneficiaryConnectionRecord = Connection<BeneficiaryRecord>;
export type BeneficiaryImportRecord = BeneficiaryImportJson;
export type BeneficiaryImportDuplicateRecord = ImportDuplicateJson;
export type BeneficiaryDuplicatePairRecord = BeneficiaryDuplicatePairJson;
export type BeneficiaryDuplicatePairConnectionRecord = Connection<BeneficiaryDuplicatePairRecord>;
// Not mappers: the schema's BeneficiaryImportError, …Inspection and …Repair resolve from their generated shapes, so
// these names stay off the `FooRecord` convention.
export type ImportErrorRecord = ImportErrorJson;
export type ImportInspectionRecord = ImportInspectionJson;
export type ImportRepairRecord = ImportRepairJson;
/**
 * The REST answer of DELETE /beneficiaries/:id and POST /beneficiaries/:id/anonymise (api beneficiaries/erasure.ts).
 * Not named `BeneficiaryErasureRecord`: the schema's BeneficiaryErasure is resolved from its generated shape.
 */
export type BeneficiaryErasureAnswer = {
  beneficiaryId: string;
  outcome: 'DELETED' | 'ANONYMISED';
  message: string;
  filesDeleted: number;
  unfinishedDistributions: { distributionId: string; distributionName: string }[];
};
