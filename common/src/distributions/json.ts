// Distributions as the REST API answers them (GraphQL `Distribution` 1:1 later).
import { z } from 'zod';
import { BENEFICIARY_LIST_STATUSES } from '../beneficiaries/fields.js';
import { calendarDate, changeStamps, component, itemsJson, timestamp } from '../json.js';
import { VOUCHER_USAGE_STATUSES } from '../vouchers/usage.js';
import {
  APPROVAL_DECISIONS,
  COLLECTION_STATUSES,
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_TYPES,
  PAYMENT_STATUSES,
} from './enums.js';
import { approvalRuleSchema, incompatibleRolesSchema, inKindItemSchema, pdmQuestionSchema } from './schema.js';

const minor = () => z.number().int().meta({ description: 'Hundredths of the major unit, for every currency.' });

export const distributionJsonSchema = component(
  'Distribution',
  z.object({
    distributionId: z.string(),
    accountId: z.string(),
    programId: z.string(),
    distributionName: z.string(),
    distributionType: z.enum(DISTRIBUTION_TYPES),
    distributionSummary: z.string().nullable(),
    distributionStatus: z.enum(DISTRIBUTION_STATUSES),
    requestPhoto: z.boolean(),
    requestSignature: z.boolean(),
    beneficiaryList: z.object({
      beneficiaryListId: z.string(),
      listName: z.string().nullable().meta({ description: 'Null when the list was deleted since.' }),
      status: z.enum(BENEFICIARY_LIST_STATUSES).nullable(),
      numberOfFamilies: z.number().int().meta({ description: 'In the snapshot taken at creation.' }),
      numberOfFamilyMembers: z.number().int(),
    }),
    distributionPdms: z.array(pdmQuestionSchema),
    amountPerBeneficiary: minor(),
    amountPerBeneficiaryCurrency: z.string(),
    exchangeRate: z
      .string()
      .nullable()
      .meta({ description: "Program currency per 1 unit of this one; null when it is the program's currency." }),
    includeDependants: z.boolean(),
    amountPerDependant: minor(),
    items: z.array(inKindItemSchema),
    validUntil: calendarDate().nullable(),
    additionalInfo: z.string().nullable(),
    totals: z.object({
      families: z.number().int(),
      people: z.number().int().meta({ description: 'Main beneficiaries and their family members.' }),
      amount: minor().meta({ description: 'Of the entitlements if generated, else as they would be computed.' }),
      entitlements: z.number().int().meta({ description: 'Entitlements generated so far.' }),
    }),
    collection: z.record(z.enum(COLLECTION_STATUSES), z.number().int()),
    approvalsNeeded: z.number().int(),
    approvalsGiven: z.number().int(),
    ...changeStamps(),
  }),
  'A cash, voucher or in-kind distribution of a program to a snapshot of a beneficiary list.',
);
export type DistributionJson = z.infer<typeof distributionJsonSchema>;

export const entitlementJsonSchema = component(
  'Entitlement',
  z.object({
    entitlementId: z.string().meta({ description: 'csh… (CASH), vou--… (VOUCHER) or ink--… (IN_KIND).' }),
    distributionId: z.string(),
    beneficiaryId: z.string(),
    firstName: z.string(),
    numberOfFamilyMembers: z.number().int(),
    amount: minor(),
    currency: z.string(),
    items: z.array(inKindItemSchema.extend({ quantity: z.number() })),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    // VOUCHER only (null otherwise): the voucher this entitlement is.
    voucherCode: z.string().nullable().meta({ description: 'VOUCHER: 12 characters, printed XXXX-XXXX-XXXX.' }),
    qrPayload: z
      .string()
      .nullable()
      .meta({ description: 'VOUCHER: the signed QR content (common/src/vouchers/qr.ts).' }),
    validUntil: calendarDate().nullable(),
    usageStatus: z.enum(VOUCHER_USAGE_STATUSES).nullable().meta({ description: 'VOUCHER: from the redemptions.' }),
    remainingAmount: minor().nullable(),
  }),
  "One family's share of a distribution.",
);
export type EntitlementJson = z.infer<typeof entitlementJsonSchema>;

export const approvalJsonSchema = component(
  'DistributionApproval',
  z.object({
    approvalId: z.string(),
    distributionId: z.string(),
    decidedBy: z.string(),
    decision: z.enum(APPROVAL_DECISIONS),
    reason: z.string().nullable(),
    decidedAt: timestamp(),
  }),
);
export type ApprovalJson = z.infer<typeof approvalJsonSchema>;

export const approvalListJsonSchema = component(
  'DistributionApprovalList',
  itemsJson(approvalJsonSchema),
  'Every decision on a distribution, the latest first, all rounds of approval.',
);
export type ApprovalListJson = z.infer<typeof approvalListJsonSchema>;

export const approvalSettingsJsonSchema = component(
  'ApprovalSettings',
  z.object({
    rules: z.array(approvalRuleSchema),
    incompatibleRoles: z.array(incompatibleRolesSchema),
    updatedAt: timestamp().nullable(),
    updatedBy: z.string().nullable(),
  }),
  'Without a rule that applies, one approver suffices.',
);
export type ApprovalSettingsJson = z.infer<typeof approvalSettingsJsonSchema>;
