// The distribution inputs, validated with one schema on every side (web form, gateway, API). Rules that need the
// stored distribution (the items of an IN_KIND one, the status) are the API's (api/src/distributions/kind-rules.ts).
import { z } from 'zod';
import {
  calendarDateInput,
  currencyCodeInput,
  idInput,
  minorUnitsInput,
  optionalTextInput,
  requiredTextInput,
} from '../inputs.js';
import { fieldCode, textCheck } from '../validation.js';
import { APPROVAL_DECISIONS, DISTRIBUTION_TYPES, PAYMENT_STATUSES } from './enums.js';
import { normaliseExchangeRate } from './money.js';

export const DISTRIBUTION_NAME_MAX = 200;
export const DISTRIBUTION_TEXT_MAX = 5000;
export const DISTRIBUTION_ITEMS_MAX = 50;
export const DISTRIBUTION_PDMS_MAX = 50;
export const APPROVAL_RULES_MAX = 20;

const id = idInput();

// A distribution's texts may run over several lines.
const optionalText = (max: number) => optionalTextInput(max, { lineBreaks: true });

const minor = minorUnitsInput(0).meta({
  description: 'Hundredths of the major unit, for every currency (5,000 XOF is 500000).',
});

/**
 * An amount per family or dependant: at most 10 million major units of a 2-digit currency, so that a total over a
 * million families with 100 dependants each still fits a bigint and stays exact enough for JSON numbers.
 */
export const AMOUNT_PER_FAMILY_MAX = 1_000_000_000;
const amount = minor.max(AMOUNT_PER_FAMILY_MAX);

const currency = currencyCodeInput();

/**
 * Program currency per 1 unit of the distribution's currency, as text so that it stays exact (numeric in SQL):
 * required when the currencies differ (exchangeRateErrors, which needs the program), ignored when they are the same.
 */
const exchangeRate = z
  .string()
  .max(30)
  .refine((v) => normaliseExchangeRate(v) !== null, fieldCode('INVALID_FORMAT'))
  .transform((v) => normaliseExchangeRate(v) ?? v)
  .nullable()
  .meta({ pattern: '^\\d{1,12}(\\.\\d{1,12})?$', description: 'e.g. "0.001524": EUR per 1 XOF for an EUR program.' });

const date = calendarDateInput();

export const inKindItemSchema = z.strictObject({
  name: requiredTextInput(200),
  unit: requiredTextInput(50).meta({ description: 'e.g. kg, l, piece.' }),
  quantityPerBeneficiary: z.number().min(0).max(1_000_000),
  quantityPerDependant: z.number().min(0).max(1_000_000).default(0),
});
export type InKindItem = z.infer<typeof inKindItemSchema>;

/** A post-distribution monitoring question, asked of a sample of families later. */
export const pdmQuestionSchema = z.strictObject({
  question: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .superRefine(textCheck({ lineBreaks: true })),
  answerType: z.enum(['TEXT', 'NUMBER', 'YES_NO', 'RATING']).default('TEXT'),
});
export type PdmQuestion = z.infer<typeof pdmQuestionSchema>;

const editable = {
  distributionName: requiredTextInput(DISTRIBUTION_NAME_MAX),
  distributionSummary: optionalText(DISTRIBUTION_TEXT_MAX),
  requestPhoto: z.boolean(),
  requestSignature: z.boolean(),
  distributionPdms: z.array(pdmQuestionSchema).max(DISTRIBUTION_PDMS_MAX),
  amountPerBeneficiary: amount,
  amountPerBeneficiaryCurrency: currency,
  exchangeRate,
  includeDependants: z.boolean(),
  amountPerDependant: amount,
  items: z.array(inKindItemSchema).max(DISTRIBUTION_ITEMS_MAX),
  validUntil: date,
  additionalInfo: optionalText(DISTRIBUTION_TEXT_MAX),
};

export const createDistributionSchema = z.strictObject({
  programId: id,
  beneficiaryListId: id.meta({ description: 'A LOCKED list; its members are copied into the distribution.' }),
  distributionName: editable.distributionName,
  distributionType: z.enum(DISTRIBUTION_TYPES).default('CASH'),
  distributionSummary: editable.distributionSummary.optional(),
  requestPhoto: editable.requestPhoto.default(false),
  requestSignature: editable.requestSignature.default(false),
  distributionPdms: editable.distributionPdms.default([]),
  amountPerBeneficiary: editable.amountPerBeneficiary.default(0),
  amountPerBeneficiaryCurrency: editable.amountPerBeneficiaryCurrency
    .optional()
    .meta({ description: "Default: the program's currency." }),
  exchangeRate: editable.exchangeRate
    .optional()
    .meta({ description: "Required when the currency differs from the program's: program currency per 1 unit." }),
  includeDependants: editable.includeDependants.default(false),
  amountPerDependant: editable.amountPerDependant.default(0),
  items: editable.items.default([]).meta({ description: 'IN_KIND only: what each family receives.' }),
  validUntil: editable.validUntil.optional(),
  additionalInfo: editable.additionalInfo.optional(),
});
export type CreateDistributionInput = z.infer<typeof createDistributionSchema>;

// Omitted fields stay as they are. The type, program and list are fixed at creation: changing them would change
// who is entitled to what, which is a new distribution.
export const updateDistributionSchema = z.strictObject({
  distributionName: editable.distributionName.optional(),
  distributionSummary: editable.distributionSummary.optional(),
  requestPhoto: editable.requestPhoto.optional(),
  requestSignature: editable.requestSignature.optional(),
  distributionPdms: editable.distributionPdms.optional(),
  amountPerBeneficiary: editable.amountPerBeneficiary.optional(),
  amountPerBeneficiaryCurrency: editable.amountPerBeneficiaryCurrency.optional(),
  exchangeRate: editable.exchangeRate.optional(),
  includeDependants: editable.includeDependants.optional(),
  amountPerDependant: editable.amountPerDependant.optional(),
  items: editable.items.optional(),
  validUntil: editable.validUntil.optional(),
  additionalInfo: editable.additionalInfo.optional(),
});
export type UpdateDistributionInput = z.infer<typeof updateDistributionSchema>;

export const decideApprovalSchema = z
  .strictObject({
    decision: z.enum(APPROVAL_DECISIONS),
    reason: optionalText(DISTRIBUTION_TEXT_MAX).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'DISAPPROVED' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], params: { code: 'REQUIRED' }, input: value.reason });
    }
  });
export type DecideApprovalInput = z.infer<typeof decideApprovalSchema>;

export const paymentStatusChangeSchema = z.strictObject({ status: z.enum(PAYMENT_STATUSES) });
export type PaymentStatusChangeInput = z.infer<typeof paymentStatusChangeSchema>;

export const approvalRuleSchema = z.strictObject({
  minTotal: minor.meta({ description: 'The rule applies to totals above this (minor units).' }),
  currency,
  approvers: z.number().int().min(1).max(10),
});
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

export const incompatibleRolesSchema = z.strictObject({
  creatorRoleId: id.meta({ description: "A role of the distribution's creator." }),
  approverRoleId: id.meta({ description: 'A role that may then not approve it.' }),
});
export type IncompatibleRoles = z.infer<typeof incompatibleRolesSchema>;

export const approvalSettingsSchema = z.strictObject({
  rules: z.array(approvalRuleSchema).max(APPROVAL_RULES_MAX),
  incompatibleRoles: z.array(incompatibleRolesSchema).max(APPROVAL_RULES_MAX),
});
export type ApprovalSettingsInput = z.infer<typeof approvalSettingsSchema>;
