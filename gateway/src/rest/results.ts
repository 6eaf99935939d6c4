// Mutations answer errors a user can fix as typed results (code, message, field errors), not GraphQL errors.
import { RestError, type RestFieldError } from './errors.js';

export type Failure = { code: string; message: string; fieldErrors: RestFieldError[] };
export type Outcome<T> = { value: T; failure: null } | { value: null; failure: Failure };

/** Statuses a user can act on; anything else (401, 403, 5xx) stays a GraphQL error. */
const USER_FIXABLE: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'VALIDATION_FAILED',
};

export async function outcome<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { value: await call, failure: null };
  } catch (error) {
    const fallbackCode = error instanceof RestError ? USER_FIXABLE[error.status] : undefined;
    if (!(error instanceof RestError) || !fallbackCode) throw error;
    return {
      value: null,
      failure: { code: error.restCode ?? fallbackCode, message: error.message, fieldErrors: error.fieldErrors },
    };
  }
}
