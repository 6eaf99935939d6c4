import type { FieldError } from '@aid/common/errors';
import type { ReconciliationRefusal } from '@aid/common/reconciliation';
import { ApiError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN';

/** The reconciliation domain's refusals: `code` from the common error table, `reason` the rule. */
export class ReconciliationError extends ApiError<ReconciliationRefusal> {
  // Every reconciliation refusal names its rule.
  declare readonly reason: ReconciliationRefusal;

  constructor(code: Code, message: string, reason: ReconciliationRefusal, fieldErrors?: FieldError[]) {
    super(code, message, fieldErrors, reason);
  }

  static notFound(what: string): ReconciliationError {
    return new ReconciliationError('NOT_FOUND', `${what} not found`, 'NOT_FOUND');
  }
}
