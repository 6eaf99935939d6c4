// The answers of a submission checked against the form's definition: the one rule set the filling page runs as a
// person types and the API runs when the submission arrives (online or synced later), so what the page accepts the
// server accepts. Elements are decided in form order: a page or element whose relevance does not hold is skipped
// and any answer it has is dropped (XLSForm does not keep hidden answers), a relevant required one must be
// answered, each answer must fit its type (answers-values.ts) and then its constraint, with `.` the clean answer.
// An element that fills a beneficiary field also meets that field's rules (the beneficiary schema), so an accepted
// submission always makes a valid person.
import { createBeneficiarySchema } from '../beneficiaries/schema.js';
import { type FieldError, fieldError } from '../errors.js';
import { validate } from '../validation.js';
import { ANSWER_LIMITS, type AnswerValue, cleanAnswer, isEmptyAnswer } from './answers-values.js';
import type { BeneficiaryTarget, SmartFormDefinition, SmartFormElement } from './definition.js';
import { type EvaluationContext, holds, type ParsedExpression, parseExpression } from './expressions.js';

export { ANSWER_LIMITS, type AnswerValue, isEmptyAnswer, type LocationAnswer } from './answers-values.js';

/** Answers by element name, cleaned: only relevant elements' answers that passed every rule. */
export type CleanAnswers = Record<string, AnswerValue>;
export type AnswersCheck = { errors: FieldError[]; answers: CleanAnswers };

const BENEFICIARY_FIELD_SCHEMAS = createBeneficiarySchema.shape;

/** The beneficiary fields a form can fill, as the beneficiary schema outputs them. */
export type BeneficiaryFieldValues = {
  [K in BeneficiaryTarget]: NonNullable<ReturnType<(typeof BENEFICIARY_FIELD_SCHEMAS)[K]['parse']>>;
};

// A form's expressions are parsed once per process, not once per submission (the API checks hundreds a second).
const parsed = new Map<string, ParsedExpression>();
const PARSED_MAX = 2000;

function parsedExpression(text: string): ParsedExpression {
  let result = parsed.get(text);
  if (!result) {
    result = parseExpression(text);
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(text, result);
  }
  return result;
}

/** Whether a relevance holds; none holds. One that does not parse cannot be saved (rules.ts): met anyway, it shows. */
function isRelevant(relevant: string | null | undefined, context: EvaluationContext): boolean {
  if (!relevant?.trim()) return true;
  const { ast } = parsedExpression(relevant);
  return ast ? holds(ast, context) : true;
}

/** Byte length of `value` as JSON, undefined when it is no JSON (a cycle, a bigint). */
function jsonBytes(value: unknown): number | undefined {
  try {
    return new TextEncoder().encode(JSON.stringify(value)).length;
  } catch {
    return undefined;
  }
}

/** The answer as the beneficiary field's schema takes it: an INTEGER external reference is a text there. */
function fieldInput(field: BeneficiaryTarget, value: AnswerValue): unknown {
  return field === 'externalReferenceNumber' && typeof value === 'number' ? String(value) : value;
}

function targetErrors(element: SmartFormElement, value: AnswerValue): FieldError[] {
  if (element.target?.kind !== 'BENEFICIARY') return [];
  const { field } = element.target;
  const result = validate(BENEFICIARY_FIELD_SCHEMAS[field], fieldInput(field, value));
  return result.ok ? [] : result.fieldErrors.map((e) => ({ ...e, field: element.name }));
}

function constraintError(
  element: SmartFormElement,
  context: EvaluationContext,
  language: string,
): FieldError | undefined {
  const text = element.constraint?.trim();
  if (!text) return undefined;
  // A constraint that does not parse cannot be saved; met anyway, it refuses rather than lets anything through.
  const { ast } = parsedExpression(text);
  if (ast && holds(ast, context)) return undefined;
  // The author's message says why better than the expression does; in the default language for partners.
  const messages = element.constraintMessage.filter((m) => m.text.trim() !== '');
  const authored = (messages.find((m) => m.language === language) ?? messages[0])?.text;
  return fieldError(element.name, 'CONSTRAINT_FAILED', { constraint: text }, authored);
}

