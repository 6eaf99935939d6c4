import type { FieldError } from '@aid/common/errors';
import type { Message } from '@aid/common/messages';
import { RECONCILIATION_MESSAGES, type ReconciliationRefusal } from '@aid/common/reconciliation';
import { ApiError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN';

/** What a reconciliation request may not find, each with its message. */
const NOT_FOUND = {
  Provider: RECONCILIATION_MESSAGES.providerNotFound,
  Program: RECONCILIATION_MESSAGES.programNotFound,
  Distribution: RECONCILIATION_MESSAGES.distributionNotFound,
  'Reconciliation import': RECONCILIATION_MESSAGES.importNotFound,
  Entitlement: RECONCILIATION_MESSAGES.entitlementNotFound,
  'Redemption conflict': RECONCILIATION_MESSAGES.conflictNotFound,
} as const;

/** The reconciliation domain's refusals: `code` from the common error table, `reason` the rule. */
export class ReconciliationError extends ApiError<ReconciliationRefusal> {
  // Every reconciliation refusal names its rule.
  declare readonly reason: ReconciliationRefusal;

  constructor(code: Code, message: string | Message, reason: ReconciliationRefusal, fieldErrors?: FieldError[]) {
    super(code, message, fieldErrors, reason);
  }

  static notFound(what: keyof typeof NOT_FOUND): ReconciliationError {
    return new ReconciliationError('NOT_FOUND', NOT_FOUND[what](), 'NOT_FOUND');
  }
}
