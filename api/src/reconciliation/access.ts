// Reconciliation is its own section (spec §6, always in the menu): VIEW reads figures, UPDATE imports provider reports
// and resolves by hand (UPDATE because the demo ADMIN role holds VIEW, UPDATE, APPROVE and EXPORT on it, not CREATE).
// On top of it the caller must be able to VIEW the distribution itself, so a SELECTED distribution grant narrows it.
import type { Action } from '@aid/common/permissions';
import { type AuthContext, requireAccess } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { scopeCondition } from '../db/list.js';
import { SqlParams } from '../db/params.js';
import { distributionScope } from '../distributions/access.js';
import { ReconciliationError } from './errors.js';

export type ReconciledDistribution = {
  distribution_id: string;
  program_id: string;
  distribution_type: string;
  distribution_name: string;
};

export function requireReconciliation(auth: AuthContext, action: Extract<Action, 'VIEW' | 'UPDATE'>): void {
  requireAccess(auth, 'RECONCILIATION', action);
}

/** SQL condition on `distributions` for the ones the caller may VIEW (appending its values to `params`). */
export function visibleDistributions(auth: AuthContext, params: SqlParams): string {
  return scopeCondition({ idColumn: 'distribution_id' }, distributionScope(auth, 'VIEW'), params);
}

/** The distribution if the caller may reconcile it with `action`; 404 otherwise (another organisation's too). */
export async function loadReconciled(
  tx: Queryable,
  auth: AuthContext,
  id: string,
  action: Extract<Action, 'VIEW' | 'UPDATE'>,
): Promise<ReconciledDistribution> {
  requireReconciliation(auth, action);
  const params = new SqlParams();
  const condition = visibleDistributions(auth, params);
  const [row] = await tx.query<ReconciledDistribution>(
    `SELECT distribution_id, program_id, distribution_type, distribution_name FROM distributions
      WHERE ${condition} AND distribution_id = ${params.add(id)}`,
    params.values,
  );
  if (!row) throw ReconciliationError.notFound('Distribution');
  return row;
}