/**
 * The answers' problems (field: the element's name; `answers` for the whole) and the clean answers to store.
 * `today` (YYYY-MM-DD) is what today() means in expressions: the filling device's date, the server's by default.
 */
export function checkAnswers(
  definition: SmartFormDefinition,
  answers: Readonly<Record<string, unknown>>,
  options: { today?: string } = {},
): AnswersCheck {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    return { errors: [fieldError('answers', 'WRONG_TYPE', { expected: 'a JSON object' })], answers: {} };
  }
  const bytes = jsonBytes(answers);
  if (bytes === undefined) {
    return { errors: [fieldError('answers', 'WRONG_TYPE', { expected: 'a JSON object' })], answers: {} };
  }
  if (bytes > ANSWER_LIMITS.answersBytes) {
    return {
      errors: [fieldError('answers', 'TOO_LARGE', { max: '1 MB' }, 'must be at most 1 MB as JSON')],
      answers: {},
    };
  }
  const elements = definition.pages.flatMap((page) => page.elements);
  const names = new Set(elements.map((e) => e.name));
  const errors: FieldError[] = Object.keys(answers)
    .filter((name) => !names.has(name))
    .map((name) =>
      fieldError(name, 'UNKNOWN_FIELD', undefined, 'is not a question of this form (it may have been removed)'),
    );
  // Filled in form order, so each relevance sees exactly the answers given before it.
  const clean: CleanAnswers = Object.create(null);
  const context: EvaluationContext = { answers: clean, ...(options.today ? { today: options.today } : {}) };
  const answered: SmartFormElement[] = [];
  for (const page of definition.pages) {
    if (!isRelevant(page.relevant, context)) continue;
    for (const element of page.elements) {
      if (!isRelevant(element.relevant, context)) continue;
      const raw = Object.hasOwn(answers, element.name) ? answers[element.name] : undefined;
      if (isEmptyAnswer(raw)) {
        if (element.required && element.type !== 'NOTE') errors.push(fieldError(element.name, 'REQUIRED'));
        continue;
      }
      const cleaned = cleanAnswer(element, raw);
      if ('errors' in cleaned) {
        errors.push(...cleaned.errors);
        continue;
      }
      const refused = targetErrors(element, cleaned.value);
      if (refused.length > 0) {
        errors.push(...refused);
        continue;
      }
      clean[element.name] = cleaned.value;
      answered.push(element);
    }
  }
  // Constraints last: one may compare with an answer given after it (`. <= ${end_date}`).
  for (const element of answered) {
    const error = constraintError(element, { ...context, self: clean[element.name] }, definition.defaultLanguage);
    if (error) errors.push(error);
  }
  for (const error of errors) delete clean[error.field];
  return { errors, answers: { ...clean } };
}

/**
 * What clean answers bring to the person the submission makes: the beneficiary fields its elements fill (cleaned
 * by the beneficiary schema: an e-mail lower-case, a phone number E.164) and the target list's properties.
 */
export function beneficiaryOf(
  definition: SmartFormDefinition,
  answers: Readonly<CleanAnswers>,
): { fields: Partial<BeneficiaryFieldValues>; properties: Record<string, unknown> } {
  const fields: Partial<Record<BeneficiaryTarget, unknown>> = {};
  const properties: Record<string, unknown> = {};
  for (const element of definition.pages.flatMap((page) => page.elements)) {
    const { target } = element;
    const value = Object.hasOwn(answers, element.name) ? answers[element.name] : undefined;
    if (!target || value === undefined) continue;
    if (target.kind === 'PROPERTY') {
      properties[target.property] = value;
      continue;
    }
    const result = validate(BENEFICIARY_FIELD_SCHEMAS[target.field], fieldInput(target.field, value));
    if (result.ok && result.value !== null && result.value !== undefined) fields[target.field] = result.value;
  }
  // Each value above is its field's schema output, which is what BeneficiaryFieldValues says per field.
  return { fields: fields as Partial<BeneficiaryFieldValues>, properties };
}
