// The organisation's master list: every organisation has exactly one, made with the organisation.
import { newId } from '@aid/common/ids';
import type { Queryable } from '../db/db.js';

/**
 * Creates the organisation's master list unless it has one, and returns its id. Idempotent: the unique index on
 * (account_id) WHERE list_type = 'MASTER' keeps it single even under concurrent calls. Works inside a transaction
 * scoped to the organisation (row-level security) and in the seed's owner transaction alike.
 */
export async function ensureMasterList(tx: Queryable, accountId: string, listId?: string): Promise<string> {
  const existing = await tx.query<{ id: string | null }>(
    'SELECT master_beneficiary_list_id AS id FROM accounts WHERE account_id = $1',
    [accountId],
  );
  const current = existing[0]?.id;
  if (current) return current;
  await tx.query(
    `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, list_type, status)
     VALUES ($1, $2, 'Master list', 'MASTER', 'LOCKED') ON CONFLICT DO NOTHING`,
    [listId ?? newId('group'), accountId],
  );
  const [master] = await tx.query<{ id: string }>(
    `SELECT beneficiary_list_id AS id FROM beneficiary_lists WHERE account_id = $1 AND list_type = 'MASTER'`,
    [accountId],
  );
  if (!master) throw new Error(`organisation ${accountId} has no master list`);
  await tx.query('UPDATE accounts SET master_beneficiary_list_id = $2 WHERE account_id = $1', [accountId, master.id]);
  return master.id;
}
