// A submission's duplicate candidates: the one person-to-be against the master list, with the import's keys and
// scoring (beneficiaries/dedup: same blocks, scorePair, the organisation's thresholds). One person reads only the
// few blocks it falls in, through the master list's indexes, so this runs at submission time even on a million people.
import { nameKey } from '@aid/common/beneficiaries';
import { PERSON_COLUMNS, personOf } from '../../beneficiaries/dedup/groups.js';
import { levelOf, scorePair } from '../../beneficiaries/dedup/score.js';
import type { Queryable } from '../../db/db.js';
import { type CandidateJson, SUBMISSION_LIMITS } from './model.js';

/** The beneficiary fields of a submission the comparison reads (beneficiaryOf's output). */
export type PersonFields = {
  firstName?: unknown;
  lastName?: unknown;
  dob?: unknown;
  phoneNumber?: unknown;
  email?: unknown;
  externalReferenceNumber?: unknown;
};

/**
 * People read per key at most. A date of birth shared by more than this (a million people over 80 years share one
 * with some 35) or a phone a whole camp uses says little; the import's blocking skips such crowds too.
 */
const BLOCK_ROWS = 200;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

type MasterRow = {
  id: string;
  first_name: string;
  last_name: string;
  dob: string | null;
  name_key: string;
  phone: string | null;
  email: string | null;
  ref: string | null;
  /** The organisation's thresholds, on every row: with no row there is nothing to score. */
  duplicate_threshold: string | number | null;
  possible_threshold: string | number | null;
};

// The import's defaults (beneficiaries/dedup thresholdsOf) when the organisation has set none.
const DEFAULT_THRESHOLDS = { duplicate: 0.92, possible: 0.75 };

/** The master-list people the fields may duplicate, best first (at most SUBMISSION_LIMITS.candidates). */
export async function duplicateCandidates(
  tx: Queryable,
  accountId: string,
  fields: PersonFields,
): Promise<CandidateJson[]> {
  const dob = text(fields.dob);
  const phone = text(fields.phoneNumber);
  const email = text(fields.email)?.toLowerCase() ?? null;
  const ref = text(fields.externalReferenceNumber);
  if (!dob && !phone && !email && !ref) return [];
  const names = nameKey(text(fields.firstName) ?? '', text(fields.lastName) ?? '');
  const person = personOf({ id: 'submission', dob, name_key: names.key, phone, email, ref });
  // One statement, one branch per key the person has, each led by its index. A branch for a missing key is left out
  // rather than compared with NULL: under row-level security PostgreSQL still plans that branch as a parallel
  // sequential scan and starts its workers before finding it empty (some 15 ms each, most of a submission's time).
  const keys: [column: string, cast: string, value: string | null][] = [
    ['dob', '::date', dob],
    ['phone_number', '', phone],
    ['email', '', email],
    ['external_reference_number', '', ref],
  ];
  const present = keys.filter((key): key is [string, string, string] => key[2] !== null);
  const block = ([column, cast]: [string, string, string], at: number) =>
    `(SELECT beneficiary_id AS id, first_name, last_name, ${PERSON_COLUMNS} FROM beneficiaries
       WHERE account_id = $1 AND ${column} = $${at + 2}${cast} LIMIT ${BLOCK_ROWS})`;
  // The thresholds come with the people (one round trip, not two), and the statement is kept prepared: there are
  // at most fifteen of them (one per set of keys present), each run on every submission.
  const rows = await tx.query<MasterRow>(
    `SELECT p.*, a.dedup_duplicate_threshold AS duplicate_threshold, a.dedup_possible_threshold AS possible_threshold
       FROM (${present.map(block).join(' UNION ')}) p CROSS JOIN accounts a WHERE a.account_id = $1`,
    [accountId, ...present.map(([, , value]) => value)],
    { prepare: true },
  );
  const candidates: CandidateJson[] = [];
  for (const row of rows) {
    const thresholds = {
      duplicate: Number(row.duplicate_threshold ?? DEFAULT_THRESHOLDS.duplicate),
      possible: Number(row.possible_threshold ?? DEFAULT_THRESHOLDS.possible),
    };
    const { score, reasons } = scorePair(person, personOf(row), thresholds.possible);
    const level = levelOf(score, thresholds);
    if (!level) continue;
    candidates.push({
      beneficiaryId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      score,
      level,
      reasons,
    });
  }
  // Best first; an equal score keeps a stable order by id so the review list does not shuffle.
  candidates.sort((a, b) => b.score - a.score || (a.beneficiaryId < b.beneficiaryId ? -1 : 1));
  return candidates.slice(0, SUBMISSION_LIMITS.candidates);
}
