// Blocking: people are read in the order of one key (date of birth, phone, e-mail or external reference) by keyset
// pages, and each run of equal keys (a block) is handed over whole. Only people of one block are compared, so the
// cost grows with the sum of the blocks' squares, not with N². Memory holds one page and one block.
import type { Queryable } from '../../db/db.js';
import { type DedupPerson, tokensOfKey } from './score.js';

export type Runner = <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;

export type BlockKey = 'dob' | 'phone' | 'email' | 'ref';

export const BLOCK_KEYS: readonly BlockKey[] = ['dob', 'ref', 'phone', 'email'];

/**
 * The key's SQL over beneficiaries and temporary_beneficiaries alike. On beneficiaries each is led by an index (0011,
 * 0013); an import has only its date-of-birth index (0020), the others are read by forEachSharedBlock.
 */
const KEY_SQL: Record<BlockKey, { sql: string; type: 'date' | 'text' }> = {
  dob: { sql: 'dob', type: 'date' },
  phone: { sql: 'phone_number', type: 'text' },
  // Stored lower-case (createBeneficiarySchema); lower() here would not be leakproof, and row-level security would
  // then keep every index away from it (see 0013).
  email: { sql: 'email', type: 'text' },
  ref: { sql: 'external_reference_number', type: 'text' },
};

/** Where to read people from: the master list (ids are beneficiary ids) or an import (ids are row numbers). */
export type PeopleSource = {
  table: 'beneficiaries' | 'temporary_beneficiaries';
  /** Trusted SQL selecting the source's rows, with its parameters in `params` ($1…). */
  where: string;
  params: readonly string[];
  idColumn: 'beneficiary_id' | 'row_number';
};

const PAGE_ROWS = 20_000;

type PersonRow = {
  id: string;
  k: string;
  dob: string | null;
  name_key: string;
  phone: string | null;
  email: string | null;
  ref: string | null;
};

export function personOf(row: Omit<PersonRow, 'k'>): DedupPerson {
  return { id: row.id, dob: row.dob, ...tokensOfKey(row.name_key), phone: row.phone, email: row.email, ref: row.ref };
}

export const PERSON_COLUMNS =
  'dob::text AS dob, name_key, phone_number AS phone, lower(email) AS email, external_reference_number AS ref';

/**
 * Calls `onBlock` with every block of people sharing `key` (blocks of one person included, so progress can count
 * them), in key order. `onRows` reports rows read so far.
 */
export async function forEachBlock(
  run: Runner,
  source: PeopleSource,
  key: BlockKey,
  onBlock: (people: DedupPerson[]) => void,
  onRows: (rows: number) => Promise<void>,
): Promise<void> {
  const { sql, type } = KEY_SQL[key];
  const n = source.params.length;
  const idSql = source.idColumn === 'row_number' ? 'row_number' : 'beneficiary_id';
  const idCast = source.idColumn === 'row_number' ? 'int' : 'text';
  // The keyset condition is written with plain comparisons, not a row comparison: (a, b) > (x, y) is not leakproof,
  // so under row-level security it could not reach the index and every page would sort the whole list.
  let after: { k: string; id: string } | null = null;
  const blocks = blockGatherer(onBlock);
  let read = 0;
  for (;;) {
    const page: PersonRow[] = await run((tx) =>
      tx.query<PersonRow>(
        `SELECT ${idSql}::text AS id, ${sql}::text AS k, ${PERSON_COLUMNS}
           FROM ${source.table}
          WHERE ${source.where} AND ${sql} IS NOT NULL
            ${after ? `AND ${sql} >= $${n + 1}::${type} AND (${sql} > $${n + 1}::${type} OR ${idSql} > $${n + 2}::${idCast})` : ''}
          ORDER BY ${sql}, ${idSql} LIMIT ${PAGE_ROWS}`,
        after ? [...source.params, after.k, after.id] : [...source.params],
      ),
    );
    blocks.add(page);
    read += page.length;
    await onRows(read);
    const last = page.at(-1);
    if (!last || page.length < PAGE_ROWS) break;
    after = { k: last.k, id: last.id };
  }
  blocks.end();
}

/**
 * Calls `onBlock` with every block of an import's rows sharing an exact key (phone, e-mail or reference) that
 * pairsOfBlock would compare (2 to EXACT_BLOCK_MAX rows), in key order, rows in row order: the blocks forEachBlock
 * would give, without the ones that make no pair. The import needs no index per key (one cost every row of every
 * import): one GROUP BY names the shared keys, then their rows are read a page at a time, each page one pass over the
 * import matching a hashed list of keys. Two plain statements rather than a join: right after a check writes its
 * rows the statistics do not know them, and a join planned on that picked a nested loop that ran for minutes.
 */
