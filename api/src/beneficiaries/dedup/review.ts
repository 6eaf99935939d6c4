// The review queue: pages of candidate pairs, and the two decisions (merge, distinct). Reviewing compares people
// across the whole master list, so it needs BENEFICIARY_LISTS at level EVERYTHING (VIEW to read, UPDATE to decide).
import {
  BENEFICIARY_DUPLICATE_LIST,
  BENEFICIARY_MESSAGES,
  type BeneficiaryDuplicatePairJson,
  type BeneficiaryJson,
  type DuplicateLevel,
  type DuplicateReason,
  type DuplicateStatus,
} from '@aid/common/beneficiaries';
import { fieldError } from '@aid/common/errors';
import type { PageJson } from '@aid/common/rest';
import type { AuthContext } from '../../auth/context.js';
import type { Queryable } from '../../db/db.js';
import { type ListQuery, type ListSource, listPage } from '../../db/list.js';
import { toIso, toIsoOrNull } from '../../db/rows.js';
import { accessOf, visibleListIds } from '../access.js';
import { BeneficiaryError } from '../errors.js';
import { BENEFICIARIES, type BeneficiaryRow, toBeneficiaryJson } from '../model.js';

export type PairRow = {
  pair_id: string;
  account_id: string;
  beneficiary_id_a: string;
  beneficiary_id_b: string;
  score: number | string;
  level: DuplicateLevel;
  reasons: DuplicateReason[];
  status: DuplicateStatus;
  kept_beneficiary_id: string | null;
  decided_by: string | null;
  decided_at: string | Date | null;
  created_at: string | Date;
  removed_beneficiary: BeneficiaryJson | string | null;
};

export const PAIR_COLUMNS =
  'pair_id, account_id, beneficiary_id_a, beneficiary_id_b, score, level, reasons, status, kept_beneficiary_id, ' +
  'decided_by, decided_at, created_at, removed_beneficiary';

export const DUPLICATE_PAIRS: ListSource = {
  name: 'beneficiary duplicates',
  table: 'beneficiary_duplicates',
  idColumn: 'pair_id',
  columns: PAIR_COLUMNS,
  declaration: BENEFICIARY_DUPLICATE_LIST,
};

/** 403 unless the caller's BENEFICIARY_LISTS `action` reaches every list. */
export function requireEverything(auth: AuthContext, action: 'VIEW' | 'UPDATE'): void {
  if (accessOf(auth, action).accessLevel !== 'EVERYTHING') {
    throw new BeneficiaryError('FORBIDDEN', BENEFICIARY_MESSAGES.reviewNeedsEverything({ action }));
  }
}

// A pair whose beneficiary has gone without a merge (deleted since the run) cannot be shown; the next run drops it.
const SHOWABLE = (column: string) =>
  `(EXISTS (SELECT 1 FROM beneficiaries x WHERE x.beneficiary_id = ${column})
    OR removed_beneficiary->>'beneficiaryId' = ${column})`;

export async function listDuplicatePairs(
  auth: AuthContext,
  query: ListQuery,
): Promise<PageJson<BeneficiaryDuplicatePairJson>> {
  requireEverything(auth, 'VIEW');
  return auth.run(async (tx) => {
    const scope = {
      accountId: auth.accountId,
      access: { accessLevel: 'EVERYTHING' as const, objectIds: [] },
      where: () => `${SHOWABLE('beneficiary_id_a')} AND ${SHOWABLE('beneficiary_id_b')}`,
    };
    const page = await listPage<PairRow>(tx, DUPLICATE_PAIRS, scope, query);
    const json = await pairsJson(tx, auth.accountId, page.rows);
    // A pair that lost a beneficiary between the two queries is left out together with its cursor.
    const kept = json.flatMap((item, i) => (item ? [{ item, cursor: page.cursors[i] ?? '' }] : []));
    return {
      items: kept.map((k) => k.item),
      cursors: kept.map((k) => k.cursor),
      totalCount: page.totalCount,
      startCursor: page.startCursor,
      endCursor: page.endCursor,
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
    };
  });
}

