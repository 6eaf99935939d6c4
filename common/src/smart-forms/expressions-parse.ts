// Text → syntax tree for form expressions: a hand-written tokenizer and recursive-descent parser, so nothing of the
// expression is ever run as code (no eval, no Function) and a hostile one costs at most its bounded length and depth.
// XPath 1.0 precedence, loosest first: or, and, = !=, < <= > >=, + -, * div mod, unary minus.
import {
  type BinaryOperator,
  EXPRESSION_FUNCTIONS,
  EXPRESSION_LIMITS,
  type Expression,
  type ExpressionError,
  type ExpressionErrorCode,
  isFunctionName,
  type ParsedExpression,
} from './expressions-ast.js';

type Token =
  | { type: 'string'; value: string; position: number }
  | { type: 'number'; value: number; position: number }
  | { type: 'reference'; name: string; position: number }
  | { type: 'dot'; position: number }
  | { type: 'name'; value: string; position: number }
  | { type: 'symbol'; value: string; position: number }
  | { type: 'end'; position: number };

/** Thrown inside the parser only, turned into `{ error }` by parseExpression. */
class ParseFailure extends Error {
  constructor(readonly detail: ExpressionError) {
    super(detail.message);
  }
}

function fail(code: ExpressionErrorCode, index: number, message: string): never {
  throw new ParseFailure({ code, position: index + 1, message });
}

const REFERENCE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
// Hyphens and colons only between letters: `count-selected` and `jr:choice-name` are one name, `5 div-3` is three.
const NAME = /[A-Za-z_][A-Za-z0-9_]*(?:[-:][A-Za-z_][A-Za-z0-9_]*)*/y;
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)/y;
const SYMBOLS = ['!=', '<=', '>=', '<', '>', '=', '+', '-', '*', '(', ')', ','];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    if (char === '$' && text.charAt(i + 1) === '{') {
      const close = text.indexOf('}', i + 2);
      const name = close < 0 ? '' : text.slice(i + 2, close);
      if (!REFERENCE_NAME.test(name)) {
        fail('UNEXPECTED_CHARACTER', i, `a reference is written \${name}: a letter or _, then letters, digits, _ . -`);
      }
      tokens.push({ type: 'reference', name, position: i + 1 });
      i = close + 1;
      continue;
    }
    if (char === "'" || char === '"') {
      // XPath strings have no escapes: a quote of the other kind is how a quote is written.
      const close = text.indexOf(char, i + 1);
      if (close < 0) fail('UNTERMINATED_STRING', i, `the text starting here has no closing ${char}`);
      tokens.push({ type: 'string', value: text.slice(i + 1, close), position: i + 1 });
      i = close + 1;
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]), position: i + 1 });
      i += number[0].length;
      continue;
    }
    if (char === '.') {
      if (text.charAt(i + 1) === '.') fail('UNEXPECTED_CHARACTER', i, `paths (..) are not supported: write \${name}`);
      tokens.push({ type: 'dot', position: i + 1 });
      i += 1;
      continue;
    }
    NAME.lastIndex = i;
    const name = NAME.exec(text);
    if (name) {
      tokens.push({ type: 'name', value: name[0], position: i + 1 });
      i += name[0].length;
      continue;
    }
    const symbol = SYMBOLS.find((s) => text.startsWith(s, i));
    if (symbol) {
      tokens.push({ type: 'symbol', value: symbol, position: i + 1 });
      i += symbol.length;
      continue;
    }
    if (char === '/') fail('UNEXPECTED_CHARACTER', i, `paths (/data/…) are not supported: write \${name}`);
    fail('UNEXPECTED_CHARACTER', i, `unexpected character ${char}`);
  }
  tokens.push({ type: 'end', position: text.length + 1 });
  return tokens;
}

function shown(token: Token): string {
  switch (token.type) {
    case 'end':
      return 'the end of the expression';
    case 'string':
      return `the text '${token.value}'`;
    case 'number':
      return `the number ${token.value}`;
    case 'reference':
      return `\${${token.name}}`;
    case 'dot':
      return '.';
    default:
      return `'${token.value}'`;
  }
}

