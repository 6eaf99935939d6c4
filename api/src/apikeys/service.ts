// Partner keys as administrators manage them (list, create, revoke) and as the API checks them on each request.
// A key acts through a user row of its own with a membership holding the key's role (migrations/0005), so the
// rest of the API treats a partner like any member: same permissions, same SELECTED scoping, same activity log.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_SHOWN_CHARS,
  API_KEYS_ACTIVE_MAX,
  type ApiKeyJson,
  apiKeySubject,
  type CreateApiKeyInput,
  type CreatedApiKeyJson,
  formatApiKey,
  parseApiKey,
} from '@aid/common/apikeys';
import type { VerifiedToken } from '@aid/common/auth';
import { fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import { recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf, requireAccess } from '../auth/context.js';
import type { Db, Queryable } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { ApiKeyError } from './errors.js';
import { API_KEY_COLUMNS, type ApiKeyRow, toApiKeyJson } from './model.js';

/** Key management is for people who manage the whole organisation's users, never for a key itself. */
function requireKeyManager(auth: AuthContext, action: 'VIEW' | 'CREATE' | 'DELETE'): void {
  if (auth.user.kind !== 'PERSON') {
    throw new ApiKeyError('FORBIDDEN', API_KEY_MESSAGES.keyCannotManage());
  }
  if (requireAccess(auth, 'USER_MANAGEMENT', action).accessLevel !== 'EVERYTHING') {
    throw new ApiKeyError('FORBIDDEN', API_KEY_MESSAGES.needsEverything({ action }));
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function listApiKeys(auth: AuthContext): Promise<ApiKeyJson[]> {
  requireKeyManager(auth, 'VIEW');
  const rows = await auth.run((tx) =>
    tx.query<ApiKeyRow>(
      `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE account_id = $1 ORDER BY created_at DESC, api_key_id DESC`,
      [auth.accountId],
    ),
  );
  return rows.map(toApiKeyJson);
}

export async function createApiKey(auth: AuthContext, input: CreateApiKeyInput): Promise<CreatedApiKeyJson> {
  requireKeyManager(auth, 'CREATE');
  const apiKeyId = newId('apiKey');
  const secret = randomBytes(32).toString('base64url');
  const key = formatApiKey(apiKeyId, secret);
  const userId = newId('user');
  const actor = actorOf(auth);
  const row = await auth.run(async (tx) => {
    const [role] = await tx.query<{ role_id: string }>(
      'SELECT role_id FROM roles WHERE account_id = $1 AND role_id = $2',
      [auth.accountId, input.roleId],
    );
    if (!role)
      throw ApiError.invalid([fieldError('roleId', 'INVALID_VALUE', undefined, 'is not a role of this organisation')]);
    const [active] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL',
      [auth.accountId],
    );
    if ((active?.n ?? 0) >= API_KEYS_ACTIVE_MAX) {
      throw new ApiKeyError('CONFLICT', API_KEY_MESSAGES.tooMany({ max: API_KEYS_ACTIVE_MAX }));
    }
    const [taken] = await tx.query(
      'SELECT 1 FROM api_keys WHERE account_id = $1 AND lower(name) = lower($2) AND revoked_at IS NULL',
      [auth.accountId, input.name],
    );
    if (taken) throw ApiError.invalid([fieldError('name', 'TAKEN')]);
    await tx.query(
      `INSERT INTO users (user_id, cognito_sub, email, first_name, kind, details_completed)
       VALUES ($1, $2, '', $3, 'API_KEY', true)`,
      [userId, apiKeySubject(apiKeyId), input.name],
    );
    await tx.query(
      `INSERT INTO memberships (membership_id, account_id, user_id, status, role_ids)
       VALUES ($1, $2, $3, 'ACTIVE', ARRAY[$4]::text[])`,
      [newId('membership'), auth.accountId, userId, input.roleId],
    );
    const [created] = await tx.query<ApiKeyRow>(
      `INSERT INTO api_keys (api_key_id, account_id, user_id, name, prefix, secret_sha256, role_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${API_KEY_COLUMNS}`,
      [
        apiKeyId,
        auth.accountId,
        userId,
        input.name,
        key.slice(0, API_KEY_SHOWN_CHARS),
        sha256(secret),
        input.roleId,
        actor.userId,
      ],
    );
    await recordActivity(tx, {
      ...actor,
      action: 'CREATE',
      objectType: 'API_KEY',
      objectId: apiKeyId,
      changes: { name: { from: null, to: input.name }, roleId: { from: null, to: input.roleId } },
    });
    return created;
  });
  if (!row) throw ApiKeyError.notFound();
  return { apiKey: toApiKeyJson(row), secret: key };
}

/** Revoked at once: the next request with the key is refused, whatever the gateway has cached. */
export async function revokeApiKey(auth: AuthContext, apiKeyId: string): Promise<ApiKeyJson> {
  requireKeyManager(auth, 'DELETE');
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const [current] = await tx.query<ApiKeyRow>(
      `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE account_id = $1 AND api_key_id = $2 FOR UPDATE`,
      [auth.accountId, apiKeyId],
    );
    if (!current) throw ApiKeyError.notFound();
    if (current.revoked_at !== null) throw new ApiKeyError('CONFLICT', API_KEY_MESSAGES.alreadyRevoked());
    const [row] = await tx.query<ApiKeyRow>(
      `UPDATE api_keys SET revoked_at = now(), revoked_by = $3 WHERE account_id = $1 AND api_key_id = $2
       RETURNING ${API_KEY_COLUMNS}`,
      [auth.accountId, apiKeyId, actor.userId],
    );
    await tx.query(
      `UPDATE memberships SET status = 'DISABLED', updated_at = now() WHERE account_id = $1 AND user_id = $2`,
      [auth.accountId, current.user_id],
    );
    await recordActivity(tx, {
      ...actor,
      action: 'UPDATE',
      objectType: 'API_KEY',
      objectId: apiKeyId,
      changes: { status: { from: 'ACTIVE', to: 'REVOKED' } },
    });
    if (!row) throw ApiKeyError.notFound();
    return toApiKeyJson(row);
  });
}

