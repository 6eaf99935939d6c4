// How alike two people are: one score from 0 to 1 and the reasons behind it. Pure functions, run in JS on the
// candidate pairs the blocking produces (see find.ts): Jaro-Winkler per name token, so typos, transposed first and
// last names and transliteration variants (compared on the consonant skeleton, see common name-key.ts) score high.
import { type DuplicateLevel, type DuplicateReason, skeletonOf } from '@aid/common/beneficiaries';

/** What the deduplication reads of a person (a beneficiary or an import's temporary row). */
export type DedupPerson = {
  id: string;
  dob: string | null;
  /** The name key's tokens (sorted) and each token's consonant skeleton, in the same order. */
  tokens: readonly string[];
  skeletons: readonly string[];
  /** The letters a–z of the name key as bits: a cheap test that rules out most pairs of a block. */
  letters: number;
  phone: string | null;
  email: string | null;
  ref: string | null;
};

export type Thresholds = { duplicate: number; possible: number };

export type PairScore = { score: number; reasons: DuplicateReason[] };

/** Jaro-Winkler similarity of two short ASCII strings (prefix scale 0.1, up to 4 letters). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  const window = Math.max(0, (Math.max(la, lb) >> 1) - 1);
  // Bit masks instead of arrays: names are far shorter than 32 letters; longer ones fall back to arrays.
  if (la > 31 || lb > 31) return jaroWinklerLong(a, b, window);
  let matchedA = 0;
  let matchedB = 0;
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(lb - 1, i + window);
    const c = a.charCodeAt(i);
    for (let j = from; j <= to; j++) {
      if ((matchedB & (1 << j)) === 0 && b.charCodeAt(j) === c) {
        matchedA |= 1 << i;
        matchedB |= 1 << j;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let j = 0;
  for (let i = 0; i < la; i++) {
    if ((matchedA & (1 << i)) === 0) continue;
    while ((matchedB & (1 << j)) === 0) j++;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) transpositions++;
    j++;
  }
  return winkler(a, b, (matches / la + matches / lb + (matches - transpositions / 2) / matches) / 3);
}

function jaroWinklerLong(a: string, b: string, window: number): number {
  const usedB = new Uint8Array(b.length);
  const fromA: string[] = [];
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j <= Math.min(b.length - 1, i + window); j++) {
      if (!usedB[j] && b[j] === a[i]) {
        usedB[j] = 1;
        fromA.push(a[i] as string);
        break;
      }
    }
  }
  const m = fromA.length;
  if (m === 0) return 0;
  const fromB: string[] = [];
  for (let j = 0; j < b.length; j++) if (usedB[j]) fromB.push(b[j] as string);
  const t = fromA.filter((c, k) => c !== fromB[k]).length;
  return winkler(a, b, (m / a.length + m / b.length + (m - t / 2) / m) / 3);
}

function winkler(a: string, b: string, jaro: number): number {
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

function tokenSimilarity(a: string, b: string, skA: string, skB: string): number {
  if (a === b) return 1;
  // Transliterations of one name disagree on vowels and doubled letters (Mohammed, Muhammad, محمد → mhmd).
  const skeleton = skA.length >= 2 && skA === skB ? 0.96 : 0;
  return Math.max(skeleton, jaroWinkler(a, b));
}

/**
 * Name similarity of two name keys (sorted tokens): each token of the shorter name is matched with its most similar
 * token of the other. The weakest token weighs most, so "Amina Ali" and "Halima Ali" (one token shared, one not) stay
 * apart while a typo in one token costs little; a token missing on one side (a middle name) costs a little.
 */
