// An element's min, max and pattern have no column of their own in XLSForm: Kobo and ODK only know `constraint`.
// Export writes them into the constraint, first, in fixed forms (`. >= 0`, `string-length(.) <= 40`,
// `regex(., '^[0-9]+$')`) joined with `and` before the element's own constraint in parentheses; import takes those
// forms back out of any constraint's top-level `and`s, so a Kobo form's `. >= 0 and . <= 120` becomes min 0, max 120.
// An element's own constraint that import would take apart is exported in parentheses, so it comes back unchanged:
// export then import gives the same definition.
import type { ElementType } from '@aid/common/smart-forms';

export type ConstraintParts = {
  min: number | null;
  max: number | null;
  pattern: string | null;
  constraint: string | null;
};

/** Types whose min/max bound the answer's value, and the types whose min/max bound its length. */
const VALUE_BOUNDS: readonly ElementType[] = ['INTEGER', 'DECIMAL'];
const LENGTH_BOUNDS: readonly ElementType[] = ['TEXT'];
const PATTERNED: readonly ElementType[] = ['TEXT', 'PHONE', 'EMAIL'];

const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const VALUE_MIN = new RegExp(`^\\.\\s*>=\\s*${NUMBER}$`);
const VALUE_MAX = new RegExp(`^\\.\\s*<=\\s*${NUMBER}$`);
const LENGTH_MIN = /^string-length\(\s*\.\s*\)\s*>=\s*(\d+)$/;
const LENGTH_MAX = /^string-length\(\s*\.\s*\)\s*<=\s*(\d+)$/;
const PATTERN = /^regex\(\s*\.\s*,\s*(?:'([^']*)'|"([^"]*)")\s*\)$/;

const WORD = /[A-Za-z0-9_.:-]/;

/**
 * The expression's operands around top-level `keyword`s (outside strings, `${…}` and parentheses): `a and (b or c)`
 * → [`a`, `(b or c)`] for `and`.
 */
function splitTopLevel(text: string, keyword: 'and' | 'or'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
    } else if (ch === '(' || (ch === '$' && text.charAt(i + 1) === '{')) {
      depth++;
      if (ch === '$') i++;
    } else if (ch === ')' || ch === '}') {
      depth--;
    } else if (
      depth === 0 &&
      text.startsWith(keyword, i) &&
      !WORD.test(text.charAt(i - 1)) &&
      !WORD.test(text.charAt(i + keyword.length))
    ) {
      parts.push(text.slice(start, i).trim());
      start = i + keyword.length;
      i = start - 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** `(a and b)` → `a and b`; `(a) and (b)` stays: its first parenthesis closes before the end. */
function unwrapped(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth === 0 && i < text.length - 1) return text;
    }
  }
  return text.slice(1, -1).trim();
}

/** An XLSForm constraint as the element's min, max, pattern and the rest (see the file's comment). */
export function splitConstraint(expression: string | null, type: ElementType): ConstraintParts {
  const parts: ConstraintParts = { min: null, max: null, pattern: null, constraint: null };
  const text = expression?.trim() ?? '';
  if (text === '') return parts;
  // `a and b or c` is `(a and b) or c`: its `and`s are not the whole expression's.
  const conjuncts = splitTopLevel(text, 'or').length > 1 ? [text] : splitTopLevel(text, 'and');
  const rest: string[] = [];
  for (const conjunct of conjuncts) {
    const take = (key: 'min' | 'max', pattern: RegExp, types: readonly ElementType[]) => {
      const match = types.includes(type) && parts[key] === null ? pattern.exec(conjunct) : null;
      if (match?.[1] !== undefined) parts[key] = Number(match[1]);
      return match !== null;
    };
    if (take('min', VALUE_MIN, VALUE_BOUNDS) || take('max', VALUE_MAX, VALUE_BOUNDS)) continue;
    if (take('min', LENGTH_MIN, LENGTH_BOUNDS) || take('max', LENGTH_MAX, LENGTH_BOUNDS)) continue;
    const pattern = PATTERNED.includes(type) && parts.pattern === null ? PATTERN.exec(conjunct) : null;
    if (pattern) {
      parts.pattern = pattern[1] ?? pattern[2] ?? '';
      continue;
    }
    rest.push(conjunct);
  }
  if (rest.length === conjuncts.length) {
    parts.constraint = unwrapped(text);
  } else if (rest.length > 0) {
    parts.constraint = rest.length === 1 ? unwrapped(rest[0] ?? '') : rest.join(' and ');
  }
  return parts;
}

function quoted(text: string): string | null {
  if (!text.includes("'")) return `'${text}'`;
  return text.includes('"') ? null : `"${text}"`;
}

/** The XLSForm constraint of an element's min, max, pattern and own constraint; null when it has none. */
export function joinConstraint(parts: ConstraintParts, type: ElementType): string | null {
  const written: string[] = [];
  const bound = VALUE_BOUNDS.includes(type) ? '.' : LENGTH_BOUNDS.includes(type) ? 'string-length(.)' : null;
  if (bound !== null && parts.min !== null) written.push(`${bound} >= ${parts.min}`);
  if (bound !== null && parts.max !== null) written.push(`${bound} <= ${parts.max}`);
  let own = parts.constraint?.trim() || null;
  if (parts.pattern !== null && PATTERNED.includes(type)) {
    const literal = quoted(parts.pattern);
    // A pattern holding both quote marks has no XPath 1.0 literal: it joins the constraint through concat().
    if (literal) written.push(`regex(., ${literal})`);
    else {
      const pieces = parts.pattern.split("'").map((p) => `'${p}'`);
      const regex = `regex(., concat(${pieces.join(`, "'", `)}))`;
      own = own ? `${regex} and (${own})` : regex;
    }
  }
  if (own === null) return written.length > 0 ? written.join(' and ') : null;
  const same = splitConstraint(own, type);
  const comesBack = same.min === null && same.max === null && same.pattern === null && same.constraint === own;
  written.push(written.length > 0 || !comesBack ? `(${own})` : own);
  return written.join(' and ');
}
