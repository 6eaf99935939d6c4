// An import's dry run: which of its rows duplicate someone already in the master list, or an earlier row of the same
// file. Same keys and scoring as the whole-list run; the master list is reached through its indexes, a chunk of
// the file's rows at a time, so a 10,000-row file against a million people reads only the blocks it touches.
import type { DuplicateReason } from '@aid/common/beneficiaries';
import type { Queryable } from '../../db/db.js';
import {
  BLOCK_KEYS,
  type BlockKey,
  EXACT_BLOCK_MAX,
  forEachBlock,
  forEachSharedBlock,
  PERSON_COLUMNS,
  pairsAcross,
  pairsOfBlock,
  personOf,
} from './groups.js';
import { type DedupPerson, levelOf, scorePair, type Thresholds } from './score.js';

/** The import row's columns of a master-list match, beside the master person's. */
type FileSide = {
  row: string;
  t_dob: string | null;
  t_name_key: string;
  t_phone: string | null;
  t_email: string | null;
  t_ref: string | null;
};

type Match = { of: string | null; ofRow: number | null; score: number; reasons: DuplicateReason[] };

const CHUNK_ROWS = 5000;

/**
 * From this many rows on, the date-of-birth comparison reads the master list a birth year at a time instead of
 * joining it row by row: a large file touches most birth dates, and the join would send each master person once per
 * file row sharing their date (a 100,000-row file against 200,000 people: 900,000 rows instead of 200,000).
 */
const BY_YEAR_FROM_ROWS = 20_000;

/**
 * master-list column and import column of each key; exact keys shared by too many people are skipped (groups.ts).
 * The crowd test names the master row, not the import row, so it runs for the few rows that match rather than for
 * every row of the chunk.
 */
const JOINS = [
  { on: 'b.dob = t.dob', crowd: null },
  { on: 'b.phone_number = t.phone_number', crowd: 'c.phone_number = b.phone_number' },
  { on: 'b.email = t.email', crowd: 'c.email = b.email' },
  {
    on: 'b.external_reference_number = t.external_reference_number',
    crowd: 'c.external_reference_number = b.external_reference_number',
  },
] as const;

/**
 * Writes duplicate_of / duplicate_of_row / duplicate_score / duplicate_level / duplicate_reasons on the import's
 * temporary_beneficiaries (the best match of each row; the master list wins a tie) and returns how many rows are
 * flagged (DUPLICATE or POSSIBLE_DUPLICATE). Runs in the caller's transaction; running it again gives the same.
 */
