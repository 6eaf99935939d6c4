// The allowed status changes, one table per vocabulary. The API calls assertTransition before every status change,
// so an illegal one is refused with both statuses named instead of happening silently.
//
// Distribution lifecycle:
//   READY (draft, editable) → CREATE_IN_PROGRESS (entitlements job running) → READY (job done or failed: entitlements
//   are reviewed, the draft stays editable) → APPROVAL_PENDING (submitted) → APPROVED | DISAPPROVED;
//   DISAPPROVED → READY (edited again); READY / APPROVAL_PENDING / DISAPPROVED → CANCELLED;
//   APPROVED → CANCELLED only while nothing is paid or redeemed (checked by the API, not expressible here).
// CREATE_IN_PROGRESS → READY rather than straight to APPROVAL_PENDING: submitting is a person's decision.
import type { DistributionStatus, PaymentStatus } from './enums.js';

export const DISTRIBUTION_TRANSITIONS: Record<DistributionStatus, readonly DistributionStatus[]> = {
  READY: ['CREATE_IN_PROGRESS', 'APPROVAL_PENDING', 'CANCELLED'],
  CREATE_IN_PROGRESS: ['READY'],
  APPROVAL_PENDING: ['APPROVED', 'DISAPPROVED', 'CANCELLED'],
  APPROVED: ['CANCELLED'],
  DISAPPROVED: ['READY', 'CANCELLED'],
  CANCELLED: [],
};

/**
 * Entitlement payment statuses. COMPLETED and REVERSED end a payment except that a completed one can be reversed;
 * ERROR, DECLINED and a name mismatch can be retried (back to INITIATED) or cancelled.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  NOT_INITIATED: ['SCHEDULED', 'INITIATED', 'CANCELLED'],
  SCHEDULED: ['INITIATED', 'CANCELLED'],
  INITIATED: ['PENDING', 'PROCESSING', 'COMPLETED', 'DECLINED', 'ERROR', 'BENEFICIARY_NAME_MISMATCH', 'CANCELLED'],
  PENDING: ['PROCESSING', 'COMPLETED', 'DECLINED', 'ERROR', 'BENEFICIARY_NAME_MISMATCH', 'CANCELLED'],
  PROCESSING: ['COMPLETED', 'DECLINED', 'ERROR', 'BENEFICIARY_NAME_MISMATCH'],
  COMPLETED: ['REVERSED'],
  DECLINED: ['INITIATED', 'CANCELLED'],
  ERROR: ['INITIATED', 'CANCELLED'],
  BENEFICIARY_NAME_MISMATCH: ['INITIATED', 'CANCELLED'],
  CANCELLED: [],
  REVERSED: [],
};

export type TransitionKind = 'distribution' | 'payment';

type StatusOf<K extends TransitionKind> = K extends 'distribution' ? DistributionStatus : PaymentStatus;

/** Thrown for a change the table does not allow; the API turns it into 422 with reason ILLEGAL_TRANSITION. */
export class IllegalTransitionError extends Error {
  constructor(
    readonly kind: TransitionKind,
    readonly from: string,
    readonly to: string,
  ) {
    super(`A ${kind === 'distribution' ? 'distribution' : 'payment'} status cannot change from ${from} to ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

export function canTransition<K extends TransitionKind>(kind: K, from: StatusOf<K>, to: StatusOf<K>): boolean {
  const table: Record<string, readonly string[]> =
    kind === 'distribution' ? DISTRIBUTION_TRANSITIONS : PAYMENT_TRANSITIONS;
  return table[from]?.includes(to) ?? false;
}

export function assertTransition<K extends TransitionKind>(kind: K, from: StatusOf<K>, to: StatusOf<K>): void {
  if (!canTransition(kind, from, to)) throw new IllegalTransitionError(kind, from, to);
}
