// What a member's own requests record, from the authentication look-up (auth/middleware.ts): an invitation becomes
// ACTIVE on the invitee's first request in the organisation, the last activity is kept to the minute, and each new
// sign-in (a token whose auth_time is newer than the last one seen) is logged once as SIGN_IN. Every request passes
// here, so nothing is written, and no query runs, unless one of the three is due.
import { recordActivity } from '../activity/service.js';
import type { PresenceInput } from '../auth/member.js';
import type { Db } from '../db/db.js';
import { tenantRunner } from '../db/tenant.js';

/** How old the last activity kept may be before a request writes it again. */
const ACTIVITY_PRECISION_MS = 60_000;

/**
 * Whether this request has something to write (checked on the hot path, from the look-up's answer, which may have
 * been kept from an earlier request: the last activity's age is judged now, not when it was read).
 */
export function presenceDue({ user, membership, token }: PresenceInput, now = Date.now()): boolean {
  // A partner key is not a person signing in; its own last use is kept by the key (apikeys/service.ts).
  if (user.kind !== 'PERSON') return false;
  return (
    membership.status === 'INVITATION_SENT' ||
    membership.lastActiveAt === null ||
    membership.lastActiveAt * 1000 < now - ACTIVITY_PRECISION_MS ||
    (token.authTime !== undefined && (membership.lastSignInAt === null || token.authTime > membership.lastSignInAt))
  );
}

type Written = { signed_in: boolean };

/**
 * One UPDATE (and the SIGN_IN entry when the token is a new sign-in), in one transaction. The row is locked first,
 * so of two concurrent first requests of a sign-in exactly one sees the older last_sign_in_at and logs it.
 */
export async function recordPresence(db: Db, input: PresenceInput): Promise<void> {
  if (!presenceDue(input)) return;
  const { user, membership, token, sitePath } = input;
  const authTime = token.authTime ?? null;
  await tenantRunner(db, { accountId: membership.accountId, userId: user.userId })(async (tx) => {
    const [written] = await tx.query<Written>(
      `WITH before AS (
         SELECT membership_id, last_sign_in_at FROM memberships
          WHERE account_id = $1 AND membership_id = $2 FOR UPDATE)
       UPDATE memberships m
          SET status = CASE WHEN m.status = 'INVITATION_SENT' THEN 'ACTIVE' ELSE m.status END,
              last_active_at = now(),
              last_sign_in_at = CASE WHEN $3::float8 IS NOT NULL
                                      AND (before.last_sign_in_at IS NULL OR before.last_sign_in_at < to_timestamp($3::float8))
                                     THEN to_timestamp($3::float8) ELSE m.last_sign_in_at END
         FROM before
        WHERE m.membership_id = before.membership_id
       RETURNING ($3::float8 IS NOT NULL
                  AND (before.last_sign_in_at IS NULL OR before.last_sign_in_at < to_timestamp($3::float8))) AS signed_in`,
      [membership.accountId, membership.membershipId, authTime],
    );
    if (written?.signed_in) {
      await recordActivity(tx, {
        accountId: membership.accountId,
        userId: user.userId,
        action: 'SIGN_IN',
        objectType: 'USER',
        objectId: user.userId,
        sitePath,
        changes: {},
      });
    }
  });
}
