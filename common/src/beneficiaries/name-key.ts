// The comparable form of a person's name, written with every beneficiary (and temporary beneficiary) so the
// deduplication can block and compare in SQL: any script transliterated to ASCII (any-ascii), lower-case, letters
// only, tokens sorted so "Amina Odhiambo" and "Odhiambo Amina" are the same key. The skeleton also drops vowels
// and doubled letters, which is what transliterations of one name disagree on (Mohammed, Muhammad, محمد → mhmd).
import anyAscii from 'any-ascii';

export type NameKey = { key: string; skeleton: string };

const tokensOf = (first: string, last: string): string[] =>
  anyAscii(`${first} ${last}`)
    .toLowerCase()
    // Hyphens and apostrophes join: "Al-Hassan" is written "الحسن" (one word) in Arabic.
    .replace(/[^a-z\s]/g, '')
    .split(/\s+/)
    .filter((token) => token.length > 0);

/** Consonants only, each run of one letter written once: "hassan" → "hsn", "mohammed" → "mhmd". */
export function skeletonOf(token: string): string {
  const consonants = token.replace(/[aeiouy]/g, '');
  const base = consonants.length > 0 ? consonants : token;
  return base.replace(/(.)\1+/g, '$1');
}

export function nameKey(first: string, last: string): NameKey {
  const tokens = tokensOf(first, last).sort();
  const skeletons = tokens.map(skeletonOf).sort();
  return { key: tokens.join(' '), skeleton: skeletons.join(' ') };
}
