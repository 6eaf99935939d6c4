// The distributions vocabulary (spec §3, §4): types, statuses, payment statuses of entitlements, decisions.
import type { Section } from '../permissions.js';

export const DISTRIBUTION_TYPES = ['CASH', 'VOUCHER', 'IN_KIND'] as const;
export type DistributionType = (typeof DISTRIBUTION_TYPES)[number];

/** Spec §6: each type has its own permission section, so a cash officer need not see vouchers. */
export const DISTRIBUTION_SECTION: Record<DistributionType, Section> = {
  CASH: 'CASH_DISTRIBUTION',
  VOUCHER: 'VOUCHER_DISTRIBUTION',
  IN_KIND: 'IN_KIND_DISTRIBUTION',
};

/** The id kind of an entitlement, by type (see ../ids.ts). */
export const ENTITLEMENT_ID_KIND = {
  CASH: 'cashEntitlement',
  VOUCHER: 'voucher',
  IN_KIND: 'inKindEntitlement',
} as const satisfies Record<DistributionType, string>;

export const DISTRIBUTION_STATUSES = [
  'READY',
  'CREATE_IN_PROGRESS',
  'APPROVAL_PENDING',
  'APPROVED',
  'DISAPPROVED',
  'CANCELLED',
] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

/** Spec §4 payment vocabulary, as entitlements use it ("BENEFICIARY NAME MISMATCH" spelled as an identifier). */
export const PAYMENT_STATUSES = [
  'NOT_INITIATED',
  'SCHEDULED',
  'INITIATED',
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'DECLINED',
  'CANCELLED',
  'REVERSED',
  'ERROR',
  'BENEFICIARY_NAME_MISMATCH',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const COLLECTION_STATUSES = ['NOT_COLLECTED', 'PARTIALLY_COLLECTED', 'FULLY_COLLECTED'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

export const APPROVAL_DECISIONS = ['APPROVED', 'DISAPPROVED'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/**
 * Why a distribution request was refused, beyond the HTTP-level code of ../errors.ts (which the GraphQL contract
 * mirrors): sent as `reason` in the error body so clients can tell the cases apart.
 */
export const DISTRIBUTION_REFUSALS = [
  'ILLEGAL_TRANSITION',
  'OVER_BUDGET',
  'LIST_NOT_LOCKED',
  'CREATOR_CANNOT_APPROVE',
  'INCOMPATIBLE_ROLE',
  'ALREADY_DECIDED',
  'NO_ENTITLEMENTS',
] as const;
export type DistributionRefusal = (typeof DISTRIBUTION_REFUSALS)[number];
