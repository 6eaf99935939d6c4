// biome-ignore-all lint/suspicious/noTemplateCurlyInString: XLSForm expressions write references as ${name}.
import { describe, expect, it } from 'vitest';
import {
  type EvaluationContext,
  type ExpressionValue,
  evaluate,
  parseExpression,
  patternProblem,
  referencesOf,
  regexPatternsOf,
  toText,
  usesCurrentAnswer,
} from './expressions.js';

const ANSWERS = {
  age: 34,
  child_age: 7,
  empty: '',
  name: 'Amina Yusuf',
  phone: '0712345678',
  hh_members: ['adult', 'child', 'elderly'],
  hh_spaced: 'adult child',
  consent: true,
  refused: false,
  dob: '1990-06-15',
  start: '2024-05-01',
  end: '2024-05-20',
  income: 1250.5,
  score: '12',
  gps: { latitude: -1.29, longitude: 36.82, accuracy: 5 },
};

const TODAY = '2024-05-10';

function run(text: string, self?: unknown, answers: Record<string, unknown> = ANSWERS): ExpressionValue {
  const parsed = parseExpression(text);
  if (parsed.error) throw new Error(`${text}: ${parsed.error.message}`);
  const context: EvaluationContext = { answers, today: TODAY, ...(self === undefined ? {} : { self }) };
  return evaluate(parsed.ast, context);
}

// [expression, the current answer (.), expected value]
const CASES: [string, unknown, ExpressionValue][] = [
  // Kobo idioms
  ["selected(${hh_members}, 'child')", undefined, true],
  ["selected(${hh_members}, 'infant')", undefined, false],
  ["selected(${hh_spaced}, 'child')", undefined, true],
  ['${age} >= 18 and ${age} < 60', undefined, true],
  ['${child_age} >= 18 and ${child_age} < 60', undefined, false],
  ['string-length(.) = 10', '0712345678', true],
  ['string-length(.) = 10', '071234567', false],
  ["regex(., '^[0-9]{9}$')", '712345678', true],
  ["regex(., '^[0-9]{9}$')", '71234567a', false],
  ['. <= today()', '2024-05-10', true],
  ['. <= today()', '2024-05-11', false],
  ['. > today()', '2099-01-01', true],
  ['count-selected(${hh_members}) >= 2', undefined, true],
  ['count-selected(${hh_members})', undefined, 3],
  ['count-selected(${empty})', undefined, 0],
  ["${consent} = 'yes'", undefined, true],
  ["${refused} = 'no'", undefined, true],
  ["selected(${consent}, 'yes')", undefined, true],
  ["selected(${refused}, 'yes')", undefined, false],
  ['${consent} = true()', undefined, true],
  // empty answers are '' and never numbers
  ['${empty} >= 18', undefined, false],
  ['${missing} < 18', undefined, false],
  ['${missing} = 0', undefined, false],
  ['${missing} != 0', undefined, true],
  ["${missing} = ''", undefined, true],
  ["${name} != ''", undefined, true],
  ['${missing}', undefined, ''],
  // literals and arithmetic
  ['1 + 2 * 3', undefined, 7],
  ['(1 + 2) * 3', undefined, 9],
  ['10 div 4', undefined, 2.5],
  ['10 mod 4', undefined, 2],
  ['-7 mod 3', undefined, -1],
  ['1 div 0', undefined, Number.POSITIVE_INFINITY],
  ['-${age}', undefined, -34],
  ['- -3', undefined, 3],
  ['5 div-3', undefined, 5 / -3],
  ['.5 + 1', undefined, 1.5],
  ['"it\'s"', undefined, "it's"],
  ['"double"', undefined, 'double'],
  ["'12' + 1", undefined, 13],
  ["'abc' + 1", undefined, Number.NaN],
  ['${score} > 9', undefined, true],
  // comparisons
  ['3 = 3.0', undefined, true],
  ["'a' = 'a'", undefined, true],
  ["'a' != 'b'", undefined, true],
  ["'10' = 10", undefined, true],
  ["'abc' < 5", undefined, false],
  ['${income} > 1000 or ${age} < 18', undefined, true],
  ['${income} > 2000 or ${age} < 18', undefined, false],
  ['true() and false()', undefined, false],
  ['not(${consent})', undefined, false],
  ['not(${empty})', undefined, true],
  ['1 < 2 = true()', undefined, true],
  // dates
  ['${start} < ${end}', undefined, true],
  ['${dob} < today()', undefined, true],
  ["today() = '2024-05-10'", undefined, true],
  ['today() - 10 <= ${start}', undefined, true],
  ['int((today() - ${dob}) div 365.25)', undefined, 33],
  ["date('2024-05-10') = today()", undefined, true],
  ["date('2024-02-30')", undefined, { kind: 'date', days: Number.NaN }],
  ["decimal-date-time('1970-01-02')", undefined, 1],
  ["decimal-date-time('1970-01-01T12:00:00Z')", undefined, 0.5],
  ['. >= ${start} and . <= ${end}', '2024-05-10', true],
  // functions
  ['if(${age} >= 18, "adult", "minor")', undefined, 'adult'],
  ['if(${child_age} >= 18, "adult", "minor")', undefined, 'minor'],
  ['number("3.5")', undefined, 3.5],
  ['number("x")', undefined, Number.NaN],
  ['int(-3.7)', undefined, -3],
  ['round(2.456, 2)', undefined, 2.46],
  ['round(2.5)', undefined, 3],
  ['floor(2.7) + ceiling(2.1) + abs(-1)', undefined, 6],
  ["concat(${name}, ' (', ${age}, ')')", undefined, 'Amina Yusuf (34)'],
  ["coalesce(${missing}, 'none')", undefined, 'none'],
  ["coalesce(${name}, 'none')", undefined, 'Amina Yusuf'],
  ["contains(${name}, 'Yus')", undefined, true],
  ["starts-with(${phone}, '07')", undefined, true],
  ["ends-with(${phone}, '78')", undefined, true],
  ['substr(${name}, 0, 5)', undefined, 'Amina'],
  ["normalize-space('  a   b ')", undefined, 'a b'],
  ['string-length(${name})', undefined, 11],
  ['string-length()', 'héllo', 5],
  ["boolean('')", undefined, false],
  ['boolean(0)', undefined, false],
  ["boolean('0')", undefined, true],
  ['string(12)', undefined, '12'],
  ['string(true())', undefined, 'true'],
  ['string(1.5)', undefined, '1.5'],
  ["regex(${name}, 'yusuf')", undefined, false],
  ["regex(${name}, '(a+)+$')", undefined, false],
  ["selected(${gps}, '-1.29')", undefined, true],
];

