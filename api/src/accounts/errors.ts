import { ApiError, type FieldError } from '../http/errors.js';

export const AccountErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  IDENTITY_UNAVAILABLE: 'IDENTITY_UNAVAILABLE',
} as const;
export type AccountErrorCode = keyof typeof AccountErrorCode;

const STATUS: Record<AccountErrorCode, number> = { VALIDATION_FAILED: 400, NOT_FOUND: 404, IDENTITY_UNAVAILABLE: 502 };

export class AccountError extends ApiError {
  constructor(code: AccountErrorCode, message: string, fieldErrors?: readonly FieldError[]) {
    super(STATUS[code], code, message, fieldErrors);
  }
}
