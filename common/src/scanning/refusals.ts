// Why a scan or a redemption was refused: the error body's `reason` (422), with the English message partners read;
// the web shows the same reasons through its own i18n bundles. One list, so API, gateway and web cannot drift.
import { type ErrorParams, fillParams } from '../errors.js';

export const SCAN_REFUSAL_TEXT = {
  NOT_FOUND: 'No voucher has this code.',
  NOT_GENUINE: 'This voucher is not genuine: its signature does not match.',
  OTHER_ORGANISATION: 'This voucher belongs to another organisation.',
  EXPIRED: 'This voucher expired on {{date}}.',
  FULLY_USED: 'This voucher has already been fully used.',
  NOT_APPROVED: "This voucher's distribution is not approved.",
  CANCELLED: "This voucher's distribution was cancelled.",
  NOT_ENOUGH_VALUE: 'Only {{remaining}} is left on this voucher.',
  NOT_ASSIGNED: 'This voucher belongs to a distribution you are not assigned to.',
  PHOTO_REQUIRED: 'This distribution asks for a photo of the beneficiary.',
  SIGNATURE_REQUIRED: "This distribution asks for the beneficiary's signature.",
} as const;

export type ScanRefusal = keyof typeof SCAN_REFUSAL_TEXT;
export const SCAN_REFUSALS = Object.keys(SCAN_REFUSAL_TEXT) as ScanRefusal[];

/** SCAN_REFUSAL_TEXT[reason] with its `{{params}}` filled in. */
export function scanRefusalText(reason: ScanRefusal, params: ErrorParams = {}): string {
  return fillParams(SCAN_REFUSAL_TEXT[reason], params);
}

/** What became of one offline redemption at sync. */
export const SYNC_OUTCOMES = ['APPLIED', 'ALREADY_APPLIED', 'CONFLICT', 'REFUSED'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/**
 * Why an offline redemption was kept as a conflict rather than applied (the CHECK of redemption_conflicts.reason):
 * the device could not know, so it is recorded for reconciliation, never dropped.
 */
export const CONFLICT_REASONS = ['NOT_ENOUGH_VALUE', 'FULLY_USED', 'EXPIRED', 'NOT_APPROVED'] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

/** Sent as `reason` with 409 when a device reuses an idempotency key for another voucher or amount. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

export const REDEMPTION_SOURCES = ['ONLINE', 'OFFLINE'] as const;
export type RedemptionSource = (typeof REDEMPTION_SOURCES)[number];

export const SCANNING_LIMITS = {
  idempotencyKeyMin: 8,
  idempotencyKeyMax: 100,
  deviceIdMax: 100,
  syncBatchMax: 500,
  /** A full batch of 500 with photo and signature ids is about 200 kB of JSON. */
  syncBodyBytes: 512 * 1024,
  /** A full batch of 500 in-kind hand-overs of 50 items each, names of 200 characters, stays under this. */
  syncCollectionsBodyBytes: 8 * 1024 * 1024,
  offlinePageDefault: 2000,
  offlinePageMax: 5000,
  qrMaxLength: 500,
} as const;
