import { SMART_FORM_MESSAGES } from '@aid/common/smart-forms';
import { domainError } from '../http/errors.js';

/** The smart-forms domain's refusals; statuses come from the common error table. */
export class SmartFormError extends domainError<'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN'>() {
  static notFound(): SmartFormError {
    return new SmartFormError('NOT_FOUND', SMART_FORM_MESSAGES.notFound());
  }
}
