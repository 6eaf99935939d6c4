// Activity-log rows of the demo, written as the API would have written them (with the entry's section), so the
// demo's log reads like a real organisation's.
import { ACTIVITY_OBJECT_SECTION, type ActivityAction, type ActivityObjectType } from '@aid/common/activity';
import type { Queryable } from '../db/db.js';

/** One activity-log row as the API would have written it; the values of a creation leave out empty fields. */
export async function insertDemoLog(
  tx: Queryable,
  log: {
    logId: string;
    accountId: string;
    userId: string | null;
    action: ActivityAction;
    objectType: ActivityObjectType;
    objectId: string;
    sitePath: string;
    at: string;
    changes: Record<string, [unknown, unknown]>;
  },
): Promise<void> {
  const entries = Object.entries(log.changes).filter(
    ([, [from, to]]) => !(from === null && (to === null || to === '')),
  );
  await tx.query(
    `INSERT INTO activity_logs
       (log_id, account_id, user_id, action, object_type, object_id, section, site_path, changes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::timestamptz) ON CONFLICT DO NOTHING`,
    [
      log.logId,
      log.accountId,
      log.userId,
      log.action,
      log.objectType,
      log.objectId,
      ACTIVITY_OBJECT_SECTION[log.objectType],
      log.sitePath,
      JSON.stringify(Object.fromEntries(entries.map(([field, [from, to]]) => [field, { from, to }]))),
      log.at,
    ],
  );
}
