// What beneficiaries and beneficiary lists can be filtered and sorted on (GraphQL `BeneficiaryField` and
// `BeneficiaryListField`, checked by a gateway test).
import { GENDERS } from '../enums.js';
import { defineList, textSorts, timestampFields, timestampSorts } from '../fields.js';

export const BENEFICIARY_LIST_TYPES = ['MASTER', 'CUSTOM'] as const;
export type BeneficiaryListType = (typeof BENEFICIARY_LIST_TYPES)[number];

export const BENEFICIARY_LIST_STATUSES = ['LOCKED', 'OPEN'] as const;
export type BeneficiaryListStatus = (typeof BENEFICIARY_LIST_STATUSES)[number];

export const BENEFICIARY_PROPERTY_TYPES = ['TEXT', 'NUMBER', 'DATE', 'BOOLEAN'] as const;
export type BeneficiaryPropertyType = (typeof BENEFICIARY_PROPERTY_TYPES)[number];

/** GraphQL `CreationMethod`; the database keeps the spec's codes (F-I, E-F, I), see CREATION_METHOD_CODES. */
export const CREATION_METHODS = ['FILE_IMPORT', 'EXTERNAL_FORM', 'INTERNAL'] as const;
export type CreationMethod = (typeof CREATION_METHODS)[number];

export const CREATION_METHOD_CODES: Readonly<Record<CreationMethod, string>> = {
  FILE_IMPORT: 'F-I',
  EXTERNAL_FORM: 'E-F',
  INTERNAL: 'I',
};

export const BENEFICIARY_LIST = defineList({
  fields: {
    FIRST_NAME: { type: 'text', sql: 'first_name', nullable: false, trigram: true },
    LAST_NAME: { type: 'text', sql: 'last_name', nullable: false, trigram: true },
    GENDER: { type: 'enum', sql: 'gender', nullable: true, values: GENDERS },
    DOB: { type: 'date', sql: 'dob', nullable: true },
    EMAIL: { type: 'text', sql: 'email', nullable: true, trigram: true },
    PHONE_NUMBER: { type: 'text', sql: 'phone_number', nullable: true, trigram: true },
    EXTERNAL_REFERENCE_NUMBER: { type: 'text', sql: 'external_reference_number', nullable: true, trigram: true },
    NATIONALITY: { type: 'text', sql: 'nationality', nullable: true },
    NUMBER_OF_FAMILY_MEMBERS: { type: 'number', sql: 'number_of_family_members', nullable: false },
    // Compared in the GraphQL names the clients know; the column keeps the spec's short codes.
    CREATION_METHOD: {
      type: 'enum',
      sql: "(CASE creation_method WHEN 'F-I' THEN 'FILE_IMPORT' WHEN 'E-F' THEN 'EXTERNAL_FORM' ELSE 'INTERNAL' END)",
      nullable: false,
      values: CREATION_METHODS,
    },
    ...timestampFields('created_at', 'updated_at'),
  },
  sorts: {
    ...timestampSorts('created_at', 'updated_at'),
    ...textSorts({ NAME: "lower(last_name || ' ' || first_name)" }),
  },
  defaultSort: 'CREATED_AT_NEWEST',
});

export type BeneficiaryField = keyof typeof BENEFICIARY_LIST.fields;

export const BENEFICIARY_LIST_LIST = defineList({
  fields: {
    LIST_NAME: { type: 'text', sql: 'list_name', nullable: false, trigram: true },
    LIST_TYPE: { type: 'enum', sql: 'list_type', nullable: false, values: BENEFICIARY_LIST_TYPES },
    STATUS: { type: 'enum', sql: 'status', nullable: false, values: BENEFICIARY_LIST_STATUSES },
    ...timestampFields('created_at', 'updated_at'),
  },
  sorts: {
    ...timestampSorts('created_at', 'updated_at'),
    ...textSorts({ NAME: 'lower(list_name)', STATUS: 'status', TYPE: 'list_type' }),
  },
  defaultSort: 'CREATED_AT_NEWEST',
});

export type BeneficiaryListField = keyof typeof BENEFICIARY_LIST_LIST.fields;
