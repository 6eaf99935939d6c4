// Invitations: a new member is created in the identity service with a temporary password (or, when the e-mail
// already has an account elsewhere, only given a membership), told by e-mail, and holds INVITATION_SENT until their
// first request in the organisation (presence.ts). Resending gives a new temporary password and a new message.
// The message goes after the membership is saved (a mail server must not hold a transaction open); when it cannot be
// delivered the inviter is told so, and the saved invitation can be resent or removed.
import { fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import type { InviteUserInput, UserAccountJson } from '@aid/common/users';
import { USER_MESSAGES } from '@aid/common/users';
import { memberDefaults } from '../accounts/settings.js';
import { recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf } from '../auth/context.js';
import { type Queryable, sqlState, UNIQUE_VIOLATION } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { lockedMember, memberById, requireManager, rolesOfOrganisation } from './access.js';
import { UserError } from './errors.js';
import { type IdentityAdmin, IdentityUnavailableError } from './identity-admin.js';
import type { Mailer, MailMessage } from './mailer.js';
import { type InvitationContext, invitationMessage, membershipNoticeMessage } from './messages.js';
import { toUserAccountJson } from './model.js';
import { temporaryPassword } from './password.js';
import { MailDeliveryError } from './smtp-mailer.js';

export type InvitationDeps = {
  /** Absent when the API runs without an identity service: invitations are then refused (503). */
  identity?: IdentityAdmin;
  mailer: Mailer;
  /** The web app's sign-in page, for the messages. */
  signInUrl: string;
};

const alreadyMember = () =>
  ApiError.invalid([fieldError('email', 'TAKEN', undefined, 'is already a member of this organisation')]);

export async function inviteUser(
  auth: AuthContext,
  deps: InvitationDeps,
  input: InviteUserInput,
): Promise<UserAccountJson> {
  requireManager(auth, 'CREATE');
  const identity = requireIdentity(deps);
  // What can be refused is refused before the identity service is asked for anything.
  const context = await auth.run(async (tx) => {
    await rolesOfOrganisation(tx, auth.accountId, input.roleIds);
    const taken = await tx.query(
      `SELECT 1 FROM memberships m JOIN users u ON u.user_id = m.user_id
        WHERE m.account_id = $1 AND lower(u.email) = lower($2)`,
      [auth.accountId, input.email],
    );
    if (taken.length > 0) throw alreadyMember();
    return invitationContext(tx, auth, input.email, deps.signInUrl);
  });
  const { sub, message } = await identityForInvitation(identity, input.email, context);
  const actor = actorOf(auth);
  const row = await auth.run(async (tx) => {
    const userId = await userForSub(tx, auth.accountId, sub, input.email);
    try {
      await tx.query(
        `INSERT INTO memberships (membership_id, account_id, user_id, status, role_ids, invited_by, invited_at, updated_by)
         VALUES ($1, $2, $3, 'INVITATION_SENT', $4::text[], $5, now(), $5)`,
        [newId('membership'), auth.accountId, userId, input.roleIds, actor.userId],
      );
    } catch (error) {
      // The same person invited twice at once: the unique (account, user) pair decides.
      if (sqlState(error) === UNIQUE_VIOLATION) throw alreadyMember();
      throw error;
    }
    const roles = await rolesOfOrganisation(tx, auth.accountId, input.roleIds);
    await recordActivity(tx, {
      ...actor,
      action: 'INVITE',
      objectType: 'MEMBERSHIP',
      objectId: userId,
      changes: {
        email: { from: null, to: input.email },
        roles: { from: null, to: roles.map((r) => r.roleName) },
      },
    });
    return memberById(tx, auth.accountId, userId);
  });
  if (message) await sendInvitation(deps.mailer, message);
  return toUserAccountJson(row);
}

export async function resendInvitation(
  auth: AuthContext,
  deps: InvitationDeps,
  userId: string,
): Promise<UserAccountJson> {
  requireManager(auth, 'CREATE', userId);
  const identity = requireIdentity(deps);
  const { email, context } = await auth.run(async (tx) => {
    const current = await lockedMember(tx, auth, userId);
    if (current.status !== 'INVITATION_SENT') {
      throw new UserError('CONFLICT', USER_MESSAGES.onlyPendingResent({ status: current.status }));
    }
    return { email: current.email, context: await invitationContext(tx, auth, current.email, deps.signInUrl) };
  });
  const { sub, message } = await identityForInvitation(identity, email, context);
  const actor = actorOf(auth);
  const row = await auth.run(async (tx) => {
    const current = await lockedMember(tx, auth, userId);
    // A user the identity service had lost (or never had, as in the demo seed) was created again with a new subject.
    const [holder] = await tx.query<{ user_id: string }>('SELECT user_id FROM users WHERE cognito_sub = $1', [sub]);
    if (holder && holder.user_id !== userId) {
      throw new UserError('CONFLICT', USER_MESSAGES.addressTaken());
    }
    await tx.query('UPDATE users SET cognito_sub = $2, updated_at = now() WHERE user_id = $1 AND cognito_sub <> $2', [
      userId,
      sub,
    ]);
    await tx.query(
      `UPDATE memberships SET invited_at = now(), invited_by = $3, updated_by = $3, updated_at = now()
        WHERE account_id = $1 AND user_id = $2`,
      [auth.accountId, userId, actor.userId],
    );
    const updated = await memberById(tx, auth.accountId, userId);
    await recordActivity(tx, {
      ...actor,
      action: 'RESEND_INVITATION',
      objectType: 'MEMBERSHIP',
      objectId: userId,
      changes: { invitedAt: { from: toUserAccountJson(current).invitedAt, to: toUserAccountJson(updated).invitedAt } },
    });
    return updated;
  });
  if (message) await sendInvitation(deps.mailer, message);
  return toUserAccountJson(row);
}

function requireIdentity(deps: InvitationDeps): IdentityAdmin {
  if (!deps.identity) throw new UserError('IDENTITY_UNAVAILABLE', USER_MESSAGES.noIdentityToInvite());
  return deps.identity;
}

/**
 * The invitee's identity user and the message to send. Someone who never signed in (a new user, or one invited
 * before who did not come) gets a new temporary password; someone with an account of their own only a notice.
 */
async function identityForInvitation(
  identity: IdentityAdmin,
  email: string,
  context: InvitationContext,
): Promise<{ sub: string; message: MailMessage | null }> {
  // When the identity service e-mails the temporary password itself, ours would be a second one (and a file or a
  // log line with the password in it): only the notice to people who already have an account is ours to send.
  const invitation = (password: string) => (identity.sendsInvitations ? null : invitationMessage(context, password));
  try {
    const password = temporaryPassword();
    const created = await identity.createInvitedUser(email, password);
    if ('sub' in created) return { sub: created.sub, message: invitation(password) };
    const existing = await identity.findUser(email);
    if (!existing) throw new IdentityUnavailableError(new Error(`${email} exists and does not`));
    if (!existing.awaitingFirstSignIn) return { sub: existing.sub, message: membershipNoticeMessage(context) };
    await identity.setTemporaryPassword(email, password);
    return { sub: existing.sub, message: invitation(password) };
  } catch (error) {
    if (error instanceof IdentityUnavailableError) throw UserError.identityDown();
    throw error;
  }
}

/**
 * Sends the message; a refusal by the mail server comes back to the inviter in words. A permanent one (5xx: no such
 * mailbox, the message refused) is about this address: a field error on `email`. Anything else (the server down or
 * deferring after the retries, wrong SMTP credentials) stays a server error, logged, as every mailer error was.
 */
async function sendInvitation(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    if (!(error instanceof MailDeliveryError && error.failure === 'REFUSED')) throw error;
    const response = error.response ?? error.message;
    const reason = `was refused by the mail server (${response})`;
    throw new UserError('VALIDATION_FAILED', USER_MESSAGES.mailRefused({ email: message.to, response }), [
      fieldError('email', 'INVALID_VALUE', undefined, reason),
    ]);
  }
}

