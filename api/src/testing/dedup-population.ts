// A generated population with known duplicates, for the precision/recall test and the benchmark: households in
// Latin, Arabic and Cyrillic script sharing a last name and often a phone, twins (same birthday, different first
// names: not duplicates), an NGO phone written for many families, and copies of 5% of the people with a typo,
// transposed names, a transliteration variant, the same reference number or the same phone without a birthday.
import { nameKey } from '@aid/common/beneficiaries';
import type { Queryable } from '../db/db.js';
import { prng } from '../seed/prng.js';

export type GeneratedPerson = {
  id: string;
  first: string;
  last: string;
  dob: string | null;
  phone: string | null;
  email: string | null;
  ref: string | null;
};

export type GeneratedSet = { people: GeneratedPerson[]; truePairs: Set<string> };

// Transliteration variants of one name: the same person written by different registrars.
const ARABIC_FIRST: readonly (readonly string[])[] = [
  ['Mohammed', 'Muhammad', 'Mohamed', 'محمد'],
  ['Ahmed', 'Ahmad', 'أحمد'],
  ['Hassan', 'Hasan', 'حسن'],
  ['Hussein', 'Husain', 'حسين'],
  ['Ibrahim', 'Ebrahim', 'إبراهيم'],
  ['Khalid', 'Khaled', 'خالد'],
  ['Mahmoud', 'Mahmud', 'محمود'],
  ['Fatima', 'Fatma', 'فاطمة'],
  ['Zainab', 'Zeinab', 'زينب'],
  ['Maryam', 'Mariam', 'مريم'],
  ['Abdullah', 'Abdallah', 'عبدالله'],
  ['Mustafa', 'Mostafa', 'مصطفى'],
  ['Salma', 'Selma', 'سلمى'],
  ['Nour', 'Noor', 'نور'],
];
const CYR: Record<string, string> = {
  a: 'а',
  b: 'б',
  v: 'в',
  g: 'г',
  d: 'д',
  e: 'е',
  z: 'з',
  i: 'и',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  f: 'ф',
  h: 'х',
  y: 'ы',
};
const ONSETS = [
  'b',
  'd',
  'f',
  'g',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'br',
  'kr',
  'st',
  'tr',
  'gl',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'o'];
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'k', 'm'];

