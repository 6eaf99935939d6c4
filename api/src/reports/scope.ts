// Who reads which figures. REPORTS VIEW opens the reports; a SELECTED grant names programs, and limits the member to
// those programs' distributions and to the custom lists those distributions were made from (never the master list as
// a whole, which holds every family). Anything named outside that reach is NOT_FOUND, like what does not exist.
import type { Access } from '@aid/common/permissions';
import type { AuthContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { scopeCondition } from '../db/list.js';
import { SqlParams } from '../db/params.js';
import { type NotFoundWhat, ReportError } from './errors.js';

/** The caller's organisation and REPORTS VIEW access (checked by the route: never NONE here). */
export type ReportReach = { accountId: string; access: Access };

export const reachOf = (auth: AuthContext, access: Access): ReportReach => ({ accountId: auth.accountId, access });

/** SQL over one table with account_id and program_id (`distributions`, `programs`; no join) for the rows in reach. */
export function reachCondition(reach: ReportReach, params: SqlParams): string {
  return scopeCondition({ idColumn: 'program_id' }, reach, params);
}

/** 404 naming what was asked for and not found (or not in reach); the ids found are the only ones that count. */
export function assertAllFound(
  what: NotFoundWhat,
  asked: readonly string[] | undefined,
  found: readonly string[],
): void {
  if (!asked) return;
  const known = new Set(found);
  const missing = [...new Set(asked)].filter((id) => !known.has(id));
  if (missing.length > 0) throw ReportError.notFound(what, missing);
}

const NAMED = {
  Program: { table: 'programs', id: 'program_id' },
  Distribution: { table: 'distributions', id: 'distribution_id' },
} as const;

/** 404 unless every program or distribution named is in reach. */
export async function assertInReach(
  tx: Queryable,
  reach: ReportReach,
  what: keyof typeof NAMED,
  ids: readonly string[] | undefined,
): Promise<void> {
  if (!ids) return;
  const { table, id } = NAMED[what];
  const params = new SqlParams();
  const found = await tx.query<Record<string, string>>(
    `SELECT ${id} FROM ${table} WHERE ${reachCondition(reach, params)} AND ${id} = ANY(${params.add([...ids])}::text[])`,
    params.values,
  );
  assertAllFound(
    what,
    ids,
    found.map((r) => r[id] ?? ''),
  );
}

export type ReportedList = { listId: string; listName: string; master: boolean };

/**
 * The lists a beneficiary report covers, in the order asked (by name when none is asked). With EVERYTHING: the
 * master list when none is named, else the named lists. With SELECTED: the custom lists the programs' distributions
 * use; a list outside them, the master list included, is NOT_FOUND.
 */
export async function reportedLists(
  tx: Queryable,
  reach: ReportReach,
  listIds: readonly string[] | undefined,
): Promise<ReportedList[]> {
  const selected = reach.access.accessLevel === 'SELECTED';
  const rows = await tx.query<{ beneficiary_list_id: string; list_name: string; list_type: string }>(
    `SELECT beneficiary_list_id, list_name, list_type FROM beneficiary_lists
      WHERE account_id = $1
        AND CASE WHEN $2::text[] IS NOT NULL THEN beneficiary_list_id = ANY($2::text[])
                 WHEN $3 THEN true
                 ELSE list_type = 'MASTER' END
        AND (NOT $3 OR (list_type = 'CUSTOM' AND beneficiary_list_id IN (
               SELECT beneficiary_list_id FROM distributions WHERE account_id = $1 AND program_id = ANY($4::text[]))))
      ORDER BY lower(list_name) COLLATE "C", beneficiary_list_id COLLATE "C"`,
    [reach.accountId, listIds ? [...listIds] : null, selected, reach.access.objectIds],
  );
  assertAllFound(
    'Beneficiary list',
    listIds,
    rows.map((r) => r.beneficiary_list_id),
  );
  const lists = rows.map((r) => ({
    listId: r.beneficiary_list_id,
    listName: r.list_name,
    master: r.list_type === 'MASTER',
  }));
  if (!listIds) return lists;
  const order = new Map(listIds.map((id, i) => [id, i]));
  return lists.sort((a, b) => (order.get(a.listId) ?? 0) - (order.get(b.listId) ?? 0));
}
