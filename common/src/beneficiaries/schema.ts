// Beneficiary and list inputs, validated with one schema on every side: the web's forms, the gateway and the API
// (the authority). Refusals carry a field error code and params (see ../errors.ts).
import { z } from 'zod';
import { isCalendarDate } from '../dates.js';
import { GENDERS } from '../enums.js';
import { countryCodeInput, idInput, optionalTextInput, phoneNumberInput, requiredTextInput } from '../inputs.js';
import { fieldCode } from '../validation.js';
import { BENEFICIARY_LIST_STATUSES, BENEFICIARY_PROPERTY_TYPES } from './fields.js';

export const BENEFICIARY_NAME_MAX = 100;
export const LIST_NAME_MAX = 100;
export const LIST_COMMENTS_MAX = 2000;
export const SMART_FORM_MAX = 500;
export const PROPERTY_LIST_MAX = 50;
export const FAMILY_MEMBERS_MAX = 100;
export const EXTERNAL_REFERENCE_MAX = 100;
/** Ids per add/remove call: one statement each, small enough for one request. */
export const MEMBERSHIP_BATCH_MAX = 1000;
export const DOB_MIN = '1900-01-01';

const name = requiredTextInput(BENEFICIARY_NAME_MAX);

const gender = z.enum(GENDERS).nullable();

/** Today as YYYY-MM-DD in UTC: a birth date later than that is in the future everywhere. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

const dob = z
  .string()
  .refine(isCalendarDate, fieldCode('INVALID_DATE'))
  .refine((v) => !isCalendarDate(v) || v >= DOB_MIN, fieldCode('DATE_BEFORE', { other: 'the minimum', value: DOB_MIN }))
  .refine((v) => !isCalendarDate(v) || v <= todayUtc(), fieldCode('INVALID_VALUE', { reason: 'in the future' }))
  .nullable()
  .meta({ format: 'date', description: 'Not in the future, not before 1900-01-01.' });

const email = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .nullable()
  .transform((v) => (v ? v : null))
  .pipe(z.email().nullable())
  .meta({ description: 'Stored lower-case.' });

const phoneNumber = phoneNumberInput();
const nationality = countryCodeInput('ISO 3166-1 alpha-2, e.g. KE.');

const familyMembers = z.number().int().min(0).max(FAMILY_MEMBERS_MAX);
const id = idInput();

export const createBeneficiarySchema = z.strictObject({
  firstName: name,
  lastName: name,
  gender: gender.optional(),
  dob: dob.optional(),
  email: email.optional(),
  externalReferenceNumber: optionalTextInput(EXTERNAL_REFERENCE_MAX).optional(),
  phoneNumber: phoneNumber.optional(),
  numberOfFamilyMembers: familyMembers.default(0),
  nationality: nationality.optional(),
  beneficiaryListId: id.nullable().optional(),
});
export type CreateBeneficiaryInput = z.infer<typeof createBeneficiarySchema>;

export const updateBeneficiarySchema = z.strictObject({
  firstName: name.optional(),
  lastName: name.optional(),
  gender: gender.optional(),
  dob: dob.optional(),
  email: email.optional(),
  externalReferenceNumber: optionalTextInput(EXTERNAL_REFERENCE_MAX).optional(),
  phoneNumber: phoneNumber.optional(),
  numberOfFamilyMembers: familyMembers.optional(),
  nationality: nationality.optional(),
});
export type UpdateBeneficiaryInput = z.infer<typeof updateBeneficiarySchema>;

const property = z.strictObject({
  key: z
    .string()
    .max(50)
    .refine(
      (v) => /^[A-Za-z][A-Za-z0-9_]*$/.test(v),
      fieldCode('INVALID_FORMAT', { format: 'letter, then letters, digits or _' }),
    ),
  label: requiredTextInput(100),
  type: z.enum(BENEFICIARY_PROPERTY_TYPES),
});

const propertyList = z
  .array(property)
  .max(PROPERTY_LIST_MAX)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.key))
        ctx.addIssue({ code: 'custom', path: [index, 'key'], params: { code: 'TAKEN' }, input: item.key });
      seen.add(item.key);
    });
  });

const listName = requiredTextInput(LIST_NAME_MAX).meta({
  description: "Unique among the organisation's lists, ignoring case.",
});

const listComments = optionalTextInput(LIST_COMMENTS_MAX, { lineBreaks: true });

const status = z.enum(BENEFICIARY_LIST_STATUSES);

export const createBeneficiaryListSchema = z.strictObject({
  listName,
  listComments: listComments.optional(),
  status: status.default('LOCKED'),
  propertyList: propertyList.nullable().optional(),
  externalSmartForm: optionalTextInput(SMART_FORM_MAX).optional(),
});
export type CreateBeneficiaryListInput = z.infer<typeof createBeneficiaryListSchema>;

export const updateBeneficiaryListSchema = z.strictObject({
  listName: listName.optional(),
  listComments: listComments.optional(),
  status: status.optional(),
  propertyList: propertyList.nullable().optional(),
  externalSmartForm: optionalTextInput(SMART_FORM_MAX).optional(),
});
export type UpdateBeneficiaryListInput = z.infer<typeof updateBeneficiaryListSchema>;

export const listMembershipSchema = z.strictObject({
  beneficiaryIds: z
    .array(id)
    .min(1)
    .max(MEMBERSHIP_BATCH_MAX)
    .refine((ids) => new Set(ids).size === ids.length, fieldCode('INVALID_VALUE'))
    .meta({ description: `Beneficiary ids (ben--), 1 to ${MEMBERSHIP_BATCH_MAX}, no repeats.` }),
});
export type ListMembershipInput = z.infer<typeof listMembershipSchema>;