/** The platform's user for an identity subject, created for a newcomer with the organisation's defaults. */
async function userForSub(tx: Queryable, accountId: string, sub: string, email: string): Promise<string> {
  const defaults = await memberDefaults(tx, accountId);
  // The address is verified: we sent the invitation to it, and only its reader has the temporary password.
  await tx.query(
    `INSERT INTO users (user_id, cognito_sub, email, application_language, number_format, email_verified,
                        email_verified_at)
     VALUES ($1, $2, $3, $4, $5, true, now())
     ON CONFLICT (cognito_sub) DO NOTHING`,
    [newId('user'), sub, email, defaults.applicationLanguage, defaults.numberFormat],
  );
  const [user] = await tx.query<{ user_id: string }>('SELECT user_id FROM users WHERE cognito_sub = $1', [sub]);
  if (!user) throw new Error(`No user row for identity subject ${sub}`);
  return user.user_id;
}

async function invitationContext(
  tx: Queryable,
  auth: AuthContext,
  email: string,
  signInUrl: string,
): Promise<InvitationContext> {
  const [account] = await tx.query<{ organization_name: string | null }>(
    'SELECT organization_name FROM accounts WHERE account_id = $1',
    [auth.accountId],
  );
  const inviterName = [auth.user.firstName, auth.user.lastName].filter((p) => p?.trim()).join(' ');
  return {
    email,
    organizationName: account?.organization_name ?? null,
    inviterName: inviterName || auth.user.email || null,
    signInUrl,
    // The language the invitee's user starts with (userForSub): the message is in it too.
    language: (await memberDefaults(tx, auth.accountId)).applicationLanguage,
  };
}