class Parser {
  private at = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.at] ?? { type: 'end', position: 0 };
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'end') this.at += 1;
    return token;
  }

  private isSymbol(value: string): boolean {
    const token = this.peek();
    return token.type === 'symbol' && token.value === value;
  }

  private isWord(value: string): boolean {
    const token = this.peek();
    return token.type === 'name' && token.value === value;
  }

  private unexpected(expected: string): never {
    const token = this.peek();
    const code = token.type === 'end' ? 'UNEXPECTED_END' : 'UNEXPECTED_TOKEN';
    fail(code, token.position - 1, `expected ${expected}, found ${shown(token)}`);
  }

  private enter(): void {
    this.depth += 1;
    if (this.depth > EXPRESSION_LIMITS.depth) {
      fail('TOO_DEEP', this.peek().position - 1, `nested more than ${EXPRESSION_LIMITS.depth} levels deep`);
    }
  }

  parse(): Expression {
    const ast = this.or();
    if (this.peek().type !== 'end') this.unexpected('an operator or the end');
    return ast;
  }

  private binary(next: () => Expression, operators: (token: Token) => BinaryOperator | undefined): Expression {
    let left = next();
    for (let operator = operators(this.peek()); operator; operator = operators(this.peek())) {
      this.next();
      left = { kind: 'binary', operator, left, right: next() };
    }
    return left;
  }

  private or(): Expression {
    this.enter();
    const ast = this.binary(
      () => this.and(),
      () => (this.isWord('or') ? 'or' : undefined),
    );
    this.depth -= 1;
    return ast;
  }

  private and(): Expression {
    return this.binary(
      () => this.equality(),
      () => (this.isWord('and') ? 'and' : undefined),
    );
  }

  private equality(): Expression {
    return this.binary(
      () => this.relational(),
      (t) => (t.type === 'symbol' && (t.value === '=' || t.value === '!=') ? t.value : undefined),
    );
  }

  private relational(): Expression {
    return this.binary(
      () => this.additive(),
      (t) =>
        t.type === 'symbol' && ['<', '<=', '>', '>='].includes(t.value) ? (t.value as BinaryOperator) : undefined,
    );
  }

  private additive(): Expression {
    return this.binary(
      () => this.multiplicative(),
      (t) => (t.type === 'symbol' && (t.value === '+' || t.value === '-') ? t.value : undefined),
    );
  }

  private multiplicative(): Expression {
    return this.binary(
      () => this.unary(),
      (t) =>
        (t.type === 'symbol' && t.value === '*') || (t.type === 'name' && (t.value === 'div' || t.value === 'mod'))
          ? (t.value as BinaryOperator)
          : undefined,
    );
  }

  private unary(): Expression {
    if (!this.isSymbol('-')) return this.primary();
    this.next();
    this.enter();
    const operand = this.unary();
    this.depth -= 1;
    return { kind: 'negate', operand };
  }

  private primary(): Expression {
    const token = this.next();
    switch (token.type) {
      case 'string':
        return { kind: 'string', value: token.value };
      case 'number':
        return { kind: 'number', value: token.value };
      case 'reference':
        return { kind: 'reference', name: token.name, position: token.position };
      case 'dot':
        return { kind: 'current', position: token.position };
      case 'name':
        return this.call(token);
      case 'symbol':
        if (token.value === '(') {
          const inner = this.or();
          if (!this.isSymbol(')')) this.unexpected(')');
          this.next();
          return inner;
        }
        break;
      default:
        break;
    }
    this.at -= token.type === 'end' ? 0 : 1;
    return this.unexpected(`a value, \${name}, . or a function`);
  }

  private call(token: Extract<Token, { type: 'name' }>): Expression {
    const name = token.value;
    const at = token.position - 1;
    if (!this.isSymbol('(')) {
      fail('BARE_NAME', at, `${name} is not a value: refer to an answer as \${${name}}, call a function as ${name}()`);
    }
    if (!isFunctionName(name)) fail('UNKNOWN_FUNCTION', at, `unknown function ${name}()`);
    this.next();
    const args: Expression[] = [];
    if (!this.isSymbol(')')) {
      args.push(this.or());
      while (this.isSymbol(',')) {
        this.next();
        args.push(this.or());
      }
    }
    if (!this.isSymbol(')')) this.unexpected(', or )');
    this.next();
    const { min, max } = EXPRESSION_FUNCTIONS[name];
    if (args.length < min || (max !== undefined && args.length > max)) {
      const takes = min === max ? `${min}` : max === undefined ? `at least ${min}` : `${min} to ${max}`;
      fail(
        'WRONG_ARGUMENT_COUNT',
        at,
        `${name}() takes ${takes} argument${takes === '1' ? '' : 's'}, not ${args.length}`,
      );
    }
    return { kind: 'call', name, args, position: token.position };
  }
}

/** Parses an expression once; the tree is then evaluated as often as answers change. */
export function parseExpression(text: string): ParsedExpression {
  if (text.length > EXPRESSION_LIMITS.length) {
    return {
      error: {
        code: 'TOO_LONG',
        position: EXPRESSION_LIMITS.length + 1,
        message: `longer than ${EXPRESSION_LIMITS.length} characters`,
      },
    };
  }
  if (text.trim() === '') return { error: { code: 'EMPTY', position: 1, message: 'the expression is empty' } };
  try {
    return { ast: new Parser(tokenize(text)).parse() };
  } catch (error) {
    if (error instanceof ParseFailure) return { error: error.detail };
    throw error;
  }
}
