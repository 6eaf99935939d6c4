// Every request's data access runs here: in one transaction, as the role `aid_app` (not the tables' owner, not a
// superuser), with the organisation and the user set. Row-level security on every table with `account_id`
// (migrations/0002) then hides other organisations' rows even from a query that forgot its account filter.
import type { Db, Queryable } from './db.js';

/** The role requests run as; created by migrations/0002_platform.sql. */
export const APP_ROLE = 'aid_app';

export type TenantScope = { accountId: string; userId: string };

/** Runs `fn` in a transaction scoped to one organisation; nothing it does can see another's rows. */
export type TenantRunner = <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;

// set_config(…, true) is SET LOCAL: it ends with the transaction, so a pooled connection never carries it on.
const SCOPE_SQL = `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.account_id', $1, true),
  set_config('app.user_id', $2, true)`;

export function tenantRunner(db: Db, scope: TenantScope): TenantRunner {
  return (fn) =>
    db.transaction(async (tx) => {
      await tx.query(SCOPE_SQL, [scope.accountId, scope.userId]);
      return fn(tx);
    });
}
