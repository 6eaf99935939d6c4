// The whole master list's deduplication: find candidate pairs block by block (groups.ts), score them (score.ts) and
// write them to the review queue, keeping every decided pair as it was decided.
import { newId } from '@aid/common/ids';
import type { Queryable } from '../../db/db.js';
import {
  BLOCK_KEYS,
  type BlockKey,
  forEachBlock,
  PERSON_COLUMNS,
  type PeopleSource,
  pairsOfBlock,
  personOf,
  type Runner,
} from './groups.js';
import { type DedupPerson, levelOf, type PairScore, scorePair, type Thresholds } from './score.js';

export type FoundPair = PairScore & { a: string; b: string };

/** The organisation's thresholds (accounts.dedup_duplicate_threshold, dedup_possible_threshold). */
export async function thresholdsOf(tx: Queryable, accountId: string): Promise<Thresholds> {
  const [row] = await tx.query<{ duplicate: string | number; possible: string | number }>(
    `SELECT dedup_duplicate_threshold AS duplicate, dedup_possible_threshold AS possible
       FROM accounts WHERE account_id = $1`,
    [accountId],
  );
  return { duplicate: Number(row?.duplicate ?? 0.92), possible: Number(row?.possible ?? 0.75) };
}

/**
 * Every pair of the master list scoring at least the possible threshold. `progress(done, total)` counts rows read
 * over the four passes (one per blocking key).
 */
export async function findDuplicatePairs(
  run: Runner,
  accountId: string,
  thresholds: Thresholds,
  progress: (done: number, total: number) => Promise<void> = async () => undefined,
  inMemoryRows = IN_MEMORY_ROWS,
): Promise<FoundPair[]> {
  const [counts] = await run((tx) =>
    tx.query<{ rows: number; total: number }>(
      `SELECT count(*)::int AS rows,
              (count(dob) + count(phone_number) + count(email) + count(external_reference_number))::int AS total
         FROM beneficiaries WHERE account_id = $1`,
      [accountId],
    ),
  );
  const total = Number(counts?.total ?? 0);
  const found = new Map<string, FoundPair>();
  const compare = (x: DedupPerson, y: DedupPerson) => {
    const [a, b] = x.id < y.id ? [x, y] : [y, x];
    const id = `${a.id} ${b.id}`;
    // Every pass scores a pair from both whole rows, so a pair found once need not be scored again.
    if (found.has(id)) return;
    const scored = scorePair(a, b, thresholds.possible);
    if (scored.score >= thresholds.possible) found.set(id, { a: a.id, b: b.id, ...scored });
  };
  // A small master list (the demo's, most organisations') is read once and blocked in memory: one query, not four
  // passes of keyset pages. Large ones stream, so memory holds a page and a block whatever their size.
  if (Number(counts?.rows ?? 0) <= inMemoryRows) {
    const everyone = await run((tx) =>
      tx.query<Parameters<typeof personOf>[0]>(
        `SELECT beneficiary_id AS id, ${PERSON_COLUMNS} FROM beneficiaries WHERE account_id = $1`,
        [accountId],
      ),
    );
    const people = everyone.map(personOf);
    for (const key of BLOCK_KEYS) {
      for (const block of blocksInMemory(people, key)) pairsOfBlock(key, block, compare);
    }
    await progress(total, total);
    return [...found.values()];
  }
  const source: PeopleSource = {
    table: 'beneficiaries',
    where: 'account_id = $1',
    params: [accountId],
    idColumn: 'beneficiary_id',
  };
  let before = 0;
  for (const key of BLOCK_KEYS) {
    let readInPass = 0;
    await forEachBlock(
      run,
      source,
      key,
      (people) => pairsOfBlock(key, people, compare),
      async (rows) => {
        readInPass = rows;
        await progress(before + rows, total);
      },
    );
    before += readInPass;
  }
  return [...found.values()];
}

const IN_MEMORY_ROWS = 50_000;

