// Who sees and changes which lists and beneficiaries. BENEFICIARY_LISTS grants are per list: SELECTED access names
// custom list ids (bel--), never the master list, which needs EVERYTHING. A beneficiary is visible through any list
// that holds them and that the caller may see; a list or beneficiary the caller may not see answers NOT_FOUND.
import { BENEFICIARY_MESSAGES } from '@aid/common/beneficiaries';
import { type Access, type Action, accessFor } from '@aid/common/permissions';
import { type AuthContext, requireAccess } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import type { ListScope } from '../db/list.js';
import type { SqlParams } from '../db/params.js';
import { BeneficiaryError } from './errors.js';
import type { BeneficiaryListRow } from './model.js';

const SECTION = 'BENEFICIARY_LISTS';

/** The caller's access for `action`, or 403 when it is NONE. */
export function accessOf(auth: AuthContext, action: Action): Access {
  return requireAccess(auth, SECTION, action);
}

/** Lists the caller may see: with SELECTED access only the selected custom lists. */
export function listScope(auth: AuthContext, access: Access = accessOf(auth, 'VIEW')): ListScope {
  return {
    accountId: auth.accountId,
    access,
    where: access.accessLevel === 'SELECTED' ? () => "list_type = 'CUSTOM'" : undefined,
  };
}

/**
 * The beneficiaries of a list the caller was already let into: every one of the organisation's for the master list,
 * the members of a custom one. Access to the list reaches all of them, so no SELECTED filter applies to the rows.
 */
export function membersScope(auth: AuthContext, list: BeneficiaryListRow): ListScope {
  const listId = list.beneficiary_list_id;
  const where =
    list.list_type === 'MASTER'
      ? (params: SqlParams) => `group_id = ${params.add(listId)}`
      : (params: SqlParams) =>
          `beneficiary_id IN (SELECT beneficiary_id FROM beneficiary_list_members
                               WHERE beneficiary_list_id = ${params.add(listId)})`;
  return { accountId: auth.accountId, access: { accessLevel: 'EVERYTHING', objectIds: [] }, where };
}

/**
 * What the caller may know about: their VIEW access joined with the access of the action they ask for, so an
 * UPDATE grant on a list also reveals it (404 when neither, 403 when visible but the action is not allowed).
 */
export function knownAccess(auth: AuthContext, action: Access): Access {
  const view = accessFor(auth.permissions, SECTION, 'VIEW');
  if (action.accessLevel === 'EVERYTHING' || view.accessLevel === 'EVERYTHING') {
    return { accessLevel: 'EVERYTHING', objectIds: [] };
  }
  const ids = new Set(action.objectIds);
  if (view.accessLevel === 'SELECTED') for (const id of view.objectIds) ids.add(id);
  return { accessLevel: 'SELECTED', objectIds: [...ids] };
}

export function allowsList(
  access: Access,
  list: Pick<BeneficiaryListRow, 'beneficiary_list_id' | 'list_type'>,
): boolean {
  if (access.accessLevel === 'EVERYTHING') return true;
  return (
    access.accessLevel === 'SELECTED' &&
    list.list_type === 'CUSTOM' &&
    access.objectIds.includes(list.beneficiary_list_id)
  );
}

/** 403 unless `access` covers the list; the caller already knows the list exists. */
export function assertAllowsList(access: Access, list: BeneficiaryListRow, action: Action): void {
  if (!allowsList(access, list)) {
    const named = listDenied(action);
    throw new BeneficiaryError(
      'FORBIDDEN',
      named
        ? named({ list: list.list_name })
        : BENEFICIARY_MESSAGES.listDenied({ action: action.toLowerCase(), list: list.list_name }),
    );
  }
}

/**
 * SQL over `beneficiaries` that holds for the beneficiaries `access` reaches: all of the organisation's with
 * EVERYTHING, members of the selected lists with SELECTED.
 */
export function beneficiaryCondition(access: Access, params: SqlParams): string {
  if (access.accessLevel === 'EVERYTHING') return 'TRUE';
  if (access.accessLevel === 'NONE' || access.objectIds.length === 0) return 'FALSE';
  return `beneficiary_id IN (SELECT beneficiary_id FROM beneficiary_list_members
           WHERE beneficiary_list_id = ANY(${params.add(access.objectIds)}::text[]))`;
}

/** The beneficiaries `access` reaches, as a list-engine scope (SELECTED list ids are not beneficiary ids). */
export function beneficiaryScope(accountId: string, access: Access): ListScope {
  return {
    accountId,
    access: access.accessLevel === 'NONE' ? access : { accessLevel: 'EVERYTHING', objectIds: [] },
    where: (params) => beneficiaryCondition(access, params),
  };
}

/** For each beneficiary, the lists holding them that `access` reaches: the master list first, then by name. */
export async function visibleListIds(
  tx: Queryable,
  accountId: string,
  access: Access,
  beneficiaries: readonly { beneficiary_id: string; group_id: string }[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const b of beneficiaries) out.set(b.beneficiary_id, access.accessLevel === 'EVERYTHING' ? [b.group_id] : []);
  if (beneficiaries.length === 0) return out;
  const rows = await tx.query<{ beneficiary_id: string; beneficiary_list_id: string }>(
    `SELECT m.beneficiary_id, m.beneficiary_list_id
       FROM beneficiary_list_members m JOIN beneficiary_lists l USING (beneficiary_list_id)
      WHERE m.account_id = $1 AND m.beneficiary_id = ANY($2::text[])
        AND ($3::boolean OR m.beneficiary_list_id = ANY($4::text[]))
      ORDER BY lower(l.list_name) COLLATE "C", m.beneficiary_list_id COLLATE "C"`,
    [
      accountId,
      beneficiaries.map((b) => b.beneficiary_id),
      access.accessLevel === 'EVERYTHING',
      access.accessLevel === 'SELECTED' ? access.objectIds : [],
    ],
  );
  for (const row of rows) out.get(row.beneficiary_id)?.push(row.beneficiary_list_id);
  return out;
}

/** The refusal of each action on a list, worded whole so that every language reads well. */
const LIST_DENIED = {
  CREATE: BENEFICIARY_MESSAGES.listDeniedCreate,
  UPDATE: BENEFICIARY_MESSAGES.listDeniedUpdate,
  DELETE: BENEFICIARY_MESSAGES.listDeniedDelete,
  EXPORT: BENEFICIARY_MESSAGES.listDeniedExport,
} as const;

function listDenied(action: Action): (typeof LIST_DENIED)[keyof typeof LIST_DENIED] | undefined {
  return Object.hasOwn(LIST_DENIED, action) ? LIST_DENIED[action as keyof typeof LIST_DENIED] : undefined;
}
