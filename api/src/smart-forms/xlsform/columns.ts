// XLSForm column headers: `label`, `label::English (en)`, `label::fr`, `bind::aid:target`, and the aliases pyxform
// accepts (`constraint message`, `jr:constraintMsg`, `list name`). A header is read once into its base name and its
// language, so the sheets' readers never look at header text themselves.

/** What a header means: its base name (lower case, `_` for spaces) and, for a translated column, its language part. */
export type ColumnName = { base: string; language: string | null };

const ALIASES = new Map([
  ['jr:constraintmsg', 'constraint_message'],
  ['jr:requiredmsg', 'required_message'],
  ['jr:hint', 'hint'],
  ['jr:label', 'label'],
]);

export function columnName(header: string): ColumnName {
  const [head = '', ...rest] = header.split('::');
  const lowered = head.trim().toLowerCase().replace(/\s+/g, '_');
  const base = ALIASES.get(lowered) ?? lowered;
  // `bind::aid:target` keeps its namespaced attribute name as the "language" part: readers ask for it by name.
  return { base, language: rest.length === 0 ? null : rest.join('::').trim() };
}

const CODE = /^([a-z]{2,3})(-[a-z0-9]{2,4})?$/i;
const CODE_IN_PARENTHESES = /\(\s*([a-z]{2,3}(?:-[a-z0-9]{2,4})?)\s*\)\s*$/i;

function normalCode(code: string): string {
  const [primary = '', region] = code.split('-');
  return region === undefined ? primary.toLowerCase() : `${primary.toLowerCase()}-${region}`;
}

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
let byName: Map<string, string> | undefined;

/** English language names → ISO 639-1 codes, built once from the runtime's own table ("French" → fr). */
function codesByName(): Map<string, string> {
  if (byName) return byName;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  byName = new Map();
  for (const a of letters) {
    for (const b of letters) {
      const name = englishNames.of(a + b);
      if (name && name !== a + b && !byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), a + b);
    }
  }
  return byName;
}

/**
 * The form language of a translated column's language part: `English (en)` (Kobo's way), `en`, `pt-BR`, or an English
 * language name (`French`); null when none can be told (the column is then reported, not guessed).
 */
export function languageCode(part: string): string | null {
  const trimmed = part.trim();
  const inParentheses = CODE_IN_PARENTHESES.exec(trimmed)?.[1];
  if (inParentheses) return normalCode(inParentheses);
  if (CODE.test(trimmed)) return normalCode(trimmed);
  return codesByName().get(trimmed.toLowerCase()) ?? null;
}

/** How a language is written in the headers of an exported form: `English (en)`, as Kobo writes it. */
export function languageHeader(code: string): string {
  const name = englishNames.of(code) ?? code;
  return name === code ? code : `${name} (${code})`;
}