export async function forEachSharedBlock(
  tx: Queryable,
  importId: string,
  key: Exclude<BlockKey, 'dob'>,
  onBlock: (people: DedupPerson[]) => void,
  pageRows = PAGE_ROWS,
): Promise<void> {
  const { sql } = KEY_SQL[key];
  const shared = await tx.query<{ k: string; n: number }>(
    `SELECT ${sql} AS k, count(*)::int AS n FROM temporary_beneficiaries
      WHERE import_id = $1 AND ${sql} IS NOT NULL
      GROUP BY 1 HAVING count(*) BETWEEN 2 AND ${EXACT_BLOCK_MAX} ORDER BY 1`,
    [importId],
  );
  for (let at = 0; at < shared.length; ) {
    const keys: string[] = [];
    for (let rows = 0; at < shared.length && rows < pageRows; at++) {
      const next = shared[at] as { k: string; n: number };
      keys.push(next.k);
      rows += Number(next.n);
    }
    const page = await tx.query<PersonRow>(
      `SELECT row_number::text AS id, ${sql} AS k, ${PERSON_COLUMNS} FROM temporary_beneficiaries
        WHERE import_id = $1 AND ${sql} = ANY($2::text[]) ORDER BY ${sql}, row_number`,
      [importId, keys],
    );
    const blocks = blockGatherer(onBlock);
    blocks.add(page);
    blocks.end();
  }
}

/**
 * Rows read in key order, a page at a time, made into blocks: a block goes to `onBlock` when the key changes, so one
 * may run across pages, and the last one when `end` is called.
 */
function blockGatherer(onBlock: (people: DedupPerson[]) => void): {
  add: (rows: readonly PersonRow[]) => void;
  end: () => void;
} {
  let block: DedupPerson[] = [];
  let blockKey: string | null = null;
  return {
    add: (rows) => {
      for (const row of rows) {
        if (row.k !== blockKey) {
          if (block.length > 0) onBlock(block);
          block = [];
          blockKey = row.k;
        }
        block.push(personOf(row));
      }
    },
    end: () => {
      if (block.length > 0) onBlock(block);
    },
  };
}

/**
 * An exact identifier shared by more people than this (an NGO's own phone number written for every family, a
 * placeholder e-mail) says nothing about any pair of them: such blocks are skipped rather than turned into N² pairs.
 */
export const EXACT_BLOCK_MAX = 20;

/**
 * A date-of-birth block larger than this (registrations that only know the year write YYYY-01-01) is split by the
 * first letter of each name token's skeleton: a person joins one sub-block per token, so a transposed name still
 * meets its twin, and only a typo in the first consonant of every token escapes.
 */
export const DOB_BLOCK_SPLIT = 150;

/** Calls `compare` once for every pair of a block worth comparing under the rules above. */
export function pairsOfBlock(
  key: BlockKey,
  people: readonly DedupPerson[],
  compare: (a: DedupPerson, b: DedupPerson) => void,
): void {
  if (people.length < 2) return;
  if (key !== 'dob') {
    if (people.length > EXACT_BLOCK_MAX) return;
    allPairs(people, compare);
    return;
  }
  if (people.length <= DOB_BLOCK_SPLIT) {
    allPairs(people, compare);
    return;
  }
  const seen = new Set<string>();
  for (const sub of byInitial(people).values()) {
    allPairs(sub, (a, b) => {
      const id = a.id < b.id ? `${a.id} ${b.id}` : `${b.id} ${a.id}`;
      if (seen.has(id)) return;
      seen.add(id);
      compare(a, b);
    });
  }
}

/**
 * Calls `compare(a, b)` for each a of `left` and b of `right` worth comparing: every pair, or, when the two together
 * make a date-of-birth block larger than DOB_BLOCK_SPLIT, the pairs sharing the first letter of a token's skeleton
 * (as pairsOfBlock splits such a block).
 */
export function pairsAcross(
  left: readonly DedupPerson[],
  right: readonly DedupPerson[],
  compare: (a: DedupPerson, b: DedupPerson) => void,
): void {
  if (left.length + right.length <= DOB_BLOCK_SPLIT) {
    for (const a of left) for (const b of right) compare(a, b);
    return;
  }
  const subBlocks = byInitial(right);
  for (const a of left) {
    const seen = new Set<DedupPerson>();
    for (const initial of initials(a)) {
      for (const b of subBlocks.get(initial) ?? []) {
        if (seen.has(b)) continue;
        seen.add(b);
        compare(a, b);
      }
    }
  }
}

/** The first letters of a person's name-token skeletons: the sub-blocks of a split date-of-birth block they join. */
function initials(person: DedupPerson): Set<string> {
  return new Set(person.skeletons.map((s) => s[0] ?? ''));
}

/** The people of a split date-of-birth block by sub-block (see DOB_BLOCK_SPLIT); one person may be in several. */
function byInitial(people: readonly DedupPerson[]): Map<string, DedupPerson[]> {
  const subBlocks = new Map<string, DedupPerson[]>();
  for (const person of people) {
    for (const initial of initials(person)) {
      const sub = subBlocks.get(initial);
      if (sub) sub.push(person);
      else subBlocks.set(initial, [person]);
    }
  }
  return subBlocks;
}

function allPairs(people: readonly DedupPerson[], compare: (a: DedupPerson, b: DedupPerson) => void): void {
  for (let i = 0; i < people.length; i++) {
    const a = people[i] as DedupPerson;
    for (let j = i + 1; j < people.length; j++) compare(a, people[j] as DedupPerson);
  }
}
