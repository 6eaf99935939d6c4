import type { ErrorBody, FieldError } from '@aid/common';
import { ApiError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN';

/** Which rule refused, so a client can tell a missing column from an illegal status change. */
export type ReconciliationRefusal =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'ILLEGAL_TRANSITION'
  | 'MISSING_COLUMN'
  | 'NO_COLUMNS'
  | 'CONFLICT_RESOLVED'
  | 'FILE_UNREADABLE'
  | 'INVALID_INPUT'
  | 'NOT_FINISHED';

/** The reconciliation domain's refusals: `code` from the common error table, `reason` the rule. */
export class ReconciliationError extends ApiError {
  constructor(
    code: Code,
    message: string,
    readonly reason: ReconciliationRefusal,
    fieldErrors?: FieldError[],
  ) {
    super(code, message, fieldErrors);
  }

  override toBody(): ErrorBody & { reason: ReconciliationRefusal } {
    return { ...super.toBody(), reason: this.reason };
  }

  static notFound(what: string): ReconciliationError {
    return new ReconciliationError('NOT_FOUND', `${what} not found`, 'NOT_FOUND');
  }
}
