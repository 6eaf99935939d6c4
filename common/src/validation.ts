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

/**
 * Invisible characters refused in names and free text, so that `pp2\u202Egnp.exe` cannot show as `pp2exe.png` in a
 * list, an export or a spreadsheet. The set, and why:
 * - bidirectional controls: U+061C (Arabic letter mark), U+200E/U+200F (LRM/RLM), U+202A–U+202E (embeddings and
 *   overrides), U+2066–U+2069 (isolates) — they reorder what follows them on screen;
 * - zero-width and invisible format characters: U+00AD (soft hyphen), U+200B (zero width space), U+2060–U+2064
 *   (word joiner, invisible operators), U+206A–U+206F (deprecated format controls), U+FEFF (byte-order mark inside
 *   text), U+FFF9–U+FFFB (interlinear annotation), tag characters U+E0001 and U+E0020–U+E007F (hidden ASCII);
 * - U+2028/U+2029 (line and paragraph separators): invisible line breaks that a one-line field and a CSV row must not
 *   hold.
 * Kept on purpose: U+200C/U+200D (ZWNJ, ZWJ), which Persian, Arabic and Indic names and emoji sequences need, the
 * variation selectors, and the script-specific format characters (Mongolian, Egyptian, shorthand), which are part of
 * how those scripts are written rather than a way to hide text.
 */
const INVISIBLE =
  /[\u00AD\u061C\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u{E0001}\u{E0020}-\u{E007F}]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

const INVISIBLE_NAMES: Readonly<Record<number, string>> = {
  173: 'SOFT HYPHEN',
  1564: 'ARABIC LETTER MARK',
  8203: 'ZERO WIDTH SPACE',
  8206: 'LEFT-TO-RIGHT MARK',
  8207: 'RIGHT-TO-LEFT MARK',
  8232: 'LINE SEPARATOR',
  8233: 'PARAGRAPH SEPARATOR',
  8234: 'LEFT-TO-RIGHT EMBEDDING',
  8235: 'RIGHT-TO-LEFT EMBEDDING',
  8236: 'POP DIRECTIONAL FORMATTING',
  8237: 'LEFT-TO-RIGHT OVERRIDE',
  8238: 'RIGHT-TO-LEFT OVERRIDE',
  8288: 'WORD JOINER',
  8294: 'LEFT-TO-RIGHT ISOLATE',
  8295: 'RIGHT-TO-LEFT ISOLATE',
  8296: 'FIRST STRONG ISOLATE',
  8297: 'POP DIRECTIONAL ISOLATE',
  65279: 'ZERO WIDTH NO-BREAK SPACE',
};

export type InvisibleCharacter = {
  /** `U+202E` */
  character: string;
  /** The Unicode name, e.g. `RIGHT-TO-LEFT OVERRIDE` (`INVISIBLE FORMAT CHARACTER` for the rarer ones). */
  name: string;
  /** 1-based, counted in characters (code points) as a person counts them. */
  position: number;
};

/** The first invisible character of `value` (see INVISIBLE above), or undefined when it has none. */
export function invisibleCharacterIn(value: string): InvisibleCharacter | undefined {
  if (!INVISIBLE.test(value)) return undefined;
  let position = 0;
  for (const char of value) {
    position += 1;
    if (INVISIBLE.test(char)) {
      const code = char.codePointAt(0) ?? 0;
      return {
        character: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
        name: INVISIBLE_NAMES[code] ?? 'INVISIBLE FORMAT CHARACTER',
        position,
      };
    }
  }
  return undefined;
}

/** `value` without its invisible characters: for output of text stored before they were refused (CSV exports). */
export function withoutInvisibleCharacters(value: string): string {
  return INVISIBLE.test(value) ? value.replace(INVISIBLE_ALL, '') : value;
}

/**
 * The check every name and free-text field runs (`.superRefine(textCheck())`): no control characters (tabs and line
 * breaks only with `lineBreaks`, for multi-line free text) and no invisible characters, the first one named with its
 * position. Forms, the gateway, the API and the beneficiary import (which judges cells with the same field schemas)
 * all refuse the same way.
 */
export function textCheck(options: { lineBreaks?: boolean } = {}) {
  return (value: string, ctx: z.RefinementCtx): void => {
    if (hasControlCharacters(value, options.lineBreaks ?? false)) {
      ctx.addIssue({ code: 'custom', params: { code: 'INVALID_CHARACTERS' }, input: value });
      return;
    }
    const invisible = invisibleCharacterIn(value);
    if (invisible)
      ctx.addIssue({ code: 'custom', params: { code: 'INVISIBLE_CHARACTER', ...invisible }, input: value });
  };
}
