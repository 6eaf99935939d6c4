// The distribution form's values, and their check with the API's own schema (common/distributions/schema.ts): what
// the user typed becomes the mutation's input, or field errors with the codes the API would have answered. Field
// names are the input's, nested as the API names them (`items.0.unit`), so server errors land on the same inputs.
import {
  amountDecimalsErrors,
  createDistributionSchema,
  exchangeRateErrors,
  exchangeRateFor,
  parseMoney,
} from '@aid/common/distributions';
import type { FieldError } from '@aid/common/errors';
import { validate } from '@aid/common/validation';
import type { CreateDistributionInput, DistributionType, PdmAnswerType } from '../generated/graphql.js';

export type ItemValues = {
  name: string;
  unit: string;
  /** As typed. */
  quantityPerBeneficiary: string;
  quantityPerDependant: string;
};

export type PdmValues = { question: string; answerType: PdmAnswerType };

export type DistributionFormValues = {
  distributionName: string;
  distributionType: DistributionType;
  distributionSummary: string;
  beneficiaryListId: string;
  /** In major units, as typed. */
  amountPerBeneficiary: string;
  amountPerBeneficiaryCurrency: string;
  /** Program currency per 1 unit of the distribution's, as typed; asked only when the currencies differ. */
  exchangeRate: string;
  includeDependants: boolean;
  amountPerDependant: string;
  items: ItemValues[];
  validUntil: string;
  requestPhoto: boolean;
  requestSignature: boolean;
  distributionPdms: PdmValues[];
  additionalInfo: string;
};

export function emptyDistribution(currency: string, type: DistributionType = 'CASH'): DistributionFormValues {
  return {
    distributionName: '',
    distributionType: type,
    distributionSummary: '',
    beneficiaryListId: '',
    amountPerBeneficiary: '',
    amountPerBeneficiaryCurrency: currency,
    exchangeRate: '',
    includeDependants: false,
    amountPerDependant: '',
    items: [],
    validUntil: '',
    requestPhoto: false,
    requestSignature: false,
    distributionPdms: [],
    additionalInfo: '',
  };
}

export const EMPTY_ITEM: ItemValues = { name: '', unit: '', quantityPerBeneficiary: '', quantityPerDependant: '' };
export const EMPTY_PDM: PdmValues = { question: '', answerType: 'TEXT' };

/** The form's own checks, before the schema sees numbers: an amount or quantity that is not one. */
export const NOT_AN_AMOUNT = 'notAnAmount';
export const NOT_A_QUANTITY = 'notAQuantity';
export const LIST_REQUIRED = 'listRequired';

export type FormCheckError = {
  field: string;
  code: typeof NOT_AN_AMOUNT | typeof NOT_A_QUANTITY | typeof LIST_REQUIRED;
};

export type CheckedDistribution =
  | { input: CreateDistributionInput; errors: null }
  | { input: null; errors: (FieldError | FormCheckError)[] };

export const isFormCheckError = (e: FieldError | FormCheckError): e is FormCheckError =>
  e.code === NOT_AN_AMOUNT || e.code === NOT_A_QUANTITY || e.code === LIST_REQUIRED;

/** "2,5" or "2.5" → 2.5; null when not a non-negative number. */
export function parseQuantity(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : null;
}

/**
 * The form's values as the API's input, or the errors the API would answer. `programCurrency` (null when the
 * caller cannot see the program) decides whether an exchange rate is required, as the API decides it.
 */
