// The PREDEFINED roles every organisation has from its creation (common/src/roles/predefined.ts says what each
// grants). Idempotent: an organisation that already has a role of that name keeps it.
import { newId } from '@aid/common/ids';
import { PREDEFINED_ROLE_NAMES, PREDEFINED_ROLES, type PredefinedRoleName } from '@aid/common/roles';
import type { Queryable } from '../db/db.js';

/** Creates the missing PREDEFINED roles of `accountId`; returns every PREDEFINED role's id by name. */
export async function ensurePredefinedRoles(
  tx: Queryable,
  accountId: string,
  createdBy: string | null = null,
): Promise<Map<PredefinedRoleName, string>> {
  for (const name of PREDEFINED_ROLE_NAMES) {
    await tx.query(
      `INSERT INTO roles (role_id, account_id, role_name, role_type, permissions, created_by)
       VALUES ($1, $2, $3, 'PREDEFINED', $4::jsonb, $5) ON CONFLICT DO NOTHING`,
      [newId('role'), accountId, name, JSON.stringify(PREDEFINED_ROLES[name]), createdBy],
    );
  }
  const rows = await tx.query<{ role_id: string; role_name: PredefinedRoleName }>(
    'SELECT role_id, role_name FROM roles WHERE account_id = $1 AND role_name = ANY($2::text[])',
    [accountId, [...PREDEFINED_ROLE_NAMES]],
  );
  return new Map(rows.map((r) => [r.role_name, r.role_id]));
}

/**
 * At start-up: organisations from before PREDEFINED roles existed get theirs, and a PREDEFINED role whose stored
 * permissions differ from what the code now says is brought in line (they are read-only, so only a new version
 * changes them). One query finds who is missing a role; on a database already in line nothing is written.
 * Runs as the owner, before any request: it reaches every organisation.
 */
export async function syncPredefinedRoles(db: Queryable): Promise<void> {
  const missing = await db.query<{ account_id: string }>(
    `SELECT a.account_id FROM accounts a
      WHERE (SELECT count(*) FROM roles r
              WHERE r.account_id = a.account_id AND upper(r.role_name) = ANY($1::text[])) < $2`,
    [[...PREDEFINED_ROLE_NAMES], PREDEFINED_ROLE_NAMES.length],
  );
  for (const { account_id } of missing) await ensurePredefinedRoles(db, account_id);
  for (const name of PREDEFINED_ROLE_NAMES) {
    await db.query(
      `UPDATE roles SET permissions = $2::jsonb, updated_at = now()
        WHERE role_type = 'PREDEFINED' AND role_name = $1 AND permissions <> $2::jsonb`,
      [name, JSON.stringify(PREDEFINED_ROLES[name])],
    );
  }
}