type StoredKey = {
  api_key_id: string;
  account_id: string;
  secret_sha256: string;
  revoked_at: unknown;
  /** Whether the last use on record is more than a minute old (then it is written again). */
  use_is_stale: boolean;
};

/**
 * The token a partner key stands for, or an UNAUTHENTICATED error. Runs as the owner (the organisation is what
 * the key tells). The last use is written at most once a minute, so a busy partner does not write on every call.
 */
export async function verifyApiKey(db: Db, credential: string): Promise<VerifiedToken> {
  const refused = new ApiKeyError('UNAUTHENTICATED', API_KEY_MESSAGES.invalidKey());
  const parsed = parseApiKey(credential);
  if (!parsed) throw refused;
  const [stored] = await db.query<StoredKey>(
    `SELECT api_key_id, account_id, secret_sha256, revoked_at,
            last_used_at IS NULL OR last_used_at < now() - interval '1 minute' AS use_is_stale
       FROM api_keys WHERE api_key_id = $1`,
    [parsed.apiKeyId],
  );
  // Compared in constant time even when the key is unknown, so timing does not tell which ids exist.
  const expected = Buffer.from(stored?.secret_sha256 ?? sha256('-'), 'hex');
  const given = Buffer.from(sha256(parsed.secret), 'hex');
  if (!stored || !timingSafeEqual(expected, given) || stored.revoked_at !== null) throw refused;
  // Every partner request passes here: the write happens only when the minute has passed, not on each call.
  if (stored.use_is_stale) await markUsed(db, stored.api_key_id);
  return {
    sub: apiKeySubject(stored.api_key_id),
    username: stored.api_key_id,
    clientId: 'partner-key',
    defaultAccountId: stored.account_id,
    expiresAt: Math.floor(Date.now() / 1000) + 60,
  };
}

async function markUsed(db: Queryable, apiKeyId: string): Promise<void> {
  await db.query(
    `UPDATE api_keys SET last_used_at = now()
      WHERE api_key_id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [apiKeyId],
  );
}
