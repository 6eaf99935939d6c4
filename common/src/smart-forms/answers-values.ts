// One answer against its element: the value's shape for the element's type, cleaned (trimmed, a phone number as
// E.164, a country code upper-case), then the element's min/max and pattern. Relevance, `required` and constraints
// need the other answers and are answers.ts's.
import { z } from 'zod';
import { isKnownCountry } from '../accounts/countries.js';
import { isCalendarDate } from '../dates.js';
import { GENDERS } from '../enums.js';
import { type FieldError, fieldError } from '../errors.js';
import { hasPrefix, idProblem } from '../ids.js';
import { parsePhone } from '../phone.js';
import { hasControlCharacters, invisibleCharacterIn } from '../validation.js';
import type { SmartFormElement } from './definition.js';
import { compilePattern } from './expressions.js';
import { checkLocation, type LocationAnswer } from './location.js';
import { DEFAULT_RATING_MAX } from './rules.js';

export type { LocationAnswer };

/** A clean answer: text, number, boolean (YES_NO), choice values (SELECT_MANY) or a position (LOCATION). */
export type AnswerValue = string | number | boolean | string[] | LocationAnswer;

export const ANSWER_LIMITS = {
  /** Characters of one text answer. */
  textLength: 10_000,
  /** Bytes of all answers of a submission, as JSON. */
  answersBytes: 1_000_000,
  emailLength: 254,
} as const;

/** The cleaned value, or why it is refused (each error's field is the element's name). */
export type Cleaned = { value: AnswerValue } | { errors: FieldError[] };

const EMAIL = z.email();

/** No answer: absent, null, blank text or no choice at all. `false` (YES_NO) is an answer. */
export function isEmptyAnswer(raw: unknown): boolean {
  return (
    raw === undefined ||
    raw === null ||
    (typeof raw === 'string' && raw.trim() === '') ||
    (Array.isArray(raw) && raw.length === 0)
  );
}

/** A list of values for the error's params, short enough to read (a select may have 1000 choices). */
function listed(values: readonly string[]): string {
  return values.length > 20 ? `${values.slice(0, 20).join(', ')}, …` : values.join(', ');
}

/** A number as sent (JSON) or typed (an input's text, in XPath's notation), or undefined. */
function numberOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(raw)) return Number(raw);
  return undefined;
}

function checkNumber(element: SmartFormElement, raw: unknown): Cleaned {
  const { name, type, min, max } = element;
  const value = numberOf(raw);
  if (value === undefined) {
    return {
      errors: [fieldError(name, 'WRONG_TYPE', { expected: type === 'DECIMAL' ? 'a number' : 'a whole number' })],
    };
  }
  if (type !== 'DECIMAL' && !Number.isSafeInteger(value)) return { errors: [fieldError(name, 'NOT_WHOLE_NUMBER')] };
  const lowest = type === 'RATING' ? 1 : min;
  const highest = type === 'RATING' ? (max ?? DEFAULT_RATING_MAX) : max;
  if (lowest !== null && value < lowest) return { errors: [fieldError(name, 'TOO_SMALL', { min: lowest })] };
  if (highest !== null && value > highest) return { errors: [fieldError(name, 'TOO_LARGE', { max: highest })] };
  return { value };
}

function checkSelection(element: SmartFormElement, raw: unknown): Cleaned {
  const { name } = element;
  // XPath writes a selection as its values separated by spaces: accepted as well as a list.
  const values = typeof raw === 'string' ? raw.trim().split(/\s+/) : raw;
  if (!Array.isArray(values) || !values.every((v): v is string => typeof v === 'string')) {
    return { errors: [fieldError(name, 'WRONG_TYPE', { expected: 'a list of choice values' })] };
  }
  const choices = element.choices.map((c) => c.value);
  const unknown = values.find((v) => !choices.includes(v));
  if (unknown !== undefined) return { errors: [fieldError(name, 'NOT_ONE_OF', { values: listed(choices) })] };
  const repeated = values.find((v, i) => values.indexOf(v) !== i);
  if (repeated !== undefined) return { errors: [fieldError(name, 'NOT_UNIQUE', { value: repeated })] };
  return { value: values };
}

