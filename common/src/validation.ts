// zod refusals → field errors with a code and params (../errors.ts), the same on the web, the gateway and the
// API, so a French user reads the reason in French and a partner reads it in English with the field's path.
import type { z } from 'zod';
import { type ErrorParams, type FieldError, type FieldErrorCode, fieldError } from './errors.js';

/** For `.refine(check, fieldCode('INVALID_CURRENCY'))`: the code travels in the issue's params. */
export function fieldCode(
  code: FieldErrorCode,
  params?: ErrorParams,
): { params: { code: FieldErrorCode } & ErrorParams } {
  return { params: { ...params, code } };
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'a list',
};

type Issue = z.core.$ZodIssue;

function pathOf(issue: Issue): string {
  return issue.path.map(String).join('.') || 'body';
}

function errorOf(issue: Issue): FieldError[] {
  const field = pathOf(issue);
  // Parsed with reportInput: a key that was never sent has an undefined input (JSON has no undefined).
  const missing = issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (missing && issue.path.length > 0) return [fieldError(field, 'REQUIRED')];
      if (issue.expected === 'int') return [fieldError(field, 'NOT_WHOLE_NUMBER')];
      return [fieldError(field, 'WRONG_TYPE', { expected: TYPE_WORDS[issue.expected] ?? issue.expected })];
    case 'invalid_value':
      if (missing) return [fieldError(field, 'REQUIRED')];
      return [fieldError(field, 'NOT_ONE_OF', { values: issue.values.map(String).join(', ') })];
    case 'too_small':
      if (issue.origin === 'string') {
        return [
          Number(issue.minimum) <= 1
            ? fieldError(field, 'EMPTY')
            : fieldError(field, 'TOO_SHORT', { min: Number(issue.minimum) }),
        ];
      }
      if (Number(issue.minimum) === 0) return [fieldError(field, 'NEGATIVE')];
      return [fieldError(field, 'TOO_SMALL', { min: Number(issue.minimum) })];
    case 'too_big':
      if (issue.origin === 'string') return [fieldError(field, 'TOO_LONG', { max: Number(issue.maximum) })];
      if (issue.origin === 'array') return [fieldError(field, 'TOO_MANY', { max: Number(issue.maximum) })];
      return [fieldError(field, 'TOO_LARGE', { max: Number(issue.maximum) })];
    case 'unrecognized_keys':
      return issue.keys.map((key) => fieldError(issue.path.length ? `${field}.${key}` : key, 'UNKNOWN_FIELD'));
    case 'invalid_format':
      return [fieldError(field, 'INVALID_FORMAT', { format: issue.format })];
    case 'custom': {
      const { code, ...params } = (issue.params ?? {}) as { code?: FieldErrorCode } & Record<string, string | number>;
      return [fieldError(field, code ?? 'INVALID_VALUE', Object.keys(params).length ? params : undefined)];
    }
    default:
      return [fieldError(field, 'INVALID_VALUE')];
  }
}

export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  // One reason per field and code: zod reports a too-large integer once as int and once as number.
  return error.issues.flatMap(errorOf).filter((e) => {
    const key = `${e.field}\u0000${e.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "programName is required (and 2 more)": the first reason, for the error's one-line message. */
export function summary(fieldErrors: readonly FieldError[]): string {
  const first = fieldErrors[0];
  if (!first) return 'The input is not valid';
  const more = fieldErrors.length > 1 ? ` (and ${fieldErrors.length - 1} more)` : '';
  return `${first.field} ${first.message}${more}`;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldError[] };

/** Parses untrusted input with `schema`; refusals come back as field errors rather than thrown. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const parsed = schema.safeParse(input, { reportInput: true });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}

/**
 * Whether `value` holds control characters (NUL, escape, …); tabs and line breaks count only when
 * `allowLineBreaks` is false (a file name, a header), not in free text.
 */
export function hasControlCharacters(value: string, allowLineBreaks = true): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  const pattern = allowLineBreaks ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/ : /[\u0000-\u001f\u007f]/;
  return pattern.test(value);
}