describe('evaluate', () => {
  it('has a table of at least 60 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES)('%s (. = %j) is %j', (text, self, expected) => {
    const value = run(text, self);
    if (typeof expected === 'number' && Number.isNaN(expected)) expect(value).toBeNaN();
    else expect(value).toEqual(expected);
  });

  it('reads today() from the context, the current UTC date by default', () => {
    const parsed = parseExpression('today()');
    if (!parsed.ast) throw new Error('does not parse');
    expect(toText(evaluate(parsed.ast, { answers: {}, today: '2030-01-31' }))).toBe('2030-01-31');
    expect(toText(evaluate(parsed.ast, { answers: {} }))).toBe(new Date().toISOString().slice(0, 10));
  });

  it('reads an own answer only, never a property of every object', () => {
    expect(run("${constructor} = ''", undefined, {})).toBe(true);
  });
});

describe('parseExpression', () => {
  it.each([
    ['', 'EMPTY', 1],
    ['1 +', 'UNEXPECTED_END', 4],
    ['${age} >= ', 'UNEXPECTED_END', 11],
    ['(1 + 2', 'UNEXPECTED_END', 7],
    ['1 + 2)', 'UNEXPECTED_TOKEN', 6],
    ['${age} 18', 'UNEXPECTED_TOKEN', 8],
    ["'abc", 'UNTERMINATED_STRING', 1],
    ['${age', 'UNEXPECTED_CHARACTER', 1],
    ['${1age}', 'UNEXPECTED_CHARACTER', 1],
    ['age > 3', 'BARE_NAME', 1],
    ['/data/age > 3', 'UNEXPECTED_CHARACTER', 1],
    ['../age > 3', 'UNEXPECTED_CHARACTER', 1],
    ['${a} | ${b}', 'UNEXPECTED_CHARACTER', 6],
    ['1 + pulldata(1)', 'UNKNOWN_FUNCTION', 5],
    ['jr:choice-name(${a}, 1)', 'UNKNOWN_FUNCTION', 1],
    ['selected(${a})', 'WRONG_ARGUMENT_COUNT', 1],
    ['today(1)', 'WRONG_ARGUMENT_COUNT', 1],
    ['if(1, 2)', 'WRONG_ARGUMENT_COUNT', 1],
  ])('%j fails with %s at %d', (text, code, position) => {
    expect(parseExpression(text).error).toMatchObject({ code, position });
  });

  it('names the unknown function and the argument count in the message', () => {
    expect(parseExpression('pulldata(1)').error?.message).toBe('unknown function pulldata()');
    expect(parseExpression('selected(${a})').error?.message).toBe('selected() takes 2 arguments, not 1');
  });

  it('bounds the nesting depth and the length', () => {
    expect(parseExpression(`${'('.repeat(49)}1${')'.repeat(49)}`).ast).toBeDefined();
    expect(parseExpression(`${'('.repeat(60)}1${')'.repeat(60)}`).error?.code).toBe('TOO_DEEP');
    expect(parseExpression(`${'-'.repeat(60)}1`).error?.code).toBe('TOO_DEEP');
    expect(parseExpression(`${'not('.repeat(60)}1${')'.repeat(60)}`).error?.code).toBe('TOO_DEEP');
    expect(parseExpression(`1${' + 1'.repeat(600)}`).error?.code).toBe('TOO_LONG');
  });

  it('never runs the text as code', () => {
    expect(parseExpression('constructor.constructor("return process")()').error?.code).toBe('BARE_NAME');
    expect(parseExpression('${a}; process.exit()').error?.code).toBe('UNEXPECTED_CHARACTER');
  });
});

