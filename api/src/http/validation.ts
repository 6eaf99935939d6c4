// zod issues → the API's field errors ({ field, message }), naming the field and saying why.
import type { z } from 'zod';
import type { FieldError } from './errors.js';

export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: base ? `${base}.${key}` : key, message: 'is not a known field' }));
    }
    return [{ field: base || 'body', message: issue.message }];
  });
}

export function summary(fieldErrors: readonly FieldError[]): string {
  const first = fieldErrors[0];
  if (!first) return 'The input is not valid';
  const more = fieldErrors.length > 1 ? ` (and ${fieldErrors.length - 1} more)` : '';
  return `${first.field} ${first.message}${more}`;
}

/** The message when a value has the wrong type or is missing, for zod's `error` option. */
export function typeMessage(expected: string): (issue: { input?: unknown }) => string {
  return (issue) => (issue.input === undefined ? 'is required' : `must be ${expected}`);
}