function blocksInMemory(people: readonly DedupPerson[], key: BlockKey): DedupPerson[][] {
  const blocks = new Map<string, DedupPerson[]>();
  for (const person of people) {
    const value = person[key];
    if (value === null) continue;
    const block = blocks.get(value);
    if (block) block.push(person);
    else blocks.set(value, [person]);
  }
  return [...blocks.values()];
}

const WRITE_BATCH = 5000;

/**
 * Writes a run's pairs: new ones PENDING, PENDING ones re-scored, decided ones (MERGED, DISTINCT) untouched, and
 * PENDING pairs this run no longer found removed. Then the organisation's duplicatesTotal and lastDeduplication.
 * Returns the number of PENDING pairs.
 */
export async function writePairs(
  run: Runner,
  accountId: string,
  runId: string,
  thresholds: Thresholds,
  pairs: readonly FoundPair[],
): Promise<number> {
  for (let at = 0; at < pairs.length; at += WRITE_BATCH) {
    const batch = pairs.slice(at, at + WRITE_BATCH);
    await run((tx) =>
      tx.query(
        `INSERT INTO beneficiary_duplicates (pair_id, account_id, beneficiary_id_a, beneficiary_id_b, score, level,
                                            reasons, run_id)
         SELECT p, $1, a, b, s, l, string_to_array(r, ','), $2
           FROM unnest($3::text[], $4::text[], $5::text[], $6::real[], $7::text[], $8::text[]) AS t(p, a, b, s, l, r)
         ON CONFLICT (account_id, beneficiary_id_a, beneficiary_id_b) DO UPDATE
            SET score = EXCLUDED.score, level = EXCLUDED.level, reasons = EXCLUDED.reasons, run_id = EXCLUDED.run_id
          WHERE beneficiary_duplicates.status = 'PENDING'`,
        [
          accountId,
          runId,
          batch.map(() => newId('duplicatePair')),
          batch.map((p) => p.a),
          batch.map((p) => p.b),
          batch.map((p) => p.score),
          batch.map((p) => levelOf(p.score, thresholds) ?? 'POSSIBLE_DUPLICATE'),
          batch.map((p) => p.reasons.join(',')),
        ],
      ),
    );
  }
  return run(async (tx) => {
    await tx.query(
      `DELETE FROM beneficiary_duplicates
        WHERE account_id = $1 AND status = 'PENDING' AND run_id IS DISTINCT FROM $2`,
      [accountId, runId],
    );
    return refreshDuplicatesTotal(tx, accountId, true);
  });
}

/** accounts.duplicates_total = the PENDING pairs (from the queue's index); with `ran`, lastDeduplication = now. */
export async function refreshDuplicatesTotal(tx: Queryable, accountId: string, ran = false): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `UPDATE accounts SET duplicates_total = (SELECT count(*) FROM beneficiary_duplicates
                                              WHERE account_id = $1 AND status = 'PENDING')
                         ${ran ? ', last_deduplication = now()' : ''}
      WHERE account_id = $1 RETURNING duplicates_total AS n`,
    [accountId],
  );
  return Number(row?.n ?? 0);
}

export type DeduplicationResult = { pairs: number; duplicates: number; possibleDuplicates: number; pending: number };

/** The whole run: find, write, count. `runId` tells this run's pairs from older ones (the job id). */
export async function deduplicate(
  run: Runner,
  accountId: string,
  runId: string,
  progress?: (done: number, total: number) => Promise<void>,
): Promise<DeduplicationResult> {
  const thresholds = await run((tx) => thresholdsOf(tx, accountId));
  const pairs = await findDuplicatePairs(run, accountId, thresholds, progress);
  const pending = await writePairs(run, accountId, runId, thresholds, pairs);
  const duplicates = pairs.filter((p) => levelOf(p.score, thresholds) === 'DUPLICATE').length;
  return { pairs: pairs.length, duplicates, possibleDuplicates: pairs.length - duplicates, pending };
}
