// Demo members of the relief organisation that show every status on /users: a pending invitation and a member an
// administrator disabled (fixed ids: idempotent). Neither has an identity user: resending the invitation creates one
// and writes the temporary password to the outbox, so the invitation can be accepted on a fresh `npm start`.
import type { Queryable } from '../db/db.js';
import { insertDemoLog } from './demo-log.js';

const DEMO_MEMBERS = [
  {
    key: 'invited',
    email: 'invited@demo.aid',
    firstName: null,
    lastName: null,
    status: 'INVITATION_SENT',
    daysAgo: 2,
  },
  {
    key: 'former',
    email: 'former@demo.aid',
    firstName: 'Farid',
    lastName: 'Former',
    status: 'DISABLED',
    daysAgo: 40,
  },
] as const;

export async function seedDemoMembers(
  tx: Queryable,
  accountId: string,
  roleId: string,
  adminId: string | null,
): Promise<void> {
  for (const demo of DEMO_MEMBERS) {
    const userId = `usr--demo-${demo.key}`;
    await tx.query(
      `INSERT INTO users (user_id, cognito_sub, email, first_name, last_name, details_completed)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [userId, `demo-no-identity-${demo.key}`, demo.email, demo.firstName, demo.lastName, demo.firstName !== null],
    );
    await tx.query(
      `INSERT INTO memberships (membership_id, account_id, user_id, status, role_ids, invited_by, invited_at,
                                last_active_at, created_at)
       VALUES ($1, $2, $3, $4, ARRAY[$5]::text[], $6, now() - make_interval(days => $7),
               CASE WHEN $4 = 'DISABLED' THEN now() - make_interval(days => $7 - 10) END,
               now() - make_interval(days => $7))
       ON CONFLICT DO NOTHING`,
      [`acm--demo-${accountId.slice(5)}-${demo.key}`, accountId, userId, demo.status, roleId, adminId, demo.daysAgo],
    );
    // What the administrator did, as the log would show it: the invitation, and for the former member the
    // disabling ten days after their last activity.
    const invitedAt = new Date(Date.now() - demo.daysAgo * 86_400_000).toISOString();
    await insertDemoLog(tx, {
      logId: `nlg--demo-${accountId.slice(5)}-${demo.key}-invited`,
      accountId,
      userId: adminId,
      action: 'INVITE',
      objectType: 'MEMBERSHIP',
      objectId: userId,
      sitePath: '/users',
      at: invitedAt,
      changes: { email: [null, demo.email], status: [null, 'INVITATION_SENT'] },
    });
    if (demo.status === 'DISABLED') {
      await insertDemoLog(tx, {
        logId: `nlg--demo-${accountId.slice(5)}-${demo.key}-disabled`,
        accountId,
        userId: adminId,
        action: 'DISABLE',
        objectType: 'MEMBERSHIP',
        objectId: userId,
        sitePath: '/users',
        at: new Date(Date.now() - (demo.daysAgo - 20) * 86_400_000).toISOString(),
        changes: { status: ['ACTIVE', 'DISABLED'] },
      });
    }
  }
}
