// The activity log row, its JSON (GraphQL `ActivityLog`) and where the list engine finds it.
import {
  ACTIVITY_LOG_LIST,
  type ActivityAction,
  type ActivityLogJson,
  type ActivityObjectType,
} from '@aid/common/activity';
import type { Section } from '@aid/common/permissions';
import { usersInAccount } from '../accounts/repository.js';
import type { AuthContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import type { ListSource } from '../db/list.js';
import { toIso } from '../db/rows.js';

export type ActivityLogRow = {
  log_id: string;
  account_id: string;
  user_id: string | null;
  action: ActivityAction;
  object_type: ActivityObjectType;
  object_id: string;
  section: Section | null;
  site_path: string | null;
  changes: unknown;
  created_at: string | Date;
};

export function toActivityLogJson(row: ActivityLogRow): ActivityLogJson {
  const changes = typeof row.changes === 'string' ? (JSON.parse(row.changes) as unknown) : row.changes;
  return {
    logId: row.log_id,
    accountId: row.account_id,
    userId: row.user_id,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    section: row.section,
    sitePath: row.site_path,
    changes: typeof changes === 'object' && changes !== null ? (changes as ActivityLogJson['changes']) : {},
    createdAt: toIso(row.created_at),
  };
}

export const ACTIVITY_LOGS: ListSource = {
  name: 'activity logs',
  table: 'activity_logs',
  idColumn: 'log_id',
  columns: 'log_id, account_id, user_id, action, object_type, object_id, section, site_path, changes, created_at',
  declaration: ACTIVITY_LOG_LIST,
};

/** The columns of the CSV export, in English as the API speaks it; values are the API's codes. */
export const ACTIVITY_CSV_HEADER = [
  'When (UTC)',
  'User',
  'E-mail',
  'Action',
  'Object type',
  'Object id',
  'Section',
  'Page',
  'Changes (JSON: field → from, to)',
] as const;

/** One record per entry, with the names of the members who made the changes. */
export async function activityCsvRecords(
  tx: Queryable,
  rows: ActivityLogRow[],
  auth: AuthContext,
): Promise<(string | null)[][]> {
  const userIds = [...new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])))];
  const users = new Map((await usersInAccount(tx, auth.accountId, userIds)).map((u) => [u.userId, u]));
  return rows.map((row) => {
    const json = toActivityLogJson(row);
    const user = row.user_id ? users.get(row.user_id) : undefined;
    const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || null : null;
    return [
      json.createdAt,
      name,
      user?.email || null,
      json.action,
      json.objectType,
      json.objectId,
      json.section,
      json.sitePath,
      JSON.stringify(json.changes),
    ];
  });
}
