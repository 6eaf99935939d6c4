import type { FieldError } from '@aid/common/errors';
import type { ReportRefusal } from '@aid/common/reports';
import { ApiError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'VALIDATION_FAILED' | 'FORBIDDEN' | 'CONFLICT';

/** The reports domain's refusals: `code` from the common error table, `reason` the rule. */
export class ReportError extends ApiError<ReportRefusal> {
  declare readonly reason: ReportRefusal;

  constructor(code: Code, message: string, reason: ReportRefusal, fieldErrors?: FieldError[]) {
    super(code, message, fieldErrors, reason);
  }

  /** What a caller may not see answers as what does not exist: no figure, no hint that it is there. */
  static notFound(what: string, ids: readonly string[]): ReportError {
    return new ReportError('NOT_FOUND', `${what} not found: ${ids.join(', ')}`, 'NOT_FOUND');
  }
}
