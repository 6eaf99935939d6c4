// Scanning as the REST API answers it. Registered as components, so the OpenAPI document carries them.
import { z } from 'zod';
import { COLLECTION_STATUSES, DISTRIBUTION_TYPES } from '../distributions/enums.js';
import { calendarDate, component, minorUnits, timestamp } from '../json.js';
import { VOUCHER_USAGE_STATUSES } from '../vouchers/usage.js';
import { collectionItemJsonSchema, inKindCollectionJsonSchema } from './in-kind.js';
import { CONFLICT_REASONS, IDEMPOTENCY_KEY_REUSED, REDEMPTION_SOURCES, SYNC_OUTCOMES } from './refusals.js';

export const scannedVoucherJsonSchema = component(
  'ScannedVoucher',
  z.object({
    voucherId: z.string(),
    code: z.string().meta({ description: '12 characters, printed XXXX-XXXX-XXXX.' }),
    distributionId: z.string(),
    distributionName: z.string(),
    programId: z.string(),
    firstName: z.string().meta({ description: "The family's first name only: what the officer checks." }),
    amount: minorUnits(),
    remainingAmount: minorUnits().meta({ description: 'Derived from the redemption ledger.' }),
    currency: z.string(),
    validUntil: calendarDate().nullable(),
    usageStatus: z.enum(VOUCHER_USAGE_STATUSES),
    requestPhoto: z.boolean(),
    requestSignature: z.boolean(),
    distributionType: z
      .enum(DISTRIBUTION_TYPES)
      .meta({ description: 'VOUCHER, or IN_KIND: a family collecting items (amount 0; see items).' }),
    collectionStatus: z
      .enum(COLLECTION_STATUSES)
      .nullable()
      .meta({ description: 'IN_KIND: from the collection ledger; null for a voucher.' }),
    items: z
      .array(collectionItemJsonSchema)
      .meta({ description: 'IN_KIND: the items, entitled and collected; empty for a voucher.' }),
  }),
  'A voucher (or an in-kind entitlement) as the scanner shows it: genuine, of this organisation, what is left until when.',
);
export type ScannedVoucherJson = z.infer<typeof scannedVoucherJsonSchema>;

export const redemptionJsonSchema = component(
  'Redemption',
  z.object({
    redemptionId: z.string(),
    voucherId: z.string(),
    amount: minorUnits(),
    serverTime: timestamp(),
    deviceTime: timestamp().nullable(),
    source: z.enum(REDEMPTION_SOURCES),
  }),
  'One entry of the append-only redemption ledger.',
);
export type RedemptionJson = z.infer<typeof redemptionJsonSchema>;

/** What a redemption's and a hand-over's answers end with. */
const afterHandOver = {
  voucher: scannedVoucherJsonSchema,
  replayed: z.boolean().meta({ description: 'True when the idempotency key was seen before: nothing new counted.' }),
};

export const redemptionResultJsonSchema = component(
  'RedemptionResult',
  z.object({
    redemption: redemptionJsonSchema,
    ...afterHandOver,
  }),
  'The redemption and the voucher after it.',
);
export type RedemptionResultJson = z.infer<typeof redemptionResultJsonSchema>;

export const collectionResultJsonSchema = component(
  'CollectionResult',
  z.object({
    collection: inKindCollectionJsonSchema,
    ...afterHandOver,
  }),
  'The hand-over and the entitlement after it.',
);
export type CollectionResultJson = z.infer<typeof collectionResultJsonSchema>;

export const scannableDistributionJsonSchema = component(
  'ScannableDistribution',
  z.object({
    distributionId: z.string(),
    distributionName: z.string(),
    programId: z.string(),
    programName: z.string(),
    validUntil: calendarDate().nullable(),
    currency: z.string(),
    voucherCount: z.number().int(),
    requestPhoto: z.boolean(),
    requestSignature: z.boolean(),
    distributionType: z
      .enum(['VOUCHER', 'IN_KIND'])
      .meta({ description: 'IN_KIND: families collect items with cards (voucherCount counts the cards).' }),
  }),
  'An APPROVED voucher or in-kind distribution the caller may scan.',
);
export type ScannableDistributionJson = z.infer<typeof scannableDistributionJsonSchema>;

export const offlineVoucherPageJsonSchema = component(
  'OfflineVoucherPage',
  z.object({
    distribution: z.object({
      distributionId: z.string(),
      distributionName: z.string(),
      accountId: z.string(),
      publicKey: z.string().meta({ description: 'Raw Ed25519 key, base64url: verifies QR payloads offline.' }),
      algorithm: z.literal('Ed25519'),
      requestPhoto: z.boolean(),
      requestSignature: z.boolean(),
      distributionType: z.enum(['VOUCHER', 'IN_KIND']).meta({
        description: 'IN_KIND: cards of families that collect items (amount 0).',
      }),
    }),
    vouchers: z.array(
      z.object({
        voucherId: z.string(),
        code: z.string(),
        firstName: z.string(),
        amount: minorUnits(),
        remainingAmount: minorUnits(),
        currency: z.string(),
        validUntil: calendarDate().nullable(),
        signature: z.string().meta({ description: "The voucher's QR signature (base64url)." }),
        items: z
          .array(collectionItemJsonSchema)
          .meta({ description: 'IN_KIND: the items, entitled and collected at download; empty for a voucher.' }),
      }),
    ),
    nextCursor: z.string().nullable(),
  }),
  'What a device needs to verify and redeem vouchers offline, and nothing more personal than first names.',
);
export type OfflineVoucherPageJson = z.infer<typeof offlineVoucherPageJsonSchema>;

export const syncResultJsonSchema = component(
  'SyncRedemptionsResult',
  z.object({
    results: z.array(
      z.object({
        idempotencyKey: z.string(),
        outcome: z.enum(SYNC_OUTCOMES),
        reason: z
          .string()
          .optional()
          .meta({
            description: `CONFLICT: one of ${CONFLICT_REASONS.join(', ')}; REFUSED: a scan refusal, or ${IDEMPOTENCY_KEY_REUSED} when the key was sent before for another voucher or amount.`,
          }),
        remainingAmount: minorUnits().optional(),
        conflictId: z.string().optional(),
        redemptionId: z.string().optional(),
      }),
    ),
  }),
  "Each offline redemption's outcome, in the request's order.",
);
export type SyncResultJson = z.infer<typeof syncResultJsonSchema>;
export type SyncItemResultJson = SyncResultJson['results'][number];

export const redemptionConflictJsonSchema = component(
  'RedemptionConflict',
  z.object({
    conflictId: z.string(),
    voucherId: z.string(),
    distributionId: z.string(),
    code: z.string(),
    firstName: z.string(),
    amount: minorUnits(),
    remainingAtSync: minorUnits(),
    reason: z.enum(CONFLICT_REASONS),
    items: z
      .array(z.object({ name: z.string(), quantity: z.number() }))
      .nullable()
      .meta({ description: 'IN_KIND: what the device handed over (amount is then 0); null for a voucher.' }),
    deviceId: z.string().nullable(),
    deviceTime: timestamp().nullable(),
    serverTime: timestamp(),
    officerId: z.string().nullable(),
    resolvedAt: timestamp().nullable(),
  }),
  'An offline redemption that was not applied at sync (it would have taken the voucher below zero, or came too late).',
);
export type RedemptionConflictJson = z.infer<typeof redemptionConflictJsonSchema>;
