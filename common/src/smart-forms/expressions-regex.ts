// Regular expressions written by form authors (an element's `pattern`, `regex(., '…')` in a constraint) run on
// every side, the API included, against answers sent by anyone: a pattern with a repeated group that itself holds
// a repetition or alternatives, such as (a+)+, (\d*)* or (a|a)*, can take exponential time on a crafted answer of
// 30 characters. Such patterns are refused when the form is saved and never run when met anyway. The check is
// deliberately simple (those two classic shapes): it does not parse every corner of the regex syntax, and it lets
// through slow shapes that are rare in forms (adjacent repetitions of the same characters, \d*\d*\d*x, backtrack
// polynomially on a long answer; answers are at most 10,000 characters).

/** Why `pattern` cannot be used, in English; undefined when it can. */
export function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
  } catch (error) {
    return error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : 'not a valid pattern';
  }
  return backtrackingRisk(pattern);
}

/**
 * The length of a variable repetition at `i` (`*`, `+`, `{n,}`, `{n,m}` with m > n), or 0. A fixed count such as
 * \d{3} or an optional ? cannot make the matcher try exponentially many ways.
 */
function quantifierAt(pattern: string, i: number): number {
  const char = pattern.charAt(i);
  if (char === '*' || char === '+') return 1;
  if (char !== '{') return 0;
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!match || match[2] === undefined) return 0;
  const most = match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3]);
  return most > Number(match[1]) && most > 1 ? match[0].length : 0;
}

type Group = { repeats: boolean; alternates: boolean };

const NESTED = 'a repeated group holds a repetition itself, e.g. (a+)+, which can take forever on some answers';
const ALTERNATIVES =
  'a repeated group holds alternatives, e.g. (a|b)*, which can take forever on some answers: use a class such as [ab]';

/** Why the pattern could backtrack exponentially (see the file's comment), or undefined. */
function backtrackingRisk(pattern: string): string | undefined {
  // One entry per open group: whether something inside it repeats, whether it holds a |.
  const groups: Group[] = [{ repeats: false, alternates: false }];
  const current = (): Group => groups[groups.length - 1] ?? { repeats: false, alternates: false };
  let i = 0;
  while (i < pattern.length) {
    const char = pattern.charAt(i);
    if (char === '\\') {
      i += 2;
    } else if (char === '[') {
      // A class is one atom: skip to its unescaped closing bracket.
      i += 1;
      while (i < pattern.length && pattern.charAt(i) !== ']') i += pattern.charAt(i) === '\\' ? 2 : 1;
      i += 1;
    } else if (char === '(') {
      groups.push({ repeats: false, alternates: false });
      // (?: (?= (?! (?<= (?<! (?<name>: the ? is the group's kind, not a quantifier.
      const kind = /^\(\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)?/.exec(pattern.slice(i));
      i += kind ? kind[0].length : 1;
      continue;
    } else if (char === ')') {
      const inner = groups.pop() ?? { repeats: false, alternates: false };
      i += 1;
      const quantifier = quantifierAt(pattern, i);
      if (quantifier > 0 && inner.repeats) return NESTED;
      if (quantifier > 0 && inner.alternates) return ALTERNATIVES;
      const outer = current();
      outer.repeats ||= inner.repeats || quantifier > 0;
      outer.alternates ||= inner.alternates;
      i += quantifier;
      continue;
    } else {
      if (char === '|') current().alternates = true;
      i += 1;
    }
    const quantifier = quantifierAt(pattern, i);
    if (quantifier > 0) {
      current().repeats = true;
      i += quantifier;
    }
  }
  return undefined;
}

const cache = new Map<string, RegExp | null>();
const CACHE_MAX = 500;

/**
 * `pattern` compiled, or undefined when it is not valid or not safe (see patternProblem). `whole`: the answer must
 * match entirely (an element's `pattern`); otherwise anywhere, as ODK's regex() does (authors anchor with ^…$).
 */
export function compilePattern(pattern: string, whole: boolean): RegExp | undefined {
  const key = `${whole ? 'W' : 'A'}${pattern}`;
  let compiled = cache.get(key);
  if (compiled === undefined) {
    compiled = patternProblem(pattern) === undefined ? new RegExp(whole ? `^(?:${pattern})$` : pattern) : null;
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, compiled);
  }
  return compiled ?? undefined;
}
