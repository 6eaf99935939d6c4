// A family's language, from their nationality: beneficiaries have no language field, so the countries table's
// official languages (countries-list, ISO 639-1) stand in for it, in the order the table gives them.
import { countries, languages } from 'countries-list';

/** ISO 639-1 codes of `alpha2`'s languages, most used first; [] for an unknown or missing country. */
export function languagesOf(alpha2: string | null | undefined): string[] {
  if (!alpha2) return [];
  const country = (countries as Record<string, { languages: readonly string[] }>)[alpha2.trim().toUpperCase()];
  return country ? [...country.languages] : [];
}

const KNOWN = new Set(Object.keys(languages));

/** Whether `code` is an ISO 639-1 language code (lower case, as templates store it). */
export function isKnownLanguage(code: string): boolean {
  return KNOWN.has(code);
}

/**
 * The first of the family's languages the organisation has a template in, else the default language. `available`
 * are the languages of the organisation's templates for the channel being sent.
 */
export function familyLanguage(
  nationality: string | null | undefined,
  available: ReadonlySet<string>,
  defaultLanguage: string,
): string {
  return languagesOf(nationality).find((l) => available.has(l)) ?? defaultLanguage;
}
