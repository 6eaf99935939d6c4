// Invitations at the REST API, against the real identity emulator, on every available database: the message in the
// outbox, the invitee's first sign-in with the temporary password (NEW_PASSWORD_REQUIRED), the first request that
// activates the membership, sign-ins logged once each, resending, people who already have an account.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Permissions } from '@aid/common/permissions';
import type { UserAccountJson } from '@aid/common/users';
import { signIn } from '@aid/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../http/logger.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { firstSignIn } from '../testing/users.js';
import { IdentityUnavailableError } from './identity-admin.js';
import { latestMessageFor, outboxMailer } from './mailer.js';

const backends = await availableBackends();
const identity = fileIdentity();
const NEW_PASSWORD = 'Chosen-pass-2026';

const VIEW_PROGRAMS: Permissions = {
  section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
};

describe.each(backendCases(backends))('invitations on %s', (backendName, backend) => {
  let api: TestApi;
  let outbox: string;
  let orgA: string;
  let orgB: string;
  let admin: Caller;
  let adminB: Caller;
  let viewerRole: string;
  let fieldRole: string;
  const email = (name: string) => `${name}-${backendName}@invite.test`;
  const { caller, as } = callers(identity, () => api, email);
  const activity = (objectId: string, action?: string) =>
    api.db.query<{ action: string; user_id: string; object_type: string; changes: unknown; site_path: string }>(
      `SELECT action, user_id, object_type, changes, site_path FROM activity_logs
        WHERE object_id = $1 AND ($2::text IS NULL OR action = $2) ORDER BY created_at, log_id`,
      [objectId, action ?? null],
    );
  const membershipOf = async (userId: string, accountId: string) =>
    (
      await api.db.query<{ status: string; last_active_at: Date | string | null }>(
        'SELECT status, last_active_at FROM memberships WHERE user_id = $1 AND account_id = $2',
        [userId, accountId],
      )
    )[0];
  const invite = (body: unknown, who: Caller = admin) =>
    as(who, 'POST', '/members', body, 'http://localhost:4100/users');

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'aid-invite-outbox-'));
    api = await startTestApi(backend, identity().config, { mailer: outboxMailer(outbox, memoryLogger().logger) });
    orgA = (await api.fixtures.account('Invite Org A')).accountId;
    orgB = (await api.fixtures.account('Invite Org B')).accountId;
    admin = await caller('admin', orgA);
    adminB = await caller('admin-b', orgB);
    // Roles the invitees get: a reader of programs and a field role, both of organisation A.
    const reader = await api.fixtures.member(
      { sub: `sub-r-${backendName}`, email: 'r@x.test' },
      orgA,
      'READER',
      VIEW_PROGRAMS,
    );
    viewerRole = reader.roleId;
    fieldRole = (await api.fixtures.member({ sub: `sub-f-${backendName}`, email: 'f@x.test' }, orgA, 'FIELD')).roleId;
  });
  afterAll(async () => {
    await api?.close();
    await rm(outbox, { recursive: true, force: true });
  });

  it('invites a new person: an identity user with a temporary password, the message, INVITATION_SENT', async () => {
    // A new member starts with the organisation's language and number format.
    await api.db.query(
      "UPDATE accounts SET default_language = 'fr', default_number_format = 'fr-FR' WHERE account_id = $1",
      [orgA],
    );
    const res = await invite({ email: `  ${email('Newcomer').toUpperCase()} `, roleIds: [viewerRole, fieldRole] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const invited = res.body as UserAccountJson;
    expect(invited).toMatchObject({
      accountId: orgA,
      email: email('newcomer'),
      status: 'INVITATION_SENT',
      invitedBy: admin.userId,
      lastActive: null,
    });
    expect(invited.roles.map((r) => r.roleName)).toEqual(['READER', 'FIELD']);

    const message = await latestMessageFor(outbox, email('newcomer'));
    // In the organisation's language (French here), as the invitee's user starts in it.
    expect(message).toMatchObject({
      to: email('newcomer'),
      subject: "Invitation à rejoindre Invite Org A sur la plateforme d'aide",
    });
    const password = message?.temporaryPassword ?? '';
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d]).{16}$/);
    expect(message?.text).toContain(`mot de passe temporaire : ${password}`);
    expect(message?.text).toContain('http://localhost:4100/login');
    expect(api.logs.some((l) => JSON.stringify(l).includes(password))).toBe(false);

    const [logged] = await activity(invited.userId, 'INVITE');
    expect(logged).toMatchObject({
      user_id: admin.userId,
      object_type: 'MEMBERSHIP',
      site_path: 'http://localhost:4100/users',
      changes: { email: { from: null, to: email('newcomer') }, roles: { from: null, to: ['READER', 'FIELD'] } },
    });

    // The invitee signs in with the temporary password and must choose their own.
    const { challenge, tokens } = await firstSignIn(identity().config, email('newcomer'), password, NEW_PASSWORD);
    expect(challenge).toBe('NEW_PASSWORD_REQUIRED');
    const me = await api.call('GET', '/me', { token: tokens.accessToken });
    expect(me.body).toMatchObject({
      user: { userId: invited.userId },
      currentAccountId: orgA,
      memberships: [{ accountId: orgA, status: 'INVITATION_SENT' }],
      applicationLanguage: 'fr',
      numberFormat: 'fr-FR',
    });
    // Their first request in the organisation activates the membership, and is their first sign-in there.
    const programs = await api.call('GET', '/programs', { token: tokens.accessToken, accountId: orgA });
    expect(programs.status).toBe(200);
    expect((await membershipOf(invited.userId, orgA))?.status).toBe('ACTIVE');
    const signIns = await activity(invited.userId, 'SIGN_IN');
    expect(signIns).toEqual([expect.objectContaining({ user_id: invited.userId, object_type: 'USER' })]);
    // And the new password is theirs from now on.
    await expect(
      signIn(identity().config.endpoint ?? '', identity().config.clientId, email('newcomer'), NEW_PASSWORD),
    ).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('logs each sign-in once, and writes the last activity at most once a minute', async () => {
    const member = await caller('regular', orgA, 'READER', VIEW_PROGRAMS);
    for (let i = 0; i < 3; i++) {
      expect((await as(member, 'GET', '/programs')).status).toBe(200);
    }
    expect(await activity(member.userId, 'SIGN_IN')).toHaveLength(1);
    const seen = (await membershipOf(member.userId, orgA))?.last_active_at;
    expect(seen).not.toBeNull();
    await as(member, 'GET', '/programs');
    expect((await membershipOf(member.userId, orgA))?.last_active_at).toEqual(seen);
    // auth_time has a resolution of one second: the next sign-in must be in a later second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await identity().user(email('regular'));
    await api.call('GET', '/programs', { token: again.tokens.accessToken, accountId: orgA });
    await api.call('GET', '/programs', { token: again.tokens.accessToken, accountId: orgA });
    expect(await activity(member.userId, 'SIGN_IN')).toHaveLength(2);
    // The older token is not a new sign-in.
    await as(member, 'GET', '/programs');
    expect(await activity(member.userId, 'SIGN_IN')).toHaveLength(2);
  });

  it('resends an invitation with a new temporary password; the old one stops working', async () => {
    const invited = (await invite({ email: email('resend'), roleIds: [viewerRole] })).body as UserAccountJson;
    const first = await latestMessageFor(outbox, email('resend'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await as(admin, 'POST', `/members/${invited.userId}/resend-invitation`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Date.parse((res.body as UserAccountJson).invitedAt ?? '')).toBeGreaterThan(
      Date.parse(invited.invitedAt ?? ''),
    );
    const second = await latestMessageFor(outbox, email('resend'));
    expect(second?.temporaryPassword).toBeTruthy();
    expect(second?.temporaryPassword).not.toBe(first?.temporaryPassword);
    const config = identity().config;
    await expect(
      signIn(config.endpoint ?? '', config.clientId, email('resend'), first?.temporaryPassword ?? ''),
    ).rejects.toThrow();
    const { challenge } = await firstSignIn(config, email('resend'), second?.temporaryPassword ?? '', NEW_PASSWORD);
    expect(challenge).toBe('NEW_PASSWORD_REQUIRED');
    expect(await activity(invited.userId, 'RESEND_INVITATION')).toHaveLength(1);

    // Only a pending invitation can be resent.
    const refused = await as(admin, 'POST', `/members/${admin.userId}/resend-invitation`);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: expect.stringContaining('ACTIVE') },
    });
  });

  it('adds someone who already has an account elsewhere with a notice and no new password', async () => {
    const outsider = await caller('outsider', orgB, 'ADMIN');
    const res = await invite({ email: email('outsider'), roleIds: [fieldRole] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body as UserAccountJson).userId).toBe(outsider.userId);
    const notice = await latestMessageFor(outbox, email('outsider'));
    expect(notice).toMatchObject({ temporaryPassword: null, subject: expect.stringContaining('accès à Invite Org A') });
    // Their own password still works, and their first request in A activates the membership there.
    const again = await identity().user(email('outsider'));
    expect((await api.call('GET', '/programs', { token: again.tokens.accessToken, accountId: orgA })).status).toBe(
      403, // FIELD has no PROGRAMS access
    );
    expect((await membershipOf(outsider.userId, orgA))?.status).toBe('ACTIVE');
    expect((await membershipOf(outsider.userId, orgB))?.status).toBe('ACTIVE');
  });

  it('recreates an invitee the identity service does not know when resending', async () => {
    const userId = `usr--ghost-${backendName}`;
    await api.db.query("INSERT INTO users (user_id, cognito_sub, email) VALUES ($1, 'demo-ghost', $2)", [
      userId,
      email('ghost'),
    ]);
    await api.db.query(
      `INSERT INTO memberships (membership_id, account_id, user_id, status, role_ids, invited_at)
       VALUES ($1, $2, $3, 'INVITATION_SENT', ARRAY[$4]::text[], now())`,
      [`acm--ghost-${backendName}`, orgA, userId, viewerRole],
    );
    expect((await as(admin, 'POST', `/members/${userId}/resend-invitation`)).status).toBe(200);
    const message = await latestMessageFor(outbox, email('ghost'));
    const { tokens } = await firstSignIn(
      identity().config,
      email('ghost'),
      message?.temporaryPassword ?? '',
      NEW_PASSWORD,
    );
    const me = await api.call('GET', '/me', { token: tokens.accessToken });
    expect(me.body).toMatchObject({ user: { userId } });
  });

  it('refuses what it cannot do with a clear field error, before asking the identity service', async () => {
    const taken = await invite({ email: email('ADMIN'), roleIds: [viewerRole] });
    expect(taken).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'email', code: 'TAKEN' }] },
    });
    expect((taken.body as { message: string }).message).toBe('email is already a member of this organisation');
    const bRole = (
      await api.db.query<{ role_id: string }>('SELECT role_id FROM roles WHERE account_id = $1', [orgB])
    )[0];
    const foreignRole = await invite({ email: email('foreign-role'), roleIds: [bRole?.role_id] });
    expect(foreignRole).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'roleIds', code: 'INVALID_VALUE' }] },
    });
    const bad = await invite({ email: 'not an address', roleIds: [], extra: 1 });
    expect(bad.status).toBe(422);
    expect((bad.body as { fieldErrors: { field: string; code: string }[] }).fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', code: 'INVALID_FORMAT' }),
        expect.objectContaining({ field: 'roleIds', code: 'REQUIRED' }),
        expect.objectContaining({ field: 'extra', code: 'UNKNOWN_FIELD' }),
      ]),
    );
    expect(await latestMessageFor(outbox, email('foreign-role'))).toBeUndefined();
  });

  it('lets only people with USER_MANAGEMENT CREATE (everything) invite', async () => {
    const reader = await caller('reader', orgA, 'READER', VIEW_PROGRAMS);
    expect(await invite({ email: email('x1'), roleIds: [viewerRole] }, reader)).toMatchObject({ status: 403 });
    const selected = await caller('selected', orgA, 'SELECTED_CREATE', {
      section: [{ name: 'USER_MANAGEMENT', access: { CREATE: { accessLevel: 'SELECTED', objectIds: ['usr--x'] } } }],
    });
    expect(await invite({ email: email('x2'), roleIds: [viewerRole] }, selected)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    // Organisation B's administrator cannot invite into A, nor resend A's invitations.
    const foreign = await api.call('POST', '/members', {
      token: adminB.token,
      accountId: orgA,
      body: { email: email('x3'), roleIds: [viewerRole] },
    });
    expect(foreign.status).toBe(403);
    const pending = (await invite({ email: email('pending'), roleIds: [viewerRole] })).body as UserAccountJson;
    expect(await as(adminB, 'POST', `/members/${pending.userId}/resend-invitation`)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });

  it('answers 503 when the identity service is down, and creates nothing', async () => {
    const down = () => Promise.reject(new IdentityUnavailableError(new Error('connection refused')));
    const failing = await startTestApi(backend, identity().config, {
      db: api.db,
      mailer: outboxMailer(outbox, memoryLogger().logger),
      identityAdmin: { findUser: down, createInvitedUser: down, setTemporaryPassword: down, mfaOf: down },
    });
    try {
      const res = await failing.call('POST', '/members', {
        token: admin.token,
        accountId: orgA,
        body: { email: email('unreachable'), roleIds: [viewerRole] },
      });
      expect(res).toMatchObject({ status: 503, body: { code: 'IDENTITY_UNAVAILABLE' } });
      const rows = await api.db.query('SELECT 1 FROM users WHERE email = $1', [email('unreachable')]);
      expect(rows).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});