/** TEXT, EMAIL, PHONE: the text cleaned, or why not. */
function checkText(element: SmartFormElement, text: string): Cleaned {
  const { name, type, min, max } = element;
  if (type === 'PHONE') {
    const verdict = parsePhone(text);
    if (!verdict.ok) {
      return {
        errors: [fieldError(name, 'INVALID_FORMAT', { format: 'E.164', reason: verdict.message }, verdict.message)],
      };
    }
    return { value: verdict.value };
  }
  if (type === 'EMAIL') {
    const email = text.toLowerCase();
    if (email.length > ANSWER_LIMITS.emailLength) {
      return { errors: [fieldError(name, 'TOO_LONG', { max: ANSWER_LIMITS.emailLength })] };
    }
    if (!EMAIL.safeParse(email).success) return { errors: [fieldError(name, 'INVALID_FORMAT', { format: 'email' })] };
    return { value: email };
  }
  // Free text may span lines; control and invisible characters are refused as in every other text of the platform.
  if (hasControlCharacters(text, true)) return { errors: [fieldError(name, 'INVALID_CHARACTERS')] };
  const invisible = invisibleCharacterIn(text);
  if (invisible) return { errors: [fieldError(name, 'INVISIBLE_CHARACTER', invisible)] };
  const length = [...text].length;
  if (min !== null && length < min) return { errors: [fieldError(name, 'TOO_SHORT', { min })] };
  if (max !== null && length > max) return { errors: [fieldError(name, 'TOO_LONG', { max })] };
  return { value: text };
}

/** A text-valued answer (every type but numbers, YES_NO, SELECT_MANY and LOCATION). */
function checkString(element: SmartFormElement, raw: unknown): Cleaned {
  const { name, type } = element;
  if (typeof raw !== 'string') return { errors: [fieldError(name, 'WRONG_TYPE', { expected: 'a text' })] };
  if (raw.length > ANSWER_LIMITS.textLength) {
    return { errors: [fieldError(name, 'TOO_LONG', { max: ANSWER_LIMITS.textLength })] };
  }
  const text = raw.trim();
  switch (type) {
    case 'DATE':
      return isCalendarDate(text) ? { value: text } : { errors: [fieldError(name, 'INVALID_DATE')] };
    case 'SELECT_ONE': {
      const choices = element.choices.map((c) => c.value);
      return choices.includes(text)
        ? { value: text }
        : { errors: [fieldError(name, 'NOT_ONE_OF', { values: listed(choices) })] };
    }
    case 'GENDER':
      return (GENDERS as readonly string[]).includes(text)
        ? { value: text }
        : { errors: [fieldError(name, 'NOT_ONE_OF', { values: GENDERS.join(', ') })] };
    case 'NATIONALITY': {
      const code = text.toUpperCase();
      return isKnownCountry(code)
        ? { value: code }
        : { errors: [fieldError(name, 'NOT_ONE_OF', { values: 'ISO 3166-1 alpha-2 codes of the countries query' })] };
    }
    case 'PHOTO':
    case 'SIGNATURE':
      // The file itself (an image, its owner) is the API's to check when it stores the submission.
      return idProblem(text) === undefined && hasPrefix(text, 'file')
        ? { value: text }
        : { errors: [fieldError(name, 'INVALID_ID', undefined, 'must be the id of an uploaded file (fil--…)')] };
    default:
      return checkText(element, text);
  }
}

function withPattern(element: SmartFormElement, cleaned: Cleaned): Cleaned {
  if (element.pattern === null || !('value' in cleaned) || typeof cleaned.value !== 'string') return cleaned;
  // An unsafe pattern is refused when the form is saved; met anyway, it refuses rather than runs.
  const pattern = compilePattern(element.pattern, true);
  return pattern?.test(cleaned.value)
    ? cleaned
    : { errors: [fieldError(element.name, 'INVALID_FORMAT', { pattern: element.pattern })] };
}

/** `raw` (not empty: see isEmptyAnswer) as the answer of `element`, cleaned, or why it is refused. */
export function cleanAnswer(element: SmartFormElement, raw: unknown): Cleaned {
  switch (element.type) {
    case 'INTEGER':
    case 'DECIMAL':
    case 'RATING':
      return checkNumber(element, raw);
    case 'YES_NO':
      return typeof raw === 'boolean'
        ? { value: raw }
        : { errors: [fieldError(element.name, 'WRONG_TYPE', { expected: 'true or false' })] };
    case 'SELECT_MANY':
      return checkSelection(element, raw);
    case 'LOCATION': {
      const checked = checkLocation(raw);
      if ('value' in checked) return checked;
      const { code, params, message } = checked.problem;
      return { errors: [fieldError(element.name, code, params, message)] };
    }
    case 'NOTE':
      return { errors: [fieldError(element.name, 'NOT_APPLICABLE', { type: 'NOTE' }, 'a note takes no answer')] };
    default:
      return withPattern(element, checkString(element, raw));
  }
}
