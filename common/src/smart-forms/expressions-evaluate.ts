// Evaluating a parsed expression against answers, with the XPath 1.0 conversions where a form's meaning depends on
// them, so a form behaves here as in KoboToolbox and ODK Collect:
// - an empty answer is '' (never 0): `${age} >= 18` is false while age is unanswered;
// - = and != compare as booleans when one side is a boolean, else as numbers when one side is a number (or a date),
//   else as texts; < <= > >= always compare numbers; '' is no number (NaN), so every comparison with it but != is
//   false;
// - dates are day numbers since 1970-01-01: a YYYY-MM-DD answer, today() and date(…) compare and subtract as dates;
// - a SELECT_MANY answer (an array here) is its values separated by spaces, as in XPath, for selected() and the rest.
// YES_NO answers are booleans here but select_one yes_no in XLSForm: comparing one with 'yes'/'no' (or selected(…,
// 'yes')) reads the word, so expressions written in Kobo keep their meaning.
import { isCalendarDate, parseTimestamp } from '../dates.js';
import type { Expression, FunctionName } from './expressions-ast.js';
import { compilePattern } from './expressions-regex.js';

/** A date as a day number (days since 1970-01-01, UTC); NaN when what it came from was no date. */
export type DateValue = { kind: 'date'; days: number };
export type ExpressionValue = string | number | boolean | DateValue;

export type EvaluationContext = {
  /** Answers by element name, as checkAnswers cleans them (an absent name reads as ''). */
  answers: Readonly<Record<string, unknown>>;
  /** The answer `.` stands for (constraints). */
  self?: unknown;
  /** YYYY-MM-DD: what today() is; the current UTC date when absent. */
  today?: string;
};

const DAY_MS = 86_400_000;
const XPATH_NUMBER = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

function isDate(value: ExpressionValue): value is DateValue {
  return typeof value === 'object';
}

function dateOf(days: number): DateValue {
  return { kind: 'date', days: Number.isFinite(days) ? Math.floor(days) : Number.NaN };
}

/** A YYYY-MM-DD date as its day number, NaN otherwise. */
function daysOf(text: string): number {
  const trimmed = text.trim();
  return isCalendarDate(trimmed) ? Date.parse(`${trimmed}T00:00:00Z`) / DAY_MS : Number.NaN;
}

/** An answer as XPath sees it. */
export function answerValue(answer: unknown): ExpressionValue {
  if (typeof answer === 'string' || typeof answer === 'boolean') return answer;
  if (typeof answer === 'number') return Number.isFinite(answer) ? answer : Number.NaN;
  if (Array.isArray(answer)) return answer.filter((v) => typeof v === 'string').join(' ');
  if (answer && typeof answer === 'object' && 'latitude' in answer && 'longitude' in answer) {
    // ODK's geopoint: "latitude longitude altitude accuracy".
    const { latitude, longitude } = answer;
    const accuracy = 'accuracy' in answer && typeof answer.accuracy === 'number' ? answer.accuracy : 0;
    return `${String(latitude)} ${String(longitude)} 0 ${accuracy}`;
  }
  return '';
}

export function toNumber(value: ExpressionValue): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (isDate(value)) return value.days;
  if (XPATH_NUMBER.test(value)) return Number(value);
  return daysOf(value);
}

export function toText(value: ExpressionValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (isDate(value)) return Number.isNaN(value.days) ? '' : new Date(value.days * DAY_MS).toISOString().slice(0, 10);
  if (Number.isInteger(value)) return value.toFixed(0);
  return String(value);
}

/** XPath boolean(): a non-empty text, a number other than 0 and NaN, any date. */
export function toBoolean(value: ExpressionValue): boolean {
  if (typeof value === 'string') return value.length > 0;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  return typeof value === 'boolean' ? value : true;
}

/** 'yes'/'no' (and true/false, 1/0) as a boolean: how XLSForm writes a YES_NO answer. */
function booleanWord(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (word === 'yes' || word === 'true' || word === '1') return true;
  if (word === 'no' || word === 'false' || word === '0') return false;
  return undefined;
}

function asBoolean(value: ExpressionValue): boolean {
  return typeof value === 'string' ? (booleanWord(value) ?? toBoolean(value)) : toBoolean(value);
}

function equal(left: ExpressionValue, right: ExpressionValue): boolean {
  if (typeof left === 'boolean' || typeof right === 'boolean') return asBoolean(left) === asBoolean(right);
  if (typeof left === 'number' || typeof right === 'number' || isDate(left) || isDate(right)) {
    return toNumber(left) === toNumber(right);
  }
  return left === right;
}

function compare(operator: '<' | '<=' | '>' | '>=', left: number, right: number): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    default:
      return left >= right;
  }
}

function arithmetic(operator: '+' | '-' | '*' | 'div' | 'mod', left: number, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case 'div':
      return left / right;
    default:
      return left % right;
  }
}

