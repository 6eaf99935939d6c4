// How a stored partner key reads as JSON. The secret's hash never leaves the database layer.
import type { ApiKeyJson } from '@aid/common/apikeys';
import { toIso } from '../db/rows.js';

export type ApiKeyRow = {
  api_key_id: string;
  account_id: string;
  user_id: string;
  name: string;
  prefix: string;
  role_id: string | null;
  created_by: string | null;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
};

/** Every column but the hash: what the routes may read. */
export const API_KEY_COLUMNS =
  'api_key_id, account_id, user_id, name, prefix, role_id, created_by, created_at, last_used_at, revoked_at';

export function toApiKeyJson(row: ApiKeyRow): ApiKeyJson {
  return {
    apiKeyId: row.api_key_id,
    accountId: row.account_id,
    name: row.name,
    prefix: row.prefix,
    roleId: row.role_id,
    status: row.revoked_at === null ? 'ACTIVE' : 'REVOKED',
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : toIso(row.last_used_at),
    revokedAt: row.revoked_at === null ? null : toIso(row.revoked_at),
  };
}