describe('what an expression uses', () => {
  const ast = (text: string) => {
    const parsed = parseExpression(text);
    if (!parsed.ast) throw new Error(text);
    return parsed.ast;
  };

  it('lists the references once each, in writing order', () => {
    expect(referencesOf(ast("${b} > 1 and selected(${a}, 'x') or ${b} < ${c}"))).toEqual(['b', 'a', 'c']);
    expect(referencesOf(ast('. > 1'))).toEqual([]);
  });

  it('sees the current answer and the regex patterns written as text', () => {
    expect(usesCurrentAnswer(ast('string-length(.) > 1'))).toBe(true);
    expect(usesCurrentAnswer(ast('${a} > 1'))).toBe(false);
    expect(regexPatternsOf(ast("regex(., '^a$') and regex(${b}, ${c})"))).toEqual(['^a$']);
  });
});

describe('patternProblem', () => {
  it.each(['^[0-9]{9}$', '^\\+?[0-9 ]+$', '(\\d{3})+', '(ab)+', '^(yes|no)$', '[(a+)+]', '(?:x)?y+', '(a|b)?'])(
    'accepts %s',
    (pattern) => {
      expect(patternProblem(pattern)).toBeUndefined();
    },
  );

  it.each(['(a+)+', '(\\d*)*$', '^(a+){2,}$', '((ab)*c)+', '(?:[a-z]+\\s?)*$'])(
    'refuses the nested repetition %s',
    (pattern) => {
      expect(patternProblem(pattern)).toMatch(/repeated group holds a repetition/);
    },
  );

  it.each(['^(a|a)*$', '(x|y)+', '((a|b)c){2,}'])('refuses the repeated alternatives %s', (pattern) => {
    expect(patternProblem(pattern)).toMatch(/repeated group holds alternatives/);
  });

  it('never runs a refused pattern, so a crafted answer cannot hang the check', () => {
    const started = performance.now();
    expect(run("regex(., '^(a|a)*$')", `${'a'.repeat(40)}b`)).toBe(false);
    expect(run("regex(., '^(a+)+$')", `${'a'.repeat(40)}b`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('refuses a pattern that is no regular expression, with the reason', () => {
    expect(patternProblem('([a-z]')).toMatch(/Unterminated group/);
  });
});
