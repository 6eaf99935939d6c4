// What a provider's report says about a payment, read into our payment statuses; the indicators and drill-down states
// reconciliation shows; and the bodies its requests send.
import { z } from 'zod';
import { PAYMENT_STATUSES, type PaymentStatus } from '../distributions/enums.js';

/**
 * Words providers use for our statuses. Exact status names (any case) are accepted as they are; these synonyms are
 * the few every provider report we have seen uses instead. Anything else is a FAILED row naming the value.
 */
export const PROVIDER_STATUS_SYNONYMS: Readonly<Record<string, PaymentStatus>> = {
  PAID: 'COMPLETED',
  SUCCESS: 'COMPLETED',
  SUCCESSFUL: 'COMPLETED',
  SUCCEEDED: 'COMPLETED',
  DONE: 'COMPLETED',
  FAILED: 'DECLINED',
  FAILURE: 'DECLINED',
  REJECTED: 'DECLINED',
  REFUSED: 'DECLINED',
  CANCELED: 'CANCELLED',
  REFUNDED: 'REVERSED',
  IN_PROGRESS: 'PROCESSING',
  NAME_MISMATCH: 'BENEFICIARY_NAME_MISMATCH',
};

/** The only statuses a provider can report (the others are ours: NOT_INITIATED, SCHEDULED, INITIATED). */
export const PROVIDER_STATUSES: readonly PaymentStatus[] = [
  'COMPLETED',
  'DECLINED',
  'ERROR',
  'REVERSED',
  'PENDING',
  'PROCESSING',
  'CANCELLED',
  'BENEFICIARY_NAME_MISMATCH',
];

/** The payment status a report's value means, or undefined when it means none (case and spacing ignored). */
export function providerStatus(value: string): PaymentStatus | undefined {
  const key = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const known = PROVIDER_STATUSES.find((s) => s === key);
  return known ?? PROVIDER_STATUS_SYNONYMS[key];
}

/** spec §4's reconciliation indicators. */
export const RECONCILIATION_INDICATORS = ['SUCCESS', 'ERROR', 'PENDING', 'PROCESSING'] as const;
export type ReconciliationIndicator = (typeof RECONCILIATION_INDICATORS)[number];

/** Drill-down states of a distribution's families. */
export const RECONCILIATION_STATES = [
  'ENTITLED',
  'REDEEMED',
  'PAID',
  'OUTSTANDING',
  'EXPIRED',
  'CONFLICT',
  'FAILED',
] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];

export const IMPORT_OUTCOMES = ['MATCHED', 'FAILED', 'NOT_FOUND'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const reconciliationImportBodySchema = z.object({
  fileId: z.string().min(1),
  provider: z.string().trim().min(1).max(100),
  matchColumn: z.string().trim().min(1).max(200).optional(),
  statusColumn: z.string().trim().min(1).max(200).optional(),
});
export type ReconciliationImportBody = z.infer<typeof reconciliationImportBodySchema>;

export const reconciliationProviderBodySchema = z.object({
  matchColumn: z.string().trim().min(1).max(200),
  statusColumn: z.string().trim().min(1).max(200),
});
export type ReconciliationProviderBody = z.infer<typeof reconciliationProviderBodySchema>;

export const resolveEntitlementBodySchema = z
  .object({
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    conflictId: z.string().min(1).optional(),
    reason: z.string().trim().min(1).max(500),
  })
  .refine((b) => b.paymentStatus !== undefined || b.conflictId !== undefined, {
    message: 'needs a paymentStatus, a conflictId, or both',
    path: ['paymentStatus'],
  });
export type ResolveEntitlementBody = z.infer<typeof resolveEntitlementBodySchema>;
