// Mutations answer errors a user can fix as typed results (code, message, field errors), not GraphQL errors. Input
// is first checked with the same schema the API uses, so a refusal names the field here without a REST call.
import type { ErrorCode, FieldError } from '@aid/common/errors';
import { summary, validate } from '@aid/common/validation';
import type { z } from 'zod';
import { RestError } from './errors.js';

/** GraphQL `FieldError`: params as a list of name/value pairs. */
export type FieldErrorResult = {
  field: string;
  code: FieldError['code'];
  params: { name: string; value: string }[];
  message: string;
};

/** GraphQL `MessageWords`: a refusal's message key and its values as name/value pairs. */
export type WordsResult = { key: string; params: { name: string; value: string }[] };

export type Failure = {
  code: ErrorCode;
  message: string;
  fieldErrors: FieldErrorResult[];
  words?: WordsResult | null;
};
export type Outcome<T> = { value: T; failure: null } | { value: null; failure: Failure };

/** Codes a user can act on; anything else (401, 403, 5xx) stays a GraphQL error. */
const USER_FIXABLE: readonly ErrorCode[] = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
];

export function toFieldErrorResults(errors: readonly FieldError[]): FieldErrorResult[] {
  return errors.map((e) => ({
    field: e.field,
    code: e.code,
    params: Object.entries(e.params ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    message: e.message,
  }));
}

export async function outcome<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { value: await call(), failure: null };
  } catch (error) {
    if (!(error instanceof RestError) || !USER_FIXABLE.includes(error.code)) throw error;
    return {
      value: null,
      failure: {
        code: error.code,
        message: error.message,
        fieldErrors: toFieldErrorResults(error.fieldErrors),
        words: wordsResult(error),
      },
    };
  }
}

/** The refusal's message key and values, when the API named them. */
export function wordsResult(error: RestError): WordsResult | null {
  if (!error.words) return null;
  const params = Object.entries(error.words.params).map(([name, value]) => ({ name, value: String(value) }));
  return { key: error.words.key, params };
}

/**
 * `call()` when `input` passes `schema`, else the VALIDATION_FAILED the API would have answered, without the trip.
 * The API still validates what it receives: it is the authority, this only spares a round trip and keeps an
 * oversized value from becoming a refusal of the whole request body.
 */
export async function validatedOutcome<T>(
  schema: z.ZodType,
  input: unknown,
  call: () => Promise<T>,
): Promise<Outcome<T>> {
  const result = validate(schema, input);
  if (!result.ok) {
    return {
      value: null,
      failure: {
        code: 'VALIDATION_FAILED',
        message: summary(result.fieldErrors),
        fieldErrors: toFieldErrorResults(result.fieldErrors),
      },
    };
  }
  return outcome(call);
}

/** What validatedOutcome takes: the shared schema, the input it checks and the REST call made when it passes. */
export type ValidatedCall<T> = [schema: z.ZodType, input: unknown, call: () => Promise<T>];

/** A mutation's result from `call`, its input first checked with `schema` (validatedOutcome, then resultOf). */
export async function validatedResult<K extends string, T>(key: K, ...checked: ValidatedCall<T>) {
  return resultOf(key, await validatedOutcome(...checked));
}

/** A mutation's result from `call` (outcome, then resultOf). */
export async function callResult<K extends string, T>(key: K, call: () => Promise<T>) {
  return resultOf(key, await outcome(call));
}

/** A result type's fields: the object on success, the failure's code, message and field errors otherwise. */
export function resultOf<K extends string, T>(key: K, result: Outcome<T>) {
  if (result.failure) return { [key]: null, ...result.failure } as Record<K, null> & Failure;
  return { [key]: result.value, code: null, message: null, fieldErrors: [] } as Record<K, T> & {
    code: null;
    message: null;
    fieldErrors: FieldErrorResult[];
  };
}
