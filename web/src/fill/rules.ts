// The filling page's own checks, light on purpose: common's checkAnswers validates through zod and the beneficiary
// schema (~140 KiB gzipped with its imports), too much for a page that must load in 80 KiB. So the page runs the
// rules a person meets as they type — relevance, required, the answer's type, min/max, pattern and constraint, with
// common's expression parser and evaluator (a few KiB) so skip logic means exactly what it means on the server —
// and leaves the rest (an e-mail's exact grammar, a phone number as E.164, a beneficiary field's own rules) to the
// server's 422, whose field errors the page shows at the same fields.
import type { FieldErrorCode } from '@aid/common/errors';
import {
  compilePattern,
  type EvaluationContext,
  holds,
  type LocationAnswer,
  type ParsedExpression,
  parseExpression,
  type SmartFormDefinition,
  type SmartFormElement,
  type SmartFormPage,
} from '@aid/common/smart-forms';
import { isCountryCode } from './countries.js';

/**
 * What an input holds: text as typed, a YES_NO's choice, a SELECT_MANY's values, a LOCATION's position (checked with
 * the server's rule as the device gives it, MediaInputs.tsx). A photo or signature is the image as a data: URL.
 */
export type DraftValue = string | boolean | string[] | LocationAnswer;
export type Draft = Readonly<Record<string, DraftValue>>;
export type FillError = { field: string; code: FieldErrorCode | string; params?: Record<string, string | number> };

const NUMBER_TYPES: readonly string[] = ['INTEGER', 'DECIMAL', 'RATING'];
const GENDERS = ['F', 'M', 'PNTS', 'O'];
/** common/src/smart-forms/rules.ts: a rating without max goes to 5. */
export const DEFAULT_RATING_MAX = 5;
const XPATH_NUMBER = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Only a shape check: the server applies the full address grammar.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{4,}$/;

const parsed = new Map<string, ParsedExpression>();
function holdsText(text: string | null | undefined, context: EvaluationContext, absent: boolean): boolean {
  const source = text?.trim();
  if (!source) return absent;
  let result = parsed.get(source);
  if (!result) {
    result = parseExpression(source);
    parsed.set(source, result);
  }
  // One that does not parse cannot be published; met anyway it shows (relevance) as the server does.
  return result.ast ? holds(result.ast, context) : true;
}

export function isEmpty(value: DraftValue | undefined): boolean {
  return (
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The value as the server and the expressions take it: numbers as numbers, text trimmed. */
export function answerOf(element: SmartFormElement, value: DraftValue): DraftValue | number {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (NUMBER_TYPES.includes(element.type) && XPATH_NUMBER.test(text)) return Number(text);
  if (element.type === 'NATIONALITY') return text.toUpperCase();
  return text;
}

/**
 * The answers to send and to evaluate expressions with, in form order: only relevant elements' non-empty answers
 * (hidden answers are dropped, as XLSForm and the server drop them).
 */
export function relevantAnswers(definition: SmartFormDefinition, draft: Draft, today?: string) {
  const answers: Record<string, DraftValue | number> = {};
  const context: EvaluationContext = { answers, ...(today ? { today } : {}) };
  const pages: SmartFormPage[] = [];
  for (const page of definition.pages) {
    if (!holdsText(page.relevant, context, true)) continue;
    pages.push(page);
    for (const element of page.elements) {
      if (!holdsText(element.relevant, context, true)) continue;
      const value = draft[element.name];
      if (element.type === 'NOTE' || isEmpty(value)) continue;
      answers[element.name] = answerOf(element, value as DraftValue);
    }
  }
  return { answers, pages };
}

/** The pages shown, in order, given the answers so far (a page's relevance may hide it). */
export function visiblePages(definition: SmartFormDefinition, draft: Draft, today?: string): SmartFormPage[] {
  return relevantAnswers(definition, draft, today).pages;
}

/** The elements of `page` shown given the answers so far. */
export function visibleElements(
  definition: SmartFormDefinition,
  page: SmartFormPage,
  draft: Draft,
  today?: string,
): SmartFormElement[] {
  const { answers } = relevantAnswers(definition, draft, today);
  const context: EvaluationContext = { answers, ...(today ? { today } : {}) };
  return page.elements.filter((element) => holdsText(element.relevant, context, true));
}

function valueError(element: SmartFormElement, value: DraftValue | number): FillError | undefined {
  const { name, type, min, max } = element;
  if (NUMBER_TYPES.includes(type)) {
    if (typeof value !== 'number') return { field: name, code: 'WRONG_TYPE' };
    if (type !== 'DECIMAL' && !Number.isSafeInteger(value)) return { field: name, code: 'NOT_WHOLE_NUMBER' };
    const lowest = type === 'RATING' ? 1 : min;
    const highest = type === 'RATING' ? (max ?? DEFAULT_RATING_MAX) : max;
    if (lowest !== null && value < lowest) return { field: name, code: 'TOO_SMALL', params: { min: lowest } };
    if (highest !== null && value > highest) return { field: name, code: 'TOO_LARGE', params: { max: highest } };
    return undefined;
  }
  if (typeof value !== 'string') return undefined;
  switch (type) {
    case 'DATE':
      return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : { field: name, code: 'INVALID_DATE' };
    case 'EMAIL':
      return EMAIL.test(value) ? undefined : { field: name, code: 'INVALID_FORMAT' };
    case 'PHONE':
      return PHONE.test(value) ? undefined : { field: name, code: 'INVALID_FORMAT' };
    case 'GENDER':
      return GENDERS.includes(value) ? undefined : { field: name, code: 'NOT_ONE_OF' };
    case 'NATIONALITY':
      return isCountryCode(value) ? undefined : { field: name, code: 'NOT_ONE_OF' };
    case 'TEXT': {
      const length = [...value].length;
      if (min !== null && length < min) return { field: name, code: 'TOO_SHORT', params: { min } };
      if (max !== null && length > max) return { field: name, code: 'TOO_LONG', params: { max } };
      return undefined;
    }
    default:
      return undefined;
  }
}

function patternError(element: SmartFormElement, value: DraftValue | number): FillError | undefined {
  if (element.pattern === null || typeof value !== 'string') return undefined;
  return compilePattern(element.pattern, true)?.test(value)
    ? undefined
    : { field: element.name, code: 'INVALID_FORMAT' };
}

/**
 * The problems of the answers on `page` (as shown now): required, type, min/max, pattern, constraint. Constraints see
 * every relevant answer given so far, with `.` the element's own.
 */
export function pageErrors(
  definition: SmartFormDefinition,
  page: SmartFormPage,
  draft: Draft,
  today?: string,
): FillError[] {
  const { answers } = relevantAnswers(definition, draft, today);
  const errors: FillError[] = [];
  for (const element of visibleElements(definition, page, draft, today)) {
    if (element.type === 'NOTE') continue;
    const draftValue = draft[element.name];
    if (isEmpty(draftValue)) {
      if (element.required) errors.push({ field: element.name, code: 'REQUIRED' });
      continue;
    }
    const value = answerOf(element, draftValue as DraftValue);
    const error = valueError(element, value) ?? patternError(element, value);
    if (error) {
      errors.push(error);
      continue;
    }
    const context: EvaluationContext = { answers, self: value, ...(today ? { today } : {}) };
    if (!holdsText(element.constraint, context, true)) errors.push({ field: element.name, code: 'CONSTRAINT_FAILED' });
  }
  return errors;
}
