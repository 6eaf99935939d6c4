import { ApiError, type FieldError } from '../http/errors.js';

export const ActivityErrorCode = { VALIDATION_FAILED: 'VALIDATION_FAILED' } as const;
export type ActivityErrorCode = keyof typeof ActivityErrorCode;

const STATUS: Record<ActivityErrorCode, number> = { VALIDATION_FAILED: 400 };

export class ActivityError extends ApiError {
  constructor(code: ActivityErrorCode, message: string, fieldErrors?: readonly FieldError[]) {
    super(STATUS[code], code, message, fieldErrors);
  }
}
