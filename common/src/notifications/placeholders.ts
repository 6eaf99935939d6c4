// Message template placeholders (spec: only these five). One rule for the web editor, which underlines unknown
// tokens as the user types, and for the API, which refuses a template that has any.

export const PLACEHOLDERS = [
  'first-name',
  'qr-code-link',
  'short-url-link',
  'fsp-collecting-pin',
  'currency-amount',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** What each placeholder becomes for one family. */
export type PlaceholderValues = Record<Placeholder, string>;

export type TemplateProblem = {
  /** The token as written, braces included, e.g. `{first_name}`. */
  token: string;
  /** Offset of its `{` in the text (UTF-16 code units, as the editor counts). */
  start: number;
  /** Offset just after its `}`. */
  end: number;
  message: string;
};

// `{` then anything but braces then `}`: `{{x}}` is seen as `{x}` inside literal braces, so it is refused too.
const TOKEN = /\{([^{}]*)\}/g;
const ALLOWED = new Set<string>(PLACEHOLDERS);
const ALLOWED_LIST = PLACEHOLDERS.map((p) => `{${p}}`).join(', ');

/** The closest allowed placeholder, for "use … instead" (same letters once `_`, spaces and case are ignored). */
function suggestion(name: string): Placeholder | undefined {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const wanted = key(name);
  const exact = PLACEHOLDERS.find((p) => key(p) === wanted);
  if (exact) return exact;
  return PLACEHOLDERS.find((p) => wanted.length >= 4 && (key(p).includes(wanted) || wanted.includes(key(p))));
}

export function unknownPlaceholderMessage(token: string): string {
  const close = suggestion(token.slice(1, -1));
  return close ? `Unknown placeholder ${token}: use {${close}}` : `Unknown placeholder ${token}`;
}

/** One sentence for all of a text's problems, naming every bad token and what is allowed. */
export function templateProblemsMessage(problems: readonly TemplateProblem[]): string {
  return `${problems.map((p) => p.message).join('; ')} (allowed: ${ALLOWED_LIST})`;
}

/** Every `{...}` token of `text` that is not an allowed placeholder, in order, with where it is. */
export function templateProblems(text: string): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const name = match[1] ?? '';
    if (ALLOWED.has(name)) continue;
    const start = match.index;
    problems.push({
      token: match[0],
      start,
      end: start + match[0].length,
      message: unknownPlaceholderMessage(match[0]),
    });
  }
  return problems;
}

/** The placeholders `text` uses (each once), so a sender fetches only what is needed. */
export function placeholdersUsed(text: string): Placeholder[] {
  const used = new Set<Placeholder>();
  for (const match of text.matchAll(TOKEN)) {
    const name = match[1] ?? '';
    if (ALLOWED.has(name)) used.add(name as Placeholder);
  }
  return [...used];
}

/** The text with each allowed placeholder replaced; unknown tokens (refused on save anyway) are left as written. */
export function renderTemplate(text: string, values: Partial<PlaceholderValues>): string {
  return text.replace(TOKEN, (token, name: string) =>
    ALLOWED.has(name) ? (values[name as Placeholder] ?? '') : token,
  );
}