export function generateDedupSet(count: number, seed = 8): GeneratedSet {
  const random = prng(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const syllableName = (syllables: number) => {
    let name = '';
    for (let i = 0; i < syllables; i++) name += pick(ONSETS) + pick(VOWELS) + pick(CODAS);
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
  const cyrillic = (latin: string) => [...latin.toLowerCase()].map((c) => CYR[c] ?? c).join('');
  const dobOf = () => new Date(Date.UTC(1944, 0, 1) + int(365 * 80) * 86_400_000).toISOString().slice(0, 10);
  const ngoPhone = '+254700000000';
  const people: GeneratedPerson[] = [];
  const truePairs = new Set<string>();
  const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);
  const arabicGroups = new Map<string, readonly string[]>();
  for (const group of ARABIC_FIRST) for (const name of group) arabicGroups.set(name, group);

  let n = 0;
  const nextId = () => `ben--gen${String(n++).padStart(8, '0')}`;
  while (people.length < count) {
    const script = random();
    const last = syllableName(2 + int(2));
    const phone = random() < 0.05 ? ngoPhone : `+2547${String(int(1e8)).padStart(8, '0')}`;
    const size = 1 + int(4);
    const twins = random() < 0.05;
    const twinDob = dobOf();
    const used = new Set<string>();
    for (let k = 0; k < size && people.length < count; k++) {
      let first = '';
      do {
        first = script < 0.25 ? (pick(pick(ARABIC_FIRST)) as string) : syllableName(2 + int(2));
      } while (used.has(nameKey(first, '').skeleton));
      used.add(nameKey(first, '').skeleton);
      const isCyrillic = script > 0.8;
      const id = nextId();
      people.push({
        id,
        first: isCyrillic ? cyrillic(first) : first,
        last: isCyrillic ? cyrillic(last) : last,
        dob: random() < 0.95 ? (twins && k < 2 ? twinDob : dobOf()) : null,
        phone: random() < 0.7 ? phone : null,
        email: random() < 0.3 ? `${first}.${last}.${id.slice(-6)}@example.org`.toLowerCase() : null,
        ref: random() < 0.8 ? `REF-${id.slice(-8)}` : null,
      });
    }
  }
  // Copies of 5% of the people, each with one kind of difference.
  const originals = people.length;
  const copies = Math.round(count * 0.05);
  const copied = new Set<string>();
  for (let c = 0; c < copies; c++) {
    const original = people[int(originals)] as GeneratedPerson;
    if (copied.has(original.id)) continue;
    copied.add(original.id);
    const copy: GeneratedPerson = { ...original, id: nextId(), email: null, ref: null, phone: null };
    const kind = c % 6;
    if (kind === 0) copy.first = typo(original.first, random);
    else if (kind === 1) [copy.first, copy.last] = [original.last, original.first];
    else if (kind === 2) {
      const group = arabicGroups.get(original.first);
      copy.first = group ? (group.find((v) => v !== original.first) ?? original.first) : typo(original.first, random);
      copy.last = typo(original.last, random);
    } else if (kind === 3) {
      copy.ref = original.ref ?? `REF-shared-${c}`;
      original.ref = copy.ref;
      copy.dob = null;
    } else if (kind === 4) {
      copy.phone = original.phone === ngoPhone || original.phone === null ? `+2547999${c}` : original.phone;
      original.phone = copy.phone;
      copy.dob = null;
    } else {
      copy.last = typo(original.last, random);
      copy.phone = original.phone;
    }
    people.push(copy);
    truePairs.add(pairKey(original.id, copy.id));
  }
  return { people, truePairs };
}

/** One letter swapped with its neighbour, dropped or doubled (the common slips of a hurried registration). */
function typo(name: string, random: () => number): string {
  const chars = [...name];
  if (chars.length < 3) return name;
  const at = 1 + Math.floor(random() * (chars.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) [chars[at], chars[at + 1]] = [chars[at + 1] ?? '', chars[at] ?? ''];
  else if (kind === 1) chars.splice(at, 1);
  else chars.splice(at, 0, chars[at] ?? '');
  return chars.join('');
}

/** Inserts the people into the organisation's master list, 20,000 rows a statement (owner transaction). */
export async function insertGenerated(
  db: { query: Queryable['query'] },
  accountId: string,
  groupId: string,
  people: readonly GeneratedPerson[],
): Promise<void> {
  for (let at = 0; at < people.length; at += 20_000) {
    const batch = people.slice(at, at + 20_000);
    const keys = batch.map((p) => nameKey(p.first, p.last));
    await db.query(
      `INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, dob, email, phone_number,
                                  external_reference_number, name_key, name_skeleton, creation_method)
       SELECT id, $1, $2, f, l, NULLIF(d, '')::date, NULLIF(e, ''), NULLIF(ph, ''), NULLIF(r, ''), k, sk, 'F-I'
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                     $11::text[]) AS t(id, f, l, d, e, ph, r, k, sk)`,
      [
        accountId,
        groupId,
        batch.map((p) => p.id),
        batch.map((p) => p.first),
        batch.map((p) => p.last),
        batch.map((p) => p.dob ?? ''),
        batch.map((p) => p.email ?? ''),
        batch.map((p) => p.phone ?? ''),
        batch.map((p) => p.ref ?? ''),
        keys.map((k) => k.key),
        keys.map((k) => k.skeleton),
      ],
    );
  }
}

/** Precision and recall of found pairs against the truth. */
export function precisionRecall(
  found: readonly { a: string; b: string }[],
  truePairs: ReadonlySet<string>,
): { precision: number; recall: number; found: number; truePositives: number; trueDuplicates: number } {
  const hits = found.filter((p) => truePairs.has(`${p.a} ${p.b}`)).length;
  return {
    precision: found.length === 0 ? 1 : hits / found.length,
    recall: truePairs.size === 0 ? 1 : hits / truePairs.size,
    found: found.length,
    truePositives: hits,
    trueDuplicates: truePairs.size,
  };
}
