// Form expressions: the subset of XLSForm / ODK XPath that `relevant` and `constraint` are written in, so a form
// moves to and from KoboToolbox and ODK with its skip logic intact. Parsed once to a tree (expressions-parse.ts),
// evaluated against answers as often as they change (expressions-evaluate.ts), read for the answers they use
// (here), on every side: the builder, the filling page, the API. Supported: ${name}, `.`, 'text' and "text",
// numbers, + - * div mod and unary minus, = != < <= > >=, and, or, parentheses, and the functions of
// EXPRESSION_FUNCTIONS (expressions-ast.ts); anything else is a parse error that names it.
import type { Expression } from './expressions-ast.js';

export {
  type BinaryOperator,
  EXPRESSION_FUNCTIONS,
  EXPRESSION_LIMITS,
  type Expression,
  type ExpressionError,
  type ExpressionErrorCode,
  type FunctionName,
  type ParsedExpression,
} from './expressions-ast.js';
export {
  answerValue,
  type DateValue,
  type EvaluationContext,
  type ExpressionValue,
  evaluate,
  holds,
  toBoolean,
  toNumber,
  toText,
} from './expressions-evaluate.js';
export { parseExpression } from './expressions-parse.js';
export { compilePattern, patternProblem } from './expressions-regex.js';

function children(expression: Expression): readonly Expression[] {
  switch (expression.kind) {
    case 'negate':
      return [expression.operand];
    case 'binary':
      return [expression.left, expression.right];
    case 'call':
      return expression.args;
    default:
      return [];
  }
}

/** Every node of the tree, parents before their children, left to right (a stack: long chains of + stay cheap). */
function nodes(expression: Expression): Expression[] {
  const found: Expression[] = [];
  const stack = [expression];
  for (let node = stack.pop(); node; node = stack.pop()) {
    found.push(node);
    stack.push(...[...children(node)].reverse());
  }
  return found;
}

/** The element names the expression refers to (${name}), each once, in the order they are written. */
export function referencesOf(expression: Expression): string[] {
  const names = new Set<string>();
  for (const node of nodes(expression)) if (node.kind === 'reference') names.add(node.name);
  return [...names];
}

/** Whether the expression uses `.`, the answer being checked: meaningful in a constraint only. */
export function usesCurrentAnswer(expression: Expression): boolean {
  for (const node of nodes(expression)) if (node.kind === 'current') return true;
  return false;
}

/** The patterns written as text in regex(…, 'pattern') calls: checked when the form is saved. */
export function regexPatternsOf(expression: Expression): string[] {
  const patterns: string[] = [];
  for (const node of nodes(expression)) {
    const pattern = node.kind === 'call' && node.name === 'regex' ? node.args[1] : undefined;
    if (pattern?.kind === 'string') patterns.push(pattern.value);
  }
  return patterns;
}