export function checkDistribution(
  values: DistributionFormValues,
  programId: string,
  programCurrency: string | null,
): CheckedDistribution {
  const errors: (FieldError | FormCheckError)[] = [];
  const amount = (field: 'amountPerBeneficiary' | 'amountPerDependant') => {
    const text = values[field].trim();
    if (text === '') return 0;
    const minor = parseMoney(text);
    if (minor === null) errors.push({ field, code: NOT_AN_AMOUNT });
    return minor ?? 0;
  };
  const quantity = (index: number, field: 'quantityPerBeneficiary' | 'quantityPerDependant') => {
    const text = values.items[index]?.[field].trim() ?? '';
    if (text === '' && field === 'quantityPerDependant') return 0;
    const parsed = parseQuantity(text);
    if (parsed === null) errors.push({ field: `items.${index}.${field}`, code: NOT_A_QUANTITY });
    return parsed ?? 0;
  };
  const inKind = values.distributionType === 'IN_KIND';
  if (!values.beneficiaryListId) errors.push({ field: 'beneficiaryListId', code: LIST_REQUIRED });
  const candidate = {
    programId,
    beneficiaryListId: values.beneficiaryListId,
    distributionName: values.distributionName,
    distributionType: values.distributionType,
    distributionSummary: values.distributionSummary,
    requestPhoto: values.requestPhoto,
    requestSignature: values.requestSignature,
    distributionPdms: values.distributionPdms,
    // IN_KIND hands out items, not money: its amounts stay 0 (the API refuses amounts on it).
    amountPerBeneficiary: inKind ? 0 : amount('amountPerBeneficiary'),
    amountPerBeneficiaryCurrency: values.amountPerBeneficiaryCurrency.trim().toUpperCase(),
    includeDependants: values.includeDependants,
    amountPerDependant: inKind || !values.includeDependants ? 0 : amount('amountPerDependant'),
    items: inKind
      ? values.items.map((item, i) => ({
          name: item.name,
          unit: item.unit,
          quantityPerBeneficiary: quantity(i, 'quantityPerBeneficiary'),
          quantityPerDependant: values.includeDependants ? quantity(i, 'quantityPerDependant') : 0,
        }))
      : [],
    validUntil: values.validUntil || null,
    additionalInfo: values.additionalInfo,
  };
  const currency = candidate.amountPerBeneficiaryCurrency;
  // Without the program's currency (no PROGRAMS view) a typed rate is sent and the API decides.
  const againstProgram = programCurrency ?? (values.exchangeRate.trim() === '' ? currency : '');
  const exchangeRate = exchangeRateFor(currency, againstProgram, values.exchangeRate) ?? null;
  const result = validate(createDistributionSchema, { ...candidate, exchangeRate });
  // The list is the form's own "choose one" rather than the schema's id error on ''.
  if (!result.ok) errors.push(...result.fieldErrors.filter((e) => e.field !== 'beneficiaryListId'));
  // The API's money rules, from the same functions: amounts the currency can pay, and the rate a currency other
  // than the program's needs for the budget.
  if (!inKind) {
    const amounts = {
      amountPerBeneficiary: candidate.amountPerBeneficiary,
      amountPerDependant: candidate.amountPerDependant,
    };
    const known = errors.map((e) => e.field);
    errors.push(...amountDecimalsErrors(amounts, currency).filter((e) => !known.includes(e.field)));
  }
  if (programCurrency) errors.push(...exchangeRateErrors(currency, programCurrency, values.exchangeRate));
  if (!result.ok || errors.length > 0) return { input: null, errors };
  const value = result.value;
  return {
    errors: null,
    input: {
      programId: value.programId,
      beneficiaryListId: value.beneficiaryListId,
      distributionName: value.distributionName,
      distributionType: value.distributionType,
      distributionSummary: value.distributionSummary ?? null,
      requestPhoto: value.requestPhoto,
      requestSignature: value.requestSignature,
      distributionPdms: value.distributionPdms,
      amountPerBeneficiary: value.amountPerBeneficiary,
      amountPerBeneficiaryCurrency: value.amountPerBeneficiaryCurrency ?? null,
      exchangeRate: value.exchangeRate ?? null,
      includeDependants: value.includeDependants,
      amountPerDependant: value.amountPerDependant,
      items: value.items,
      validUntil: value.validUntil ?? null,
      additionalInfo: value.additionalInfo ?? null,
    },
  };
}
