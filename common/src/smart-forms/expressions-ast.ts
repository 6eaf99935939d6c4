// The syntax tree of a form expression (the XLSForm / ODK XPath subset of expressions.ts) and the functions it
// may call. The function table is the one list both the parser (unknown name, argument count) and the evaluator
// read, so a function cannot be accepted by one and missing in the other.
import { SMART_FORM_LIMITS } from './limits.js';

export type BinaryOperator = 'or' | 'and' | '=' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | 'div' | 'mod';

export type Expression =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  /** `${name}`: the answer of the element with that name. */
  | { kind: 'reference'; name: string; position: number }
  /** `.`: the answer being checked (constraints only; definitionProblems says so). */
  | { kind: 'current'; position: number }
  | { kind: 'negate'; operand: Expression }
  | { kind: 'binary'; operator: BinaryOperator; left: Expression; right: Expression }
  | { kind: 'call'; name: FunctionName; args: Expression[]; position: number };

/** How many arguments each function takes (`max` undefined: any number from `min`). */
export const EXPRESSION_FUNCTIONS = {
  true: { min: 0, max: 0 },
  false: { min: 0, max: 0 },
  not: { min: 1, max: 1 },
  if: { min: 3, max: 3 },
  selected: { min: 2, max: 2 },
  'count-selected': { min: 1, max: 1 },
  // Without an argument: the current answer, as in XPath.
  'string-length': { min: 0, max: 1 },
  regex: { min: 2, max: 2 },
  today: { min: 0, max: 0 },
  number: { min: 1, max: 1 },
  int: { min: 1, max: 1 },
  round: { min: 1, max: 2 },
  floor: { min: 1, max: 1 },
  ceiling: { min: 1, max: 1 },
  abs: { min: 1, max: 1 },
  concat: { min: 0, max: undefined },
  coalesce: { min: 2, max: 2 },
  contains: { min: 2, max: 2 },
  'starts-with': { min: 2, max: 2 },
  'ends-with': { min: 2, max: 2 },
  substr: { min: 2, max: 3 },
  'normalize-space': { min: 1, max: 1 },
  date: { min: 1, max: 1 },
  'decimal-date-time': { min: 1, max: 1 },
  boolean: { min: 1, max: 1 },
  string: { min: 1, max: 1 },
} as const satisfies Record<string, { min: number; max: number | undefined }>;
export type FunctionName = keyof typeof EXPRESSION_FUNCTIONS;

export function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(EXPRESSION_FUNCTIONS, name);
}

export const EXPRESSION_LIMITS = {
  /** Characters of one expression, as the definition's schema allows. */
  length: SMART_FORM_LIMITS.expressionLength,
  /** Nesting of parentheses, calls and operators: deep enough for any real form, shallow for the stack. */
  depth: 50,
} as const;

/**
 * Why an expression does not parse. `position` is 1-based, counted in UTF-16 units (characters, for the ASCII an
 * expression is written in): where the builder puts the caret.
 */
export type ExpressionErrorCode =
  | 'EMPTY'
  | 'TOO_LONG'
  | 'TOO_DEEP'
  | 'UNEXPECTED_CHARACTER'
  | 'UNTERMINATED_STRING'
  | 'UNEXPECTED_TOKEN'
  | 'UNEXPECTED_END'
  | 'UNKNOWN_FUNCTION'
  | 'WRONG_ARGUMENT_COUNT'
  | 'BARE_NAME';

export type ExpressionError = { code: ExpressionErrorCode; position: number; message: string };

export type ParsedExpression = { ast: Expression; error?: undefined } | { ast?: undefined; error: ExpressionError };
