import { ApiError } from '../http/errors.js';

export const AuthErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  IDENTITY_UNAVAILABLE: 'IDENTITY_UNAVAILABLE',
} as const;
export type AuthErrorCode = keyof typeof AuthErrorCode;

const STATUS: Record<AuthErrorCode, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, IDENTITY_UNAVAILABLE: 503 };

export class AuthError extends ApiError {
  constructor(code: AuthErrorCode, message: string) {
    super(STATUS[code], code, message);
  }
}
