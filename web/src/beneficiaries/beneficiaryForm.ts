// The beneficiary form's values (add and edit), and their check with the API's own schema
// (common/beneficiaries/schema.ts): what the user typed becomes the mutation's input, or field errors with the
// codes the API would have answered.
import { createBeneficiarySchema } from '@aid/common/beneficiaries';
import { GENDERS } from '@aid/common/enums';
import type { FieldError } from '@aid/common/errors';
import { validate } from '@aid/common/validation';
import type { CreateBeneficiaryInput, Gender, UpdateBeneficiaryInput } from '../generated/graphql.js';
import type { RegistrationDraft } from '../ui/slices.js';

export type BeneficiaryFormValues = {
  firstName: string;
  lastName: string;
  /** '' for none. */
  gender: Gender | '';
  /** YYYY-MM-DD, or ''. */
  dob: string;
  email: string;
  phoneNumber: string;
  /** An alpha-2 code, or ''. */
  nationality: string;
  externalReferenceNumber: string;
  /** As typed. */
  numberOfFamilyMembers: string;
};

export const EMPTY_BENEFICIARY: BeneficiaryFormValues = {
  firstName: '',
  lastName: '',
  gender: '',
  dob: '',
  email: '',
  phoneNumber: '',
  nationality: '',
  externalReferenceNumber: '',
  numberOfFamilyMembers: '0',
};

export const BENEFICIARY_FORM_FIELDS = Object.keys(EMPTY_BENEFICIARY) as (keyof BeneficiaryFormValues)[];

export function isBeneficiaryFormField(name: string): name is keyof BeneficiaryFormValues {
  return (BENEFICIARY_FORM_FIELDS as string[]).includes(name);
}

/** A saved beneficiary as the form shows it. */
export function formValuesOf(b: {
  firstName: string;
  lastName: string;
  gender?: Gender | null;
  dob?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  nationality?: string | null;
  externalReferenceNumber?: string | null;
  numberOfFamilyMembers: number;
}): BeneficiaryFormValues {
  return {
    firstName: b.firstName,
    lastName: b.lastName,
    gender: b.gender ?? '',
    dob: b.dob ?? '',
    email: b.email ?? '',
    phoneNumber: b.phoneNumber ?? '',
    nationality: b.nationality ?? '',
    externalReferenceNumber: b.externalReferenceNumber ?? '',
    numberOfFamilyMembers: String(b.numberOfFamilyMembers),
  };
}

/** Every field of the form as the API takes it: empty optional fields are null (the API clears them on edit). */
export type CheckedBeneficiary =
  | { input: Required<Omit<CreateBeneficiaryInput, 'beneficiaryListId'>> & UpdateBeneficiaryInput; errors: null }
  | { input: null; errors: FieldError[] };

export function checkBeneficiary(values: BeneficiaryFormValues): CheckedBeneficiary {
  const family = values.numberOfFamilyMembers.trim();
  const candidate = {
    firstName: values.firstName,
    lastName: values.lastName,
    gender: values.gender || null,
    dob: values.dob || null,
    email: values.email,
    phoneNumber: values.phoneNumber,
    nationality: values.nationality || null,
    externalReferenceNumber: values.externalReferenceNumber,
    // Not a number stays text, so the schema answers WRONG_TYPE on the field rather than the form guessing.
    numberOfFamilyMembers: family === '' ? 0 : /^-?\d+$/.test(family) ? Number(family) : family,
  };
  const result = validate(createBeneficiarySchema, candidate);
  if (!result.ok) return { input: null, errors: result.fieldErrors };
  const v = result.value;
  return {
    errors: null,
    input: {
      firstName: v.firstName,
      lastName: v.lastName,
      gender: v.gender ?? null,
      dob: v.dob ?? null,
      email: v.email ?? null,
      phoneNumber: v.phoneNumber ?? null,
      nationality: v.nationality ?? null,
      externalReferenceNumber: v.externalReferenceNumber ?? null,
      numberOfFamilyMembers: v.numberOfFamilyMembers,
    },
  };
}

/** Spec §3 registration draft ↔ the add form: the draft names the family size noOfDependants, the form a count. */
export function draftOf(values: BeneficiaryFormValues): RegistrationDraft {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    gender: values.gender,
    dob: values.dob,
    nationality: values.nationality,
    noOfDependants: values.numberOfFamilyMembers,
  };
}

/** The add form's starting values from a kept draft; a gender the draft cannot prove is one is left out. */
export function valuesFromDraft(draft: RegistrationDraft): BeneficiaryFormValues {
  const gender = (GENDERS as readonly string[]).includes(draft.gender) ? (draft.gender as Gender) : '';
  return {
    ...EMPTY_BENEFICIARY,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phoneNumber: draft.phoneNumber,
    gender,
    dob: draft.dob,
    nationality: draft.nationality,
    numberOfFamilyMembers: draft.noOfDependants || EMPTY_BENEFICIARY.numberOfFamilyMembers,
  };
}

/** Nothing typed yet: no draft worth keeping. */
export function isEmptyDraft(values: BeneficiaryFormValues): boolean {
  return JSON.stringify(draftOf(values)) === JSON.stringify(draftOf(EMPTY_BENEFICIARY));
}
