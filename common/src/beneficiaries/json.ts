// Beneficiaries and lists as the REST API answers them (GraphQL `Beneficiary` and `BeneficiaryList`).
import { z } from 'zod';
import { GENDERS } from '../enums.js';
import { calendarDate, changeStamps, component } from '../json.js';
import {
  BENEFICIARY_LIST_STATUSES,
  BENEFICIARY_LIST_TYPES,
  BENEFICIARY_PROPERTY_TYPES,
  CREATION_METHODS,
} from './fields.js';

export const beneficiaryPropertyJsonSchema = component(
  'BeneficiaryProperty',
  z.object({ key: z.string(), label: z.string(), type: z.enum(BENEFICIARY_PROPERTY_TYPES) }),
  'An extra typed property defined on a list.',
);
export type BeneficiaryPropertyJson = z.infer<typeof beneficiaryPropertyJsonSchema>;

export const beneficiaryListJsonSchema = component(
  'BeneficiaryList',
  z.object({
    beneficiaryListId: z.string(),
    accountId: z.string(),
    listName: z.string(),
    listComments: z.string().nullable(),
    listType: z.enum(BENEFICIARY_LIST_TYPES),
    status: z.enum(BENEFICIARY_LIST_STATUSES),
    numberOfFamilies: z.number().int(),
    numberOfFamilyMembers: z.number().int(),
    numberOfMainBeneficiaries: z.number().int(),
    propertyList: z.array(beneficiaryPropertyJsonSchema),
    externalSmartForm: z.string().nullable(),
    ...changeStamps({ createdBy: 'User id; null for the master list.', updatedBy: 'User id.' }),
  }),
  'GraphQL `BeneficiaryList`.',
);
export type BeneficiaryListJson = z.infer<typeof beneficiaryListJsonSchema>;

export const beneficiaryJsonSchema = component(
  'Beneficiary',
  z.object({
    beneficiaryId: z.string(),
    accountId: z.string(),
    groupId: z.string().meta({ description: 'The master list id (grp--).' }),
    firstName: z.string(),
    lastName: z.string(),
    gender: z.enum(GENDERS).nullable(),
    dob: calendarDate().nullable(),
    email: z.string().nullable(),
    externalReferenceNumber: z.string().nullable(),
    phoneNumber: z.string().nullable().meta({ description: 'E.164.' }),
    numberOfFamilyMembers: z.number().int(),
    nationality: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2.' }),
    creationMethod: z.enum(CREATION_METHODS),
    ...changeStamps(),
    listIds: z
      .array(z.string())
      .meta({ description: 'Lists holding the beneficiary that the caller may see: the master list first.' }),
  }),
  'GraphQL `Beneficiary` (its `lists` are looked up by `listIds`).',
);
export type BeneficiaryJson = z.infer<typeof beneficiaryJsonSchema>;

/** What deleting or anonymising a beneficiary did. */
export const beneficiaryErasureJsonSchema = component(
  'BeneficiaryErasure',
  z.object({
    beneficiaryId: z.string(),
    outcome: z.enum(['DELETED', 'ANONYMISED']),
    message: z.string().meta({ description: 'Says so when a delete anonymised instead.' }),
    filesDeleted: z.number().int().meta({ description: 'Evidence photos and signatures deleted.' }),
    unfinishedDistributions: z
      .array(z.object({ distributionId: z.string(), distributionName: z.string() }))
      .meta({ description: 'Distributions still owing them something (anonymise only: a delete is refused then).' }),
  }),
);
export type BeneficiaryErasureJson = z.infer<typeof beneficiaryErasureJsonSchema>;