/** The pairs' JSON with both beneficiaries (as they are, or as they were when a merge removed them). */
export async function pairsJson(
  tx: Queryable,
  accountId: string,
  rows: readonly PairRow[],
): Promise<(BeneficiaryDuplicatePairJson | null)[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.beneficiary_id_a, r.beneficiary_id_b]))];
  const found =
    ids.length === 0
      ? []
      : await tx.query<BeneficiaryRow>(
          `SELECT ${BENEFICIARIES.columns} FROM beneficiaries WHERE account_id = $1 AND beneficiary_id = ANY($2::text[])`,
          [accountId, ids],
        );
  const lists = await visibleListIds(tx, accountId, { accessLevel: 'EVERYTHING', objectIds: [] }, found);
  const byId = new Map(found.map((b) => [b.beneficiary_id, toBeneficiaryJson(b, lists.get(b.beneficiary_id) ?? [])]));
  return rows.map((row) => {
    const removed =
      typeof row.removed_beneficiary === 'string'
        ? (JSON.parse(row.removed_beneficiary) as BeneficiaryJson)
        : row.removed_beneficiary;
    const of = (id: string) => byId.get(id) ?? (removed?.beneficiaryId === id ? removed : undefined);
    const a = of(row.beneficiary_id_a);
    const b = of(row.beneficiary_id_b);
    if (!a || !b) return null;
    return {
      pairId: row.pair_id,
      beneficiaryA: a,
      beneficiaryB: b,
      score: Number(row.score),
      level: row.level,
      reasons: [...row.reasons],
      status: row.status,
      keptBeneficiaryId: row.kept_beneficiary_id,
      decidedBy: row.decided_by,
      decidedAt: toIsoOrNull(row.decided_at),
      createdAt: toIso(row.created_at),
    };
  });
}

/** The pair, locked for a decision: 404 when unknown, 409 when already decided. */
export async function lockPendingPair(tx: Queryable, accountId: string, pairId: string): Promise<PairRow> {
  const [row] = await tx.query<PairRow>(
    `SELECT ${PAIR_COLUMNS} FROM beneficiary_duplicates WHERE account_id = $1 AND pair_id = $2 FOR UPDATE`,
    [accountId, pairId],
  );
  if (!row) throw new BeneficiaryError('NOT_FOUND', BENEFICIARY_MESSAGES.pairNotFound());
  if (row.status !== 'PENDING') {
    throw new BeneficiaryError('CONFLICT', BENEFICIARY_MESSAGES.pairDecided({ status: row.status }));
  }
  return row;
}

export async function onePairJson(
  tx: Queryable,
  accountId: string,
  pairId: string,
): Promise<BeneficiaryDuplicatePairJson> {
  const [row] = await tx.query<PairRow>(
    `SELECT ${PAIR_COLUMNS} FROM beneficiary_duplicates WHERE account_id = $1 AND pair_id = $2`,
    [accountId, pairId],
  );
  const [json] = row ? await pairsJson(tx, accountId, [row]) : [];
  if (!json) throw new BeneficiaryError('NOT_FOUND', BENEFICIARY_MESSAGES.pairNotFound());
  return json;
}

export function keepProblem(pair: PairRow, keepId: string): BeneficiaryError | undefined {
  if (keepId === pair.beneficiary_id_a || keepId === pair.beneficiary_id_b) return undefined;
  return new BeneficiaryError('VALIDATION_FAILED', BENEFICIARY_MESSAGES.keepOneOfPair(), [
    fieldError(
      'keepBeneficiaryId',
      'NOT_ONE_OF',
      { values: `${pair.beneficiary_id_a}, ${pair.beneficiary_id_b}` },
      `must be ${pair.beneficiary_id_a} or ${pair.beneficiary_id_b}`,
    ),
  ]);
}
