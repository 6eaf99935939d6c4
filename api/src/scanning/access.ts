// Who may scan which vouchers: section VOUCHER_SCANNING, action SCAN. A SELECTED grant names distributions or whole
// programs (their ids in objectIds), the same rule as the distributions domain's grants.
import type { Access } from '@aid/common/permissions';
import { type AuthContext, requireAccess } from '../auth/context.js';
import type { SqlParams } from '../db/params.js';

/** 403 unless the caller may scan at all; the access says which distributions. */
export function scanAccess(auth: AuthContext): Access {
  return requireAccess(auth, 'VOUCHER_SCANNING', 'SCAN');
}

/** Whether a SELECTED officer is assigned to this distribution (by its id or its program's). */
export function assigned(access: Access, target: { distributionId: string; programId: string }): boolean {
  if (access.accessLevel === 'EVERYTHING') return true;
  if (access.accessLevel === 'NONE') return false;
  return access.objectIds.includes(target.distributionId) || access.objectIds.includes(target.programId);
}

/** The same rule as SQL over `alias` (a distributions row). */
export function assignedSql(access: Access, params: SqlParams, alias = 'distributions'): string {
  if (access.accessLevel === 'EVERYTHING') return 'TRUE';
  if (access.accessLevel === 'NONE') return 'FALSE';
  const ids = params.add(access.objectIds);
  return `(${alias}.distribution_id = ANY(${ids}::text[]) OR ${alias}.program_id = ANY(${ids}::text[]))`;
}
