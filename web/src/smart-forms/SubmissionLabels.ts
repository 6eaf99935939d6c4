// What a reviewer reads in a submission's answers: each element's question in the form's default language, in the
// order the version asks them, and words instead of stored codes: a choice's label (form's language), Yes/No for
// YES_NO, the gender's name, the country's name (reader's language). Read from the version the submission was
// filled in (a later version may have renamed or dropped a question).
import { COUNTRIES } from '@aid/common/accounts';
import type { Gender } from '@aid/common/enums';
import { type ElementType, GENDER_CHOICES } from '@aid/common/smart-forms';

type Text = { language: string; text: string };
export type VersionDefinition = {
  version: number;
  definition: {
    defaultLanguage: string;
    pages: readonly {
      elements: readonly {
        name: string;
        type: ElementType;
        label: readonly Text[];
        choices: readonly { value: string; label: readonly Text[] }[];
      }[];
    }[];
  };
};

export type LabelledAnswer = { name: string; label: string; value: string | null };

/** The reader's words for stored codes (translated by the page): a code it does not know is shown as stored. */
export type ValueWords = {
  yes: string;
  no: string;
  gender: (code: Gender) => string;
  /** A country's name from its ISO 3166-1 alpha-2 code, e.g. `KE` → Kenya. */
  country: (alpha2: string) => string;
};

const GENDERS = new Set<string>(GENDER_CHOICES);
const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.alpha2));

/** The country names of the reader's language (Intl), falling back on the country table's English name. */
export function countryNamer(readerLanguage: string): (alpha2: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([readerLanguage], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  const table = new Map(COUNTRIES.map((country) => [country.alpha2, country.name]));
  return (alpha2) => names?.of(alpha2) ?? table.get(alpha2) ?? alpha2;
}

function wordFor(type: ElementType, raw: string, words: ValueWords): string {
  if (type === 'YES_NO') return raw === 'true' ? words.yes : raw === 'false' ? words.no : raw;
  if (type === 'GENDER') return GENDERS.has(raw) ? words.gender(raw as Gender) : raw;
  if (type === 'NATIONALITY') return COUNTRY_CODES.has(raw.toUpperCase()) ? words.country(raw.toUpperCase()) : raw;
  return raw;
}

function inLanguage(texts: readonly Text[], language: string): string | undefined {
  return (texts.find((text) => text.language === language) ?? texts[0])?.text;
}

function selection(value: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The answers with their questions: the version's elements first, in its order, then any name it does not know
 * (kept, so nothing sent is hidden from the reviewer). Without the version, the names stand for the questions.
 */
export function labelledAnswers(
  answers: readonly { name: string; value: string | null }[],
  version: VersionDefinition | undefined,
  words: ValueWords,
): LabelledAnswer[] {
  const language = version?.definition.defaultLanguage ?? '';
  const elements = version?.definition.pages.flatMap((page) => page.elements) ?? [];
  const byName = new Map(answers.map((answer) => [answer.name, answer.value] as const));
  const known = new Set(elements.map((element) => element.name));
  const shown: LabelledAnswer[] = [];
  for (const element of elements) {
    if (!byName.has(element.name)) continue;
    const raw = byName.get(element.name) ?? null;
    const choice = (value: string) =>
      inLanguage(element.choices.find((c) => c.value === value)?.label ?? [], language) ?? value;
    let value = raw;
    if (raw !== null && element.type === 'SELECT_ONE') value = choice(raw);
    else if (raw !== null && element.type === 'SELECT_MANY') value = selection(raw)?.map(choice).join(', ') ?? raw;
    else if (raw !== null) value = wordFor(element.type, raw, words);
    shown.push({ name: element.name, label: inLanguage(element.label, language) ?? element.name, value });
  }
  for (const answer of answers) {
    if (!known.has(answer.name)) shown.push({ name: answer.name, label: answer.name, value: answer.value });
  }
  return shown;
}
