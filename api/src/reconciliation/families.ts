// The drill-down: a distribution's families in one reconciliation state, keyset-paged in the database.
import type { PaymentStatus } from '@aid/common/distributions';
import {
  RECONCILIATION_MESSAGES,
  RECONCILIATION_STATES,
  type ReconciliationFamiliesPageJson,
  type ReconciliationState,
} from '@aid/common/reconciliation';
import type { Queryable } from '../db/db.js';
import { ReconciliationError } from './errors.js';

const FAILED = `('DECLINED', 'ERROR', 'BENEFICIARY_NAME_MISMATCH')`;

/**
 * Each state as a condition on `f` (an entitlement with `used`, its ledger sum, `collected`, whether an in-kind family
 * collected anything, and `past`, its expiry); the same rules as the figures (figures.ts).
 */
const STATE_SQL: Record<ReconciliationState, string> = {
  ENTITLED: 'TRUE',
  REDEEMED: '(f.used > 0 OR f.collected)',
  PAID: `f.payment_status = 'COMPLETED'`,
  OUTSTANDING: `f.used = 0 AND NOT f.collected AND f.payment_status <> 'COMPLETED'`,
  EXPIRED: `f.past AND (f.used < f.amount OR (f.amount = 0 AND NOT f.collected)) AND f.payment_status <> 'COMPLETED'`,
  CONFLICT: 'f.conflicts > 0',
  FAILED: `f.payment_status IN ${FAILED}`,
};

export function parseState(value: string | undefined): ReconciliationState {
  const state = (value ?? 'ENTITLED').toUpperCase();
  const known = RECONCILIATION_STATES.find((s) => s === state);
  if (!known) {
    throw new ReconciliationError(
      'VALIDATION_FAILED',
      RECONCILIATION_MESSAGES.stateNotOneOf({ states: RECONCILIATION_STATES.join(', ') }),
      'INVALID_INPUT',
      [{ field: 'state', code: 'INVALID_VALUE', message: `must be one of ${RECONCILIATION_STATES.join(', ')}` }],
    );
  }
  return known;
}

type FamilyRow = {
  entitlement_id: string;
  beneficiary_id: string;
  first_name: string;
  amount: string | number;
  currency: string;
  used: string | number;
  payment_status: PaymentStatus;
  conflicts: string | number;
};

/** One page of families (ordered by entitlement id), `search` matching the first name or the ids. */
export async function familiesPage(
  tx: Queryable,
  distributionId: string,
  query: { state: ReconciliationState; search?: string | undefined; after?: string | undefined; first: number },
): Promise<ReconciliationFamiliesPageJson> {
  const params: (string | number)[] = [distributionId];
  const add = (v: string | number) => {
    params.push(v);
    return `$${params.length}`;
  };
  const conditions = [STATE_SQL[query.state]];
  if (query.search) {
    const like = add(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(f.first_name ILIKE ${like} OR f.beneficiary_id ILIKE ${like} OR f.entitlement_id ILIKE ${like})`);
  }
  if (query.after) conditions.push(`f.entitlement_id COLLATE "C" > ${add(query.after)}`);
  const limit = add(query.first + 1);
  const rows = await tx.query<FamilyRow>(
    `SELECT * FROM (
       SELECT e.entitlement_id, e.beneficiary_id, e.first_name, e.amount, e.currency, e.payment_status,
         coalesce((SELECT sum(r.amount) FROM voucher_redemptions r WHERE r.voucher_id = e.entitlement_id), 0) AS used,
         (SELECT count(*) FROM redemption_conflicts c
           WHERE c.voucher_id = e.entitlement_id AND c.resolved_at IS NULL) AS conflicts,
         EXISTS (SELECT 1 FROM in_kind_collections k WHERE k.entitlement_id = e.entitlement_id) AS collected,
         (d.valid_until IS NOT NULL AND d.valid_until < current_date) AS past
       FROM entitlements e JOIN distributions d ON d.distribution_id = e.distribution_id
       WHERE e.distribution_id = $1) f
     WHERE ${conditions.join(' AND ')}
     ORDER BY f.entitlement_id COLLATE "C" LIMIT ${limit}`,
    params,
  );
  const more = rows.length > query.first;
  const items = rows.slice(0, query.first).map((r) => ({
    entitlementId: r.entitlement_id,
    beneficiaryId: r.beneficiary_id,
    firstName: r.first_name,
    amount: Number(r.amount),
    currency: r.currency,
    redeemed: Number(r.used),
    paymentStatus: r.payment_status,
    unresolvedConflicts: Number(r.conflicts),
  }));
  return { items, nextCursor: more ? (items.at(-1)?.entitlementId ?? null) : null };
}
