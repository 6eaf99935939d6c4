import type { ErrorBody, FieldError } from '@aid/common';
import { ApiError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN';

/** Why a notifications request was refused, beyond its code: sent as `reason` so clients can tell the cases apart. */
export const NOTIFICATION_REFUSALS = [
  'NOT_APPROVED',
  'NO_TEMPLATE',
  'TEMPLATE_EXISTS',
  'NO_FAMILY',
  'NOTHING_TO_RESEND',
  'SEND_RUNNING',
] as const;
export type NotificationRefusal = (typeof NOTIFICATION_REFUSALS)[number];

/** The notifications domain's refusals (templates, previews, sends). */
export class NotificationError extends ApiError {
  constructor(
    code: Code,
    message: string,
    readonly reason?: NotificationRefusal,
    fieldErrors?: FieldError[],
  ) {
    super(code, message, fieldErrors);
  }

  override toBody(): ErrorBody & { reason?: NotificationRefusal } {
    return this.reason ? { ...super.toBody(), reason: this.reason } : super.toBody();
  }

  static templateNotFound(): NotificationError {
    return new NotificationError('NOT_FOUND', 'Message template not found');
  }
}