function todayOf(context: EvaluationContext): DateValue {
  const today = context.today ?? new Date().toISOString().slice(0, 10);
  return dateOf(daysOf(today));
}

/** The values of a selection: a SELECT_MANY answer's, space-separated as XPath keeps them. */
function selection(value: ExpressionValue): string[] {
  return toText(value).split(/\s+/).filter(Boolean);
}

function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(digits)) return Number.NaN;
  const factor = 10 ** Math.trunc(digits);
  return Math.round(value * factor) / factor;
}

function call(name: FunctionName, args: readonly Expression[], context: EvaluationContext): ExpressionValue {
  const arg = (i: number): ExpressionValue => {
    const expression = args[i];
    return expression ? evaluate(expression, context) : answerValue(context.self);
  };
  const text = (i: number) => toText(arg(i));
  const number = (i: number) => toNumber(arg(i));
  switch (name) {
    case 'true':
      return true;
    case 'false':
      return false;
    case 'not':
      return !toBoolean(arg(0));
    case 'boolean':
      return toBoolean(arg(0));
    case 'string':
      return text(0);
    case 'number':
      return number(0);
    case 'if':
      return toBoolean(arg(0)) ? arg(1) : arg(2);
    case 'coalesce': {
      const first = arg(0);
      return toText(first) !== '' ? first : arg(1);
    }
    case 'selected': {
      const answer = arg(0);
      if (typeof answer === 'boolean') return booleanWord(text(1)) === answer;
      return selection(answer).includes(text(1).trim());
    }
    case 'count-selected': {
      const answer = arg(0);
      return typeof answer === 'boolean' ? 1 : selection(answer).length;
    }
    case 'string-length':
      return [...text(0)].length;
    case 'regex':
      return compilePattern(text(1), false)?.test(text(0)) ?? false;
    case 'today':
      return todayOf(context);
    case 'int':
      return Math.trunc(number(0));
    case 'round':
      return roundTo(number(0), args.length > 1 ? number(1) : 0);
    case 'floor':
      return Math.floor(number(0));
    case 'ceiling':
      return Math.ceil(number(0));
    case 'abs':
      return Math.abs(number(0));
    case 'concat':
      return args.map((_, i) => text(i)).join('');
    case 'contains':
      return text(0).includes(text(1));
    case 'starts-with':
      return text(0).startsWith(text(1));
    case 'ends-with':
      return text(0).endsWith(text(1));
    case 'substr': {
      // ODK's substr(text, start, end?): 0-based start, end excluded.
      const chars = [...text(0)];
      const start = Math.max(0, Math.trunc(number(1)) || 0);
      return chars.slice(start, args.length > 2 ? Math.trunc(number(2)) || 0 : undefined).join('');
    }
    case 'normalize-space':
      return text(0).trim().replace(/\s+/g, ' ');
    case 'date': {
      const value = arg(0);
      if (isDate(value)) return value;
      if (typeof value === 'number') return dateOf(value);
      return dateOf(daysOf(toText(value).slice(0, 10)));
    }
    case 'decimal-date-time': {
      const value = arg(0);
      if (typeof value !== 'string') return toNumber(value);
      const instant = parseTimestamp(value.trim());
      return instant ? Date.parse(instant) / DAY_MS : Number.NaN;
    }
  }
}

/** The expression's value for these answers. Never throws: what XPath cannot compute is NaN, '' or false. */
export function evaluate(expression: Expression, context: EvaluationContext): ExpressionValue {
  switch (expression.kind) {
    case 'string':
    case 'number':
      return expression.value;
    case 'reference':
      return answerValue(
        Object.hasOwn(context.answers, expression.name) ? context.answers[expression.name] : undefined,
      );
    case 'current':
      return answerValue(context.self);
    case 'negate':
      return -toNumber(evaluate(expression.operand, context));
    case 'call':
      return call(expression.name, expression.args, context);
    case 'binary': {
      const { operator } = expression;
      if (operator === 'and') {
        return toBoolean(evaluate(expression.left, context)) && toBoolean(evaluate(expression.right, context));
      }
      if (operator === 'or') {
        return toBoolean(evaluate(expression.left, context)) || toBoolean(evaluate(expression.right, context));
      }
      const left = evaluate(expression.left, context);
      const right = evaluate(expression.right, context);
      if (operator === '=') return equal(left, right);
      if (operator === '!=') return !equal(left, right);
      if (operator === '<' || operator === '<=' || operator === '>' || operator === '>=') {
        return compare(operator, toNumber(left), toNumber(right));
      }
      return arithmetic(operator, toNumber(left), toNumber(right));
    }
  }
}

/** Whether the expression holds for these answers (a relevance or a constraint). */
export function holds(expression: Expression, context: EvaluationContext): boolean {
  return toBoolean(evaluate(expression, context));
}