export async function checkImportDuplicates(
  tx: Queryable,
  {
    accountId,
    importId,
    thresholds,
    byYearFromRows = BY_YEAR_FROM_ROWS,
  }: { accountId: string; importId: string; thresholds: Thresholds; byYearFromRows?: number },
): Promise<{ duplicateRows: number }> {
  const best = new Map<number, Match>();
  const offer = (row: number, match: Match) => {
    const current = best.get(row);
    if (!current || match.score > current.score) best.set(row, match);
  };

  // Within the file: the later row of a pair duplicates the earlier one. Kept apart and laid over the master list's
  // matches at the end, so the date-of-birth blocks can be compared while the by-year run has them in hand.
  const within = new Map<number, Match>();
  const withinFile = (key: BlockKey) => (people: DedupPerson[]) =>
    pairsOfBlock(key, people, (x, y) => {
      const [earlier, later] = Number(x.id) < Number(y.id) ? [x, y] : [y, x];
      const scored = scorePair(earlier, later, thresholds.possible);
      if (scored.score < thresholds.possible) return;
      const current = within.get(Number(later.id));
      if (!current || scored.score > current.score) {
        within.set(Number(later.id), { of: null, ofRow: Number(earlier.id), ...scored });
      }
    });

  // Against the master list, a chunk of rows at a time.
  const [range] = await tx.query<{ lo: number | null; hi: number | null; n: number }>(
    `SELECT min(row_number) AS lo, max(row_number) AS hi, count(*)::int AS n
       FROM temporary_beneficiaries WHERE import_id = $1`,
    [importId],
  );
  const byYear = Number(range?.n ?? 0) >= byYearFromRows;
  if (byYear) {
    await sameBirthDateByYear(
      tx,
      accountId,
      importId,
      (row, master) => {
        const scored = scorePair(row, master, thresholds.possible);
        if (scored.score >= thresholds.possible) offer(Number(row.id), { of: master.id, ofRow: null, ...scored });
      },
      withinFile('dob'),
    );
  }
  for (let lo = range?.lo ?? 1; range?.hi != null && lo <= range.hi; lo += CHUNK_ROWS) {
    // The file's side of each pair comes with the match: reading the chunk's rows beforehand cost a statement and
    // every row of the file for the few that match.
    const people = new Map<string, DedupPerson>();
    const masters = new Map<string, DedupPerson>();
    const compared = new Set<string>();
    for (const join of JOINS) {
      if (byYear && join.crowd === null) continue;
      const crowded = join.crowd
        ? `AND (SELECT count(*) FROM (SELECT 1 FROM beneficiaries c WHERE c.account_id = $1 AND ${join.crowd}
                  LIMIT ${EXACT_BLOCK_MAX + 1}) x) <= ${EXACT_BLOCK_MAX}`
        : '';
      const found = await tx.query<Parameters<typeof personOf>[0] & FileSide>(
        `SELECT t.row_number::text AS row, b.beneficiary_id AS id, b.dob::text AS dob, b.name_key,
                b.phone_number AS phone, lower(b.email) AS email, b.external_reference_number AS ref,
                t.dob::text AS t_dob, t.name_key AS t_name_key, t.phone_number AS t_phone, lower(t.email) AS t_email,
                t.external_reference_number AS t_ref
           FROM temporary_beneficiaries t
           JOIN beneficiaries b ON b.account_id = $1 AND ${join.on}
          WHERE t.import_id = $2 AND t.row_number >= $3 AND t.row_number < $4 ${crowded}`,
        [accountId, importId, lo, lo + CHUNK_ROWS],
      );
      for (const hit of found) {
        const pairKey = `${hit.row} ${hit.id}`;
        if (compared.has(pairKey)) continue;
        compared.add(pairKey);
        let row = people.get(hit.row);
        if (!row) {
          row = personOf({
            id: hit.row,
            dob: hit.t_dob,
            name_key: hit.t_name_key,
            phone: hit.t_phone,
            email: hit.t_email,
            ref: hit.t_ref,
          });
          people.set(hit.row, row);
        }
        let master = masters.get(hit.id);
        if (!master) {
          master = personOf(hit);
          masters.set(hit.id, master);
        }
        const scored = scorePair(row, master, thresholds.possible);
        if (scored.score >= thresholds.possible) offer(Number(hit.row), { of: hit.id, ofRow: null, ...scored });
      }
    }
  }

  for (const key of BLOCK_KEYS) {
    if (key === 'dob') {
      if (byYear) continue;
      // Most rows share a birth date with another: read them all, in date order, through the import's date index.
      const source = {
        table: 'temporary_beneficiaries',
        where: 'import_id = $1',
        params: [importId],
        idColumn: 'row_number',
      } as const;
      await forEachBlock(
        (fn) => fn(tx),
        source,
        key,
        withinFile(key),
        async () => undefined,
      );
    } else {
      // Few rows share a phone, e-mail or reference: only those are read.
      await forEachSharedBlock(tx, importId, key, withinFile(key));
    }
  }
  // Ties go to the master list (found first) or to the earliest row.
  for (const [row, match] of within) {
    const current = best.get(row);
    if (!current || match.score > current.score) best.set(row, match);
  }

  await tx.query(
    `UPDATE temporary_beneficiaries SET duplicate_of = NULL, duplicate_of_row = NULL, duplicate_score = NULL,
            duplicate_level = NULL, duplicate_reasons = NULL
      WHERE import_id = $1 AND duplicate_level IS NOT NULL`,
    [importId],
  );
  const flagged = [...best.entries()];
  for (let at = 0; at < flagged.length; at += CHUNK_ROWS) {
    const batch = flagged.slice(at, at + CHUNK_ROWS);
    await tx.query(
      `UPDATE temporary_beneficiaries t
          SET duplicate_of = NULLIF(u.of, ''), duplicate_of_row = NULLIF(u.of_row, 0), duplicate_score = u.score,
              duplicate_level = u.level, duplicate_reasons = string_to_array(u.reasons, ',')
         FROM unnest($2::int[], $3::text[], $4::int[], $5::real[], $6::text[], $7::text[])
              AS u(row_number, of, of_row, score, level, reasons)
        WHERE t.import_id = $1 AND t.row_number = u.row_number`,
      [
        importId,
        batch.map(([row]) => row),
        // unnest cannot carry NULLs in a typed array from every driver alike: '' and 0 stand for "none".
        batch.map(([, m]) => m.of ?? ''),
        batch.map(([, m]) => m.ofRow ?? 0),
        batch.map(([, m]) => m.score),
        batch.map(([, m]) => levelOf(m.score, thresholds) ?? 'POSSIBLE_DUPLICATE'),
        batch.map(([, m]) => m.reasons.join(',')),
      ],
    );
  }
  return { duplicateRows: flagged.length };
}

/**
 * Calls `compare` for each pair (file row, master person) born the same day, one birth year at a time: both sides of
 * a year are read whole (a year of a million people is some 20,000), grouped by date, and compared as the whole-list
 * run compares a block (pairsAcross, groups.ts). Hands each date's file rows, in row order, to `onFileDate` too: the
 * file's own date-of-birth blocks, in date order, without reading the file a second time.
 */
async function sameBirthDateByYear(
  tx: Queryable,
  accountId: string,
  importId: string,
  compare: (row: DedupPerson, master: DedupPerson) => void,
  onFileDate: (people: DedupPerson[]) => void,
): Promise<void> {
  const years = await tx.query<{ y: number }>(
    `SELECT DISTINCT extract(year FROM dob)::int AS y FROM temporary_beneficiaries
      WHERE import_id = $1 AND dob IS NOT NULL ORDER BY 1`,
    [importId],
  );
  const byDate = (people: Parameters<typeof personOf>[0][]) => {
    const groups = new Map<string, DedupPerson[]>();
    for (const row of people) {
      const person = personOf(row);
      const group = groups.get(person.dob ?? '');
      if (group) group.push(person);
      else groups.set(person.dob ?? '', [person]);
    }
    return groups;
  };
  for (const { y } of years) {
    const from = `${String(y).padStart(4, '0')}-01-01`;
    const to = `${String(y + 1).padStart(4, '0')}-01-01`;
    const rows = byDate(
      await tx.query(
        `SELECT row_number::text AS id, ${PERSON_COLUMNS} FROM temporary_beneficiaries
          WHERE import_id = $1 AND dob >= $2::date AND dob < $3::date ORDER BY dob, row_number`,
        [importId, from, to],
      ),
    );
    const masters = byDate(
      await tx.query(
        `SELECT beneficiary_id AS id, ${PERSON_COLUMNS} FROM beneficiaries
          WHERE account_id = $1 AND dob >= $2::date AND dob < $3::date`,
        [accountId, from, to],
      ),
    );
    for (const [dob, people] of rows) {
      const block = masters.get(dob);
      if (block) pairsAcross(people, block, compare);
      onFileDate(people);
    }
  }
}
