// Demo partner keys, so /api-keys shows an active and a revoked key on a fresh `npm start` (fixed ids: idempotent).
// Their secrets are random and never kept: nobody can use them; an administrator creates a key to try one.
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_SHOWN_CHARS, apiKeySubject, formatApiKey } from '@aid/common/apikeys';
import type { Queryable } from '../db/db.js';

const DEMO_KEYS = [
  { key: 'erp', name: 'Finance ERP (read-only)', revoked: false, ago: 30 },
  { key: 'old-dashboard', name: 'Old donor dashboard', revoked: true, ago: 90 },
] as const;

export async function seedDemoApiKeys(
  tx: Queryable,
  accountId: string,
  roleId: string,
  createdBy: string | null,
): Promise<void> {
  for (const demo of DEMO_KEYS) {
    const apiKeyId = `key--demo-${accountId.slice(5)}-${demo.key}`;
    const userId = `usr--demo-key-${accountId.slice(5)}-${demo.key}`;
    const secret = randomBytes(32).toString('base64url');
    const existing = await tx.query('SELECT 1 FROM api_keys WHERE api_key_id = $1', [apiKeyId]);
    if (existing.length > 0) continue;
    await tx.query(
      `INSERT INTO users (user_id, cognito_sub, email, first_name, kind, details_completed)
       VALUES ($1, $2, '', $3, 'API_KEY', true) ON CONFLICT DO NOTHING`,
      [userId, apiKeySubject(apiKeyId), demo.name],
    );
    await tx.query(
      `INSERT INTO memberships (membership_id, account_id, user_id, status, role_ids)
       VALUES ($1, $2, $3, $4, ARRAY[$5]::text[]) ON CONFLICT DO NOTHING`,
      [
        `acm--demo-key-${accountId.slice(5)}-${demo.key}`,
        accountId,
        userId,
        demo.revoked ? 'DISABLED' : 'ACTIVE',
        roleId,
      ],
    );
    await tx.query(
      `INSERT INTO api_keys (api_key_id, account_id, user_id, name, prefix, secret_sha256, role_id, created_by,
                             created_at, last_used_at, revoked_at, revoked_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9),
               now() - make_interval(hours => $9), $10, $11)`,
      [
        apiKeyId,
        accountId,
        userId,
        demo.name,
        formatApiKey(apiKeyId, secret).slice(0, API_KEY_SHOWN_CHARS),
        createHash('sha256').update(secret).digest('hex'),
        roleId,
        createdBy,
        demo.ago,
        demo.revoked ? new Date(Date.now() - 86_400_000 * 7).toISOString() : null,
        demo.revoked ? createdBy : null,
      ],
    );
  }
}
