import type { FieldError } from '@aid/common/errors';
import { PAYMENT_MESSAGES, type PaymentExportRefusal } from '@aid/common/payments';
import { refusalError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN';

/**
 * The payments domain's refusals. As in distributions, `code` stays in the common error table and `reason` says
 * which rule refused, so a client can tell "not approved yet" from "every family was already exported".
 */
export class PaymentError extends refusalError<Code, PaymentExportRefusal>() {
  static exportNotFound(): PaymentError {
    const error: FieldError = {
      field: 'again',
      code: 'INVALID_VALUE',
      message: 'is not an export of this distribution',
    };
    return new PaymentError('NOT_FOUND', PAYMENT_MESSAGES.exportNotFound(), undefined, [error]);
  }
}
