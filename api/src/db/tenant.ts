// Every request's data access runs here: in one transaction, as the role `aid_app` (not the tables' owner, not a
// superuser), with the organisation and the user set. Row-level security on every table with `account_id`
// (migrations/0002) then hides other organisations' rows even from a query that forgot its account filter.
import type { Db, Queryable } from './db.js';

/** The role requests run as; created by migrations/0002_platform.sql. */
export const APP_ROLE = 'aid_app';

export type TenantScope = { accountId: string; userId: string };

/** Runs `fn` in a transaction scoped to one organisation; nothing it does can see another's rows. */
export type TenantRunner = <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;

// Transaction settings are SET LOCAL: they end with the transaction, so a pooled connection never carries them on.
export function tenantRunner(db: Db, scope: TenantScope): TenantRunner {
  const settings = { role: APP_ROLE, 'app.account_id': scope.accountId, 'app.user_id': scope.userId };
  return (fn) => db.transaction(fn, settings);
}
