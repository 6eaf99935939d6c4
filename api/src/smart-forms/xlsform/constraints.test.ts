// biome-ignore-all lint/suspicious/noTemplateCurlyInString: XLSForm expressions write references as ${name}.
// min, max and pattern through an XLSForm constraint and back: Kobo's own idioms come apart into them, and whatever
// an element holds comes back unchanged from export then import.
import type { ElementType } from '@aid/common/smart-forms';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConstraintParts, joinConstraint, splitConstraint } from './constraints.js';

const parts = (more: Partial<ConstraintParts>): ConstraintParts => ({
  min: null,
  max: null,
  pattern: null,
  constraint: null,
  ...more,
});

describe('splitConstraint', () => {
  it.each<[string, ElementType, Partial<ConstraintParts>]>([
    ['. >= 0 and . <= 120', 'INTEGER', { min: 0, max: 120 }],
    ['.>=-5.5 and .<=5.5', 'DECIMAL', { min: -5.5, max: 5.5 }],
    ['. >= 1 and . != 7', 'INTEGER', { min: 1, constraint: '. != 7' }],
    ['. >= 1 and (. != 7)', 'INTEGER', { min: 1, constraint: '. != 7' }],
    ['. >= 1 and . != 7 and . != 8', 'INTEGER', { min: 1, constraint: '. != 7 and . != 8' }],
    ['string-length(.) >= 2 and string-length(.) <= 40', 'TEXT', { min: 2, max: 40 }],
    ["regex(., '^HH-[0-9]{6}$')", 'TEXT', { pattern: '^HH-[0-9]{6}$' }],
    ['regex(., "^[a-z\']+$")', 'TEXT', { pattern: "^[a-z']+$" }],
    ["regex(., '^\\+[0-9]+$')", 'PHONE', { pattern: '^\\+[0-9]+$' }],
    // Not the element's kind of bound: kept as written.
    ['. >= 0', 'TEXT', { constraint: '. >= 0' }],
    ['string-length(.) <= 5', 'INTEGER', { constraint: 'string-length(.) <= 5' }],
    ["regex(., '^a$')", 'INTEGER', { constraint: "regex(., '^a$')" }],
    ['. > 0', 'INTEGER', { constraint: '. > 0' }],
    // `and` binds tighter than `or`: no conjunct of this is the whole constraint's.
    ['. >= 0 and . <= 10 or . = 99', 'INTEGER', { constraint: '. >= 0 and . <= 10 or . = 99' }],
    // `and` inside a string, a name or parentheses is not a top-level one.
    ["${brand} = 'black and white' and . >= 0", 'INTEGER', { min: 0, constraint: "${brand} = 'black and white'" }],
    ['(. >= 0 and . <= 3)', 'INTEGER', { constraint: '. >= 0 and . <= 3' }],
    ['(. > 0) and (. < 9)', 'INTEGER', { constraint: '(. > 0) and (. < 9)' }],
    ['. >= 1 and . >= 2', 'INTEGER', { min: 1, constraint: '. >= 2' }],
    ['', 'INTEGER', {}],
  ])('%s (%s)', (expression, type, expected) => {
    expect(splitConstraint(expression, type)).toEqual(parts(expected));
  });
});

describe('joinConstraint', () => {
  it('writes bounds first, in the forms split reads, and the own constraint last in parentheses', () => {
    expect(joinConstraint(parts({ min: 0, max: 10, constraint: '. != 5' }), 'INTEGER')).toBe(
      '. >= 0 and . <= 10 and (. != 5)',
    );
    expect(joinConstraint(parts({ min: 2, pattern: '^[A-Z]+$' }), 'TEXT')).toBe(
      "string-length(.) >= 2 and regex(., '^[A-Z]+$')",
    );
    expect(joinConstraint(parts({ constraint: '. != 5' }), 'INTEGER')).toBe('. != 5');
    expect(joinConstraint(parts({}), 'INTEGER')).toBeNull();
  });

  it('leaves out what the type has no use for (a DATE has no bounds, a NOTE no pattern)', () => {
    expect(joinConstraint(parts({ min: 1, max: 2 }), 'DATE')).toBeNull();
    expect(joinConstraint(parts({ pattern: 'x' }), 'NOTE')).toBeNull();
  });

  it('wraps an own constraint that split would take apart', () => {
    expect(joinConstraint(parts({ constraint: '. >= 0' }), 'INTEGER')).toBe('(. >= 0)');
    expect(joinConstraint(parts({ constraint: '(. > 0)' }), 'INTEGER')).toBe('((. > 0))');
  });

  const types: ElementType[] = ['TEXT', 'INTEGER', 'DECIMAL', 'PHONE', 'EMAIL', 'DATE', 'SELECT_ONE'];
  const own = fc.oneof(
    fc.constant(null),
    fc.constantFrom(
      '. >= 0',
      '. <= 3',
      '(. > 1)',
      '. != 5',
      'a and b',
      '(a) and (b)',
      '. >= 1 or . = 0',
      "regex(., 'x')",
      'string-length(.) >= 1',
      "${a} = 'x and y'",
      '((. > 2))',
      '. >= 0 and . <= 1',
    ),
  );
  const bound = fc.oneof(fc.constant(null), fc.integer({ min: -1000, max: 1000 }));
  const pattern = fc.oneof(fc.constant(null), fc.constantFrom('^[0-9]+$', "it's", 'say "hi"', 'both \' and "'));

  it('comes back from split unchanged, whatever the parts (for the type’s own parts)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...types), bound, bound, pattern, own, (type, min, max, pat, constraint) => {
        const bounded = type === 'TEXT' || type === 'INTEGER' || type === 'DECIMAL';
        const patterned = type === 'TEXT' || type === 'PHONE' || type === 'EMAIL';
        const given = parts({
          min: bounded && (type !== 'TEXT' || (min ?? 0) >= 0) ? min : null,
          max: bounded && (type !== 'TEXT' || (max ?? 0) >= 0) ? max : null,
          pattern: patterned ? pat : null,
          constraint,
        });
        const back = splitConstraint(joinConstraint(given, type), type);
        // A pattern with both quote marks has no XPath literal: it stays, as a regex(), in the constraint.
        if (given.pattern?.includes("'") && given.pattern.includes('"')) {
          expect({ ...back, pattern: given.pattern, constraint: given.constraint }).toEqual(given);
          expect(back.constraint).toContain('regex(., concat(');
        } else {
          expect(back).toEqual(given);
        }
      }),
    );
  });
});
