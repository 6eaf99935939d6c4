// The activity log row, its JSON (GraphQL `ActivityLog`) and where the list engine finds it.
import { ACTIVITY_LOG_LIST, type ActivityAction, type ActivityLogJson, type ActivityObjectType } from '@aid/common';
import type { ListSource } from '../db/list.js';
import { toIso } from '../db/rows.js';

export type ActivityLogRow = {
  log_id: string;
  account_id: string;
  user_id: string | null;
  action: ActivityAction;
  object_type: ActivityObjectType;
  object_id: string;
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
    sitePath: row.site_path,
    changes: typeof changes === 'object' && changes !== null ? (changes as ActivityLogJson['changes']) : {},
    createdAt: toIso(row.created_at),
  };
}

export const ACTIVITY_LOGS: ListSource = {
  name: 'activity logs',
  table: 'activity_logs',
  idColumn: 'log_id',
  columns: 'log_id, account_id, user_id, action, object_type, object_id, site_path, changes, created_at',
  declaration: ACTIVITY_LOG_LIST,
};
