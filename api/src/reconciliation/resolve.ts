// Resolving one family by hand: a payment status moved by an allowed transition, and/or a redemption conflict closed,
// always with a reason, logged as RESOLVE on the distribution in the same transaction.
import { canTransition, type PaymentStatus } from '@aid/common/distributions';
import {
  RECONCILIATION_MESSAGES,
  type ResolvedEntitlementJson,
  type ResolveEntitlementBody,
} from '@aid/common/reconciliation';
import { type Changes, recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf } from '../auth/context.js';
import { SqlParams } from '../db/params.js';
import { requireReconciliation, visibleDistributions } from './access.js';
import { ReconciliationError } from './errors.js';

export async function resolveEntitlement(
  auth: AuthContext,
  entitlementId: string,
  body: ResolveEntitlementBody,
): Promise<ResolvedEntitlementJson> {
  requireReconciliation(auth, 'UPDATE');
  return auth.run(async (tx) => {
    const params = new SqlParams();
    const visible = visibleDistributions(auth, params);
    const [row] = await tx.query<{ distribution_id: string; payment_status: PaymentStatus }>(
      `SELECT e.distribution_id, e.payment_status FROM entitlements e
        WHERE e.entitlement_id = ${params.add(entitlementId)}
          AND e.distribution_id IN (SELECT distribution_id FROM distributions WHERE ${visible})
        FOR UPDATE`,
      params.values,
    );
    if (!row) throw ReconciliationError.notFound('Entitlement');
    const changes: Changes = {
      entitlementId: { from: entitlementId, to: entitlementId },
      reason: { from: null, to: body.reason },
    };
    let status = row.payment_status;
    if (body.paymentStatus && body.paymentStatus !== status) {
      if (!canTransition('payment', status, body.paymentStatus)) {
        throw new ReconciliationError(
          'VALIDATION_FAILED',
          RECONCILIATION_MESSAGES.illegalTransition({ from: status, to: body.paymentStatus }),
          'ILLEGAL_TRANSITION',
        );
      }
      await tx.query(`UPDATE entitlements SET payment_status = $2, updated_at = now() WHERE entitlement_id = $1`, [
        entitlementId,
        body.paymentStatus,
      ]);
      changes.paymentStatus = { from: status, to: body.paymentStatus };
      status = body.paymentStatus;
    }
    if (body.conflictId) {
      const [conflict] = await tx.query<{ resolved_at: string | null }>(
        `SELECT resolved_at FROM redemption_conflicts WHERE conflict_id = $1 AND voucher_id = $2 FOR UPDATE`,
        [body.conflictId, entitlementId],
      );
      if (!conflict) throw ReconciliationError.notFound('Redemption conflict');
      if (conflict.resolved_at) {
        throw new ReconciliationError('CONFLICT', RECONCILIATION_MESSAGES.conflictResolved(), 'CONFLICT_RESOLVED');
      }
      await tx.query(
        `UPDATE redemption_conflicts SET resolved_at = now(), resolved_by = $2, resolution_note = $3
          WHERE conflict_id = $1`,
        [body.conflictId, auth.user.userId, body.reason],
      );
      changes.conflict = { from: body.conflictId, to: 'RESOLVED' };
    }
    const actor = actorOf(auth);
    await recordActivity(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      sitePath: actor.sitePath,
      action: 'RESOLVE',
      objectType: 'DISTRIBUTION',
      objectId: row.distribution_id,
      changes,
    });
    return {
      entitlementId,
      distributionId: row.distribution_id,
      paymentStatus: status,
      conflictId: body.conflictId ?? null,
    };
  });
}
