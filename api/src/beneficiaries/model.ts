// Beneficiary and list rows, their JSON (GraphQL `Beneficiary` / `BeneficiaryList`) and where the list engine
// finds them.
import {
  BENEFICIARY_LIST,
  BENEFICIARY_LIST_LIST,
  type BeneficiaryJson,
  type BeneficiaryListJson,
  type BeneficiaryListStatus,
  type BeneficiaryListType,
  type BeneficiaryPropertyJson,
  CREATION_METHOD_CODES,
  CREATION_METHODS,
  type CreationMethod,
} from '@aid/common/beneficiaries';
import type { Gender } from '@aid/common/enums';
import type { ListSource } from '../db/list.js';
import { toDateOrNull, toIso } from '../db/rows.js';

export type BeneficiaryListRow = {
  beneficiary_list_id: string;
  account_id: string;
  list_name: string;
  list_comments: string | null;
  list_type: BeneficiaryListType;
  status: BeneficiaryListStatus;
  number_of_families: number;
  number_of_family_members: number;
  number_of_main_beneficiaries: number;
  property_list: BeneficiaryPropertyJson[] | string;
  external_smart_form: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  created_by: string | null;
  updated_by: string | null;
};

export function toBeneficiaryListJson(row: BeneficiaryListRow): BeneficiaryListJson {
  return {
    beneficiaryListId: row.beneficiary_list_id,
    accountId: row.account_id,
    listName: row.list_name,
    listComments: row.list_comments,
    listType: row.list_type,
    status: row.status,
    numberOfFamilies: Number(row.number_of_families),
    numberOfFamilyMembers: Number(row.number_of_family_members),
    numberOfMainBeneficiaries: Number(row.number_of_main_beneficiaries),
    // jsonb comes back parsed from both drivers; text only if a query casts it.
    propertyList: typeof row.property_list === 'string' ? JSON.parse(row.property_list) : row.property_list,
    externalSmartForm: row.external_smart_form,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

export const BENEFICIARY_LISTS: ListSource = {
  name: 'beneficiary lists',
  table: 'beneficiary_lists',
  idColumn: 'beneficiary_list_id',
  columns:
    'beneficiary_list_id, account_id, list_name, list_comments, list_type, status, number_of_families, ' +
    'number_of_family_members, number_of_main_beneficiaries, property_list, external_smart_form, created_at, ' +
    'updated_at, created_by, updated_by',
  declaration: BENEFICIARY_LIST_LIST,
};

export type BeneficiaryRow = {
  beneficiary_id: string;
  account_id: string;
  group_id: string;
  first_name: string;
  last_name: string;
  gender: Gender | null;
  dob: string | Date | null;
  email: string | null;
  external_reference_number: string | null;
  phone_number: string | null;
  number_of_family_members: number;
  nationality: string | null;
  creation_method: string;
  created_at: string | Date;
  updated_at: string | Date;
  created_by: string | null;
  updated_by: string | null;
};

const METHOD_BY_CODE = new Map(CREATION_METHODS.map((method) => [CREATION_METHOD_CODES[method], method]));

export function creationMethodOf(code: string): CreationMethod {
  return METHOD_BY_CODE.get(code) ?? 'INTERNAL';
}

/** `listIds`: the lists holding the beneficiary that the caller may see (looked up separately, see access.ts). */
export function toBeneficiaryJson(row: BeneficiaryRow, listIds: readonly string[]): BeneficiaryJson {
  return {
    beneficiaryId: row.beneficiary_id,
    accountId: row.account_id,
    groupId: row.group_id,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    dob: toDateOrNull(row.dob),
    email: row.email,
    externalReferenceNumber: row.external_reference_number,
    phoneNumber: row.phone_number,
    numberOfFamilyMembers: Number(row.number_of_family_members),
    nationality: row.nationality?.trim() ?? null,
    creationMethod: creationMethodOf(row.creation_method),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    listIds: [...listIds],
  };
}

export const BENEFICIARIES: ListSource = {
  name: 'beneficiaries',
  table: 'beneficiaries',
  idColumn: 'beneficiary_id',
  columns:
    'beneficiary_id, account_id, group_id, first_name, last_name, gender, dob, email, external_reference_number, ' +
    'phone_number, number_of_family_members, nationality, creation_method, created_at, updated_at, created_by, ' +
    'updated_by',
  declaration: BENEFICIARY_LIST,
};