export function nameSimilarity(a: DedupPerson, b: DedupPerson): number {
  const [x, y] = a.tokens.length <= b.tokens.length ? [a, b] : [b, a];
  if (x.tokens.length === 0) return 0;
  let sum = 0;
  let min = 1;
  for (let i = 0; i < x.tokens.length; i++) {
    let best = 0;
    for (let j = 0; j < y.tokens.length && best < 1; j++) {
      const s = tokenSimilarity(x.tokens[i] ?? '', y.tokens[j] ?? '', x.skeletons[i] ?? '', y.skeletons[j] ?? '');
      if (s > best) best = s;
    }
    sum += best;
    if (best < min) min = best;
  }
  const avg = sum / x.tokens.length;
  const missing = y.tokens.length - x.tokens.length;
  return Math.max(0, 0.15 * avg + 0.85 * min - 0.04 * missing);
}

const SKELETONS = new Map<string, string>();

/** A person's tokens and their skeletons from the stored name key (skeletons cached: names repeat a lot). */
export function tokensOfKey(nameKey: string): { tokens: string[]; skeletons: string[]; letters: number } {
  const tokens = nameKey.length > 0 ? nameKey.split(' ') : [];
  const skeletons = tokens.map((token) => {
    let skeleton = SKELETONS.get(token);
    if (skeleton === undefined) {
      skeleton = skeletonOf(token);
      if (SKELETONS.size < 200_000) SKELETONS.set(token, skeleton);
    }
    return skeleton;
  });
  let letters = 0;
  for (let i = 0; i < nameKey.length; i++) {
    const c = nameKey.charCodeAt(i) - 97;
    if (c >= 0 && c < 26) letters |= 1 << c;
  }
  return { tokens, skeletons, letters };
}

function bits(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Whether two names could be similar at all: names that share under 40% of their letters never reach a possible
 * threshold (typos and transliterations keep most letters), so most pairs of a birthday block stop here.
 */
export function mayBeAlike(a: DedupPerson, b: DedupPerson): boolean {
  const union = bits(a.letters | b.letters);
  return union === 0 || bits(a.letters & b.letters) >= 0.4 * union;
}

/**
 * The score of a pair and its reasons. Evidence: an equal external reference number is an identity document, so
 * 1.0 when the names match too, and a conflict to review (the possible threshold) when they do not; the same date of birth with similar names scores the name similarity; an equal phone or e-mail with
 * similar names scores a little less (households share phones), and a different date of birth takes a lot off
 * (siblings share a last name and a phone but not a birthday).
 */
export function scorePair(a: DedupPerson, b: DedupPerson, possible: number): PairScore {
  const reasons: DuplicateReason[] = [];
  const refEqual = a.ref !== null && a.ref === b.ref;
  const phoneEqual = a.phone !== null && a.phone === b.phone;
  const emailEqual = a.email !== null && a.email === b.email;
  const dobEqual = a.dob !== null && a.dob === b.dob;
  const dobDiffers = a.dob !== null && b.dob !== null && a.dob !== b.dob;
  let score = 0;
  if (!refEqual && !phoneEqual && !emailEqual && !mayBeAlike(a, b)) return { score: 0, reasons };
  const names = nameSimilarity(a, b);
  if (refEqual) {
    // A shared reference with a wholly different name is more often a typing slip or a reused document than the
    // same person: a conflict for someone to review (exactly the possible threshold), not a sure duplicate.
    score = names >= possible ? 1 : possible;
    reasons.push('EXTERNAL_REFERENCE_NUMBER');
  }
  if (dobEqual && names >= possible) {
    score = Math.max(score, names >= 0.999 ? 0.98 : names * 0.99);
    reasons.push('NAME_AND_DOB');
  }
  if (phoneEqual || emailEqual) {
    const contact = names * 0.97 + (dobEqual ? 0.03 : 0) - (dobDiffers ? 0.3 : 0);
    if (contact >= possible) {
      score = Math.max(score, Math.min(1, contact));
      if (phoneEqual) reasons.push('PHONE_NUMBER');
      if (emailEqual) reasons.push('EMAIL');
    }
  }
  return { score: Math.round(score * 1000) / 1000, reasons };
}

export function levelOf(score: number, thresholds: Thresholds): DuplicateLevel | null {
  if (score >= thresholds.duplicate) return 'DUPLICATE';
  if (score >= thresholds.possible) return 'POSSIBLE_DUPLICATE';
  return null;
}
