// HTTP-level tests of authentication, account selection, /me and /users, on every available database.
import { meJsonSchema } from '@aid/common/accounts';
import { newId } from '@aid/common/ids';
import type { Permissions } from '@aid/common/permissions';
import type { TestIdentity } from '@aid/identity';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../seed/demo.js';
import { availableBackends, startTestApi, type TestApi, tamper } from '../testing/harness.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();

const identity = fileIdentity();

const VIEW_PROGRAMS: Permissions = {
  section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
};

describe.each(backendCases(backends))('accounts on %s', (backendName, backend) => {
  let api: TestApi;
  // Each backend gets its own e-mail addresses: both share one identity pool.
  const email = (name: string) => `${name}-${backendName}@test.aid`;

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
  });
  afterAll(async () => {
    await api?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('public routes and HTTP behaviour', () => {
    it('answers /health without a token', async () => {
      const res = await api.call('GET', '/health');
      expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(res.headers.get('x-powered-by')).toBeNull();
    });

    it('serves the OpenAPI document without a token', async () => {
      const res = await api.call('GET', '/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ openapi: '3.1.0' });
    });

    it('answers an unknown route with JSON 404', async () => {
      const res = await api.call('GET', '/no-such-thing');
      expect(res).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'No route GET /no-such-thing' } });
    });

    it('refuses a malformed JSON body with 400 and no stack trace', async () => {
      const user = await identity().user(email('json'));
      const { accountId } = await api.fixtures.account('Json Org');
      await api.fixtures.member(user, accountId, 'ADMIN');
      const res = await api.call('POST', '/programs', { token: user.tokens.accessToken, rawBody: '{"programName": ' });
      expect(res).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|node_modules/);
    });
  });

  describe('bearer tokens', () => {
    let tokens: Awaited<ReturnType<TestIdentity['user']>>['tokens'];
    let userEmail: string;

    beforeAll(async () => {
      userEmail = email('token');
      const user = await identity().user(userEmail);
      tokens = user.tokens;
      const { accountId } = await api.fixtures.account('Token Org');
      await api.fixtures.member(user, accountId, 'ADMIN');
    });

    const expect401 = async (headers: Record<string, string>, message: RegExp) => {
      for (const path of ['/programs', '/me', '/users?ids=x']) {
        const res = await api.call('GET', path, { headers });
        expect(res.status, path).toBe(401);
        expect(res.body, path).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.stringMatching(message) });
      }
    };

    it('accepts a valid access token', async () => {
      const res = await api.call('GET', '/programs', { token: tokens.accessToken });
      expect(res.status).toBe(200);
    });

    it('refuses a missing token', async () => {
      await expect401({}, /Missing Authorization header/);
    });

    it('refuses a malformed Authorization header', async () => {
      await expect401({ Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }, /must be "Bearer/);
      await expect401({ Authorization: 'Bearer' }, /must be "Bearer/);
      await expect401({ Authorization: 'Bearer not.a.jwt' }, /not valid/);
    });

    it('refuses a token with a tampered signature', async () => {
      await expect401({ Authorization: `Bearer ${tamper(tokens.accessToken)}` }, /not valid/);
    });

    it('refuses an expired token (clock 25 hours ahead)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 25 * 3600 * 1000);
      await expect401({ Authorization: `Bearer ${tokens.accessToken}` }, /expired/);
    });

    it('refuses a token issued to another app client', async () => {
      const other = await identity().otherClientTokens(userEmail);
      await expect401({ Authorization: `Bearer ${other.accessToken}` }, /another client/);
    });

    it('refuses an ID token in place of the access token', async () => {
      await expect401({ Authorization: `Bearer ${tokens.idToken}` }, /not valid/);
    });
  });

  describe('membership', () => {
    it('refuses a signed-in user without any membership', async () => {
      // A user row that exists before the first sign-in (as an invitation writes it) gets no organisation of its own.
      const user = await identity().user(email('nobody'));
      await api.db.query('INSERT INTO users (user_id, cognito_sub, email) VALUES ($1, $2, $3)', [
        newId('user'),
        user.sub,
        email('nobody'),
      ]);
      const me = await api.call('GET', '/me', { token: user.tokens.accessToken });
      expect(me.body).toMatchObject({ memberships: [], currentAccountId: null, permissions: {} });
      const res = await api.call('GET', '/programs', { token: user.tokens.accessToken });
      expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    });

    it('refuses an account the user is not a member of', async () => {
      const user = await identity().user(email('outsider'));
      const own = await api.fixtures.account('Own Org');
      const other = await api.fixtures.account('Other Org');
      await api.fixtures.member(user, own.accountId, 'ADMIN');
      const res = await api.call('GET', '/programs', { token: user.tokens.accessToken, accountId: other.accountId });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'FORBIDDEN',
        message: `You are not a member of organisation "${other.accountId}"`,
      });
    });

    // An invited member's first request activates the membership instead (api/src/users/users-presence.test.ts).
    it('refuses DISABLED and SUSPENDED members', async () => {
      const user = await identity().user(email('disabled'));
      const { accountId } = await api.fixtures.account('Strict Org');
      const { userId } = await api.fixtures.member(user, accountId, 'ADMIN');
      for (const status of ['DISABLED', 'SUSPENDED'] as const) {
        await api.fixtures.setMemberStatus(userId, accountId, status);
        const explicit = await api.call('GET', '/programs', { token: user.tokens.accessToken, accountId });
        expect(explicit.status, status).toBe(403);
        expect(explicit.body).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining(status) });
        const implicit = await api.call('GET', '/programs', { token: user.tokens.accessToken });
        expect(implicit.status, status).toBe(403);
        const me = await api.call('GET', '/me', { token: user.tokens.accessToken, accountId });
        expect(me.status, status).toBe(403);
      }
      await api.fixtures.setMemberStatus(userId, accountId, 'ACTIVE');
      const again = await api.call('GET', '/programs', { token: user.tokens.accessToken, accountId });
      expect(again.status).toBe(200);
    });

    it('refuses a section the roles do not grant', async () => {
      const user = await identity().user(email('no-section'));
      const { accountId } = await api.fixtures.account('Sectionless Org');
      await api.fixtures.member(user, accountId, 'SCANNER', {
        section: [{ name: 'VOUCHER_SCANNING', access: { SCAN: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
      });
      const res = await api.call('GET', '/programs', { token: user.tokens.accessToken, accountId });
      expect(res).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN', message: expect.stringContaining('PROGRAMS') },
      });
    });
  });

  describe('GET /me', () => {
    it('creates a brand-new user from the identity service and keeps them', async () => {
      const user = await identity().user(email('fresh'));
      const first = await api.call('GET', '/me', { token: user.tokens.accessToken });
      expect(first.status).toBe(200);
      expect(meJsonSchema.strict().safeParse(first.body).error).toBeUndefined();
      expect(first.body).toEqual({
        user: {
          userId: expect.stringMatching(/^usr--/),
          email: email('fresh'),
          firstName: null,
          lastName: null,
          userFullName: null,
        },
        phoneNumber: null,
        detailsCompleted: false,
        applicationLanguage: 'en',
        numberFormat: 'en-US',
        mfaSettings: { mfaEnabled: false, mfaPreferred: 'SOFTWARE_TOKEN_MFA' },
        profileImageFileId: null,
        // The identity service vouches for the address (email_verified): verified from this first call on.
        emailVerified: true,
        emailVerifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        // Self-signup: their own organisation, not named yet (accounts-signup.test.ts).
        memberships: [expect.objectContaining({ organizationName: null, status: 'ACTIVE', detailsCompleted: false })],
        hasMultipleAccounts: false,
        currentAccountId: expect.stringMatching(/^acc--/),
        permissions: expect.objectContaining({ PROFILE_AND_ORGANIZATION: expect.any(Object) }),
      });
      const rows = await api.db.query('SELECT user_id, email FROM users WHERE cognito_sub = $1', [user.sub]);
      expect(rows).toHaveLength(1);
      const second = await api.call('GET', '/me', { token: user.tokens.accessToken });
      expect((second.body as { user: { userId: string } }).user.userId).toBe(
        (first.body as { user: { userId: string } }).user.userId,
      );
    });

    it('keeps an address the identity service has not verified as unverified (spec §3 emailVerified)', async () => {
      const unverified = await startTestApi(backend, identity().config, {
        getUserEmail: async () => ({ email: email('unverified'), emailVerified: false }),
        db: api.db,
      });
      try {
        const user = await identity().user(email('unverified'));
        const res = await unverified.call('GET', '/me', { token: user.tokens.accessToken });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ emailVerified: false, emailVerifiedAt: null });
      } finally {
        await unverified.close();
      }
    });

    it('answers 503 when the identity service cannot give a new user’s e-mail', async () => {
      const failing = await startTestApi(backend, identity().config, {
        getUserEmail: () => Promise.reject(new Error('identity down')),
        db: api.db,
      });
      try {
        const user = await identity().user(email('unreadable'));
        const res = await failing.call('GET', '/me', { token: user.tokens.accessToken });
        expect(res).toMatchObject({ status: 503, body: { code: 'IDENTITY_UNAVAILABLE' } });
      } finally {
        await failing.close();
      }
    });

    it('refuses x-accountid of an account the user does not belong to', async () => {
      const user = await identity().user(email('me-outsider'));
      const other = await api.fixtures.account('Someone Else');
      const res = await api.call('GET', '/me', { token: user.tokens.accessToken, accountId: other.accountId });
      expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    });

    it('lists memberships with roles and the permissions of the current account', async () => {
      const user = await identity().user(email('multi'));
      const a = await api.fixtures.account('Alpha Aid', { menuColour: 'AA0000' });
      const b = await api.fixtures.account('Beta Aid');
      const c = await api.fixtures.account('Gamma Aid');
      await api.fixtures.member(
        { ...user, firstName: 'Mia', lastName: 'Multi' },
        a.accountId,
        'VIEWER',
        VIEW_PROGRAMS,
        { defaultAccount: true },
      );
      await api.fixtures.member(user, b.accountId, 'ADMIN');
      await api.fixtures.member(user, b.accountId, 'VIEWER', VIEW_PROGRAMS);
      await api.fixtures.member(user, c.accountId, 'ADMIN', undefined, { status: 'DISABLED' });
      await api.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE cognito_sub = $1', [
        user.sub,
        'Mia',
        'Multi',
      ]);

      const byDefault = await api.call('GET', '/me', { token: user.tokens.accessToken });
      expect(byDefault.status).toBe(200);
      const me = byDefault.body as {
        user: { userFullName: string };
        memberships: { accountId: string; status: string; roles: { roleName: string; roleType: string }[] }[];
        hasMultipleAccounts: boolean;
        currentAccountId: string;
        permissions: Record<string, unknown>;
      };
      expect(me.user.userFullName).toBe('Mia Multi');
      expect(me.currentAccountId).toBe(a.accountId);
      expect(me.hasMultipleAccounts).toBe(true);
      expect(me.permissions).toEqual({ PROGRAMS: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } });
      expect(me.memberships.map((m) => [m.accountId, m.status, m.roles.map((r) => r.roleName)])).toEqual([
        [a.accountId, 'ACTIVE', ['VIEWER']],
        [b.accountId, 'ACTIVE', ['ADMIN', 'VIEWER']],
        [c.accountId, 'DISABLED', ['ADMIN']],
      ]);
      expect(me.memberships[0]).toMatchObject({
        organizationName: 'Alpha Aid',
        menuColour: 'AA0000',
        detailsCompleted: true,
      });
      expect(me.memberships[1]?.roles[0]).toMatchObject({
        roleType: 'PREDEFINED',
        permissions: { section: expect.any(Array) },
      });

      const inB = await api.call('GET', '/me', { token: user.tokens.accessToken, accountId: b.accountId });
      const meB = inB.body as { currentAccountId: string; permissions: Record<string, Record<string, unknown>> };
      expect(meB.currentAccountId).toBe(b.accountId);
      expect(meB.permissions.USER_MANAGEMENT?.CREATE).toEqual({ accessLevel: 'EVERYTHING', objectIds: [] });

      const inC = await api.call('GET', '/me', { token: user.tokens.accessToken, accountId: c.accountId });
      expect(inC).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN', message: expect.stringContaining('DISABLED') },
      });
    });
  });

  describe('GET /users', () => {
    it('resolves members of the current account only', async () => {
      const admin = await identity().user(email('users-admin'));
      const colleague = await identity().user(email('users-colleague'));
      const stranger = await identity().user(email('users-stranger'));
      const org = await api.fixtures.account('Users Org');
      const otherOrg = await api.fixtures.account('Users Other Org');
      const a = await api.fixtures.member(admin, org.accountId, 'ADMIN');
      const c = await api.fixtures.member({ ...colleague, firstName: 'Cleo' }, org.accountId, 'VIEWER', VIEW_PROGRAMS);
      const s = await api.fixtures.member(stranger, otherOrg.accountId, 'ADMIN');
      const token = admin.tokens.accessToken;

      const batch = await api.call('GET', `/users?ids=${c.userId},${s.userId},${a.userId},usr--missing`, { token });
      expect(batch.status).toBe(200);
      expect(batch.body).toEqual({
        items: [
          {
            userId: c.userId,
            email: email('users-colleague'),
            firstName: 'Cleo',
            lastName: null,
            userFullName: 'Cleo',
          },
          { userId: a.userId, email: email('users-admin'), firstName: null, lastName: null, userFullName: null },
        ],
      });

      expect(await api.call('GET', `/users/${c.userId}`, { token })).toMatchObject({
        status: 200,
        body: { userId: c.userId },
      });
      expect(await api.call('GET', `/users/${s.userId}`, { token })).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'User not found' },
      });
      expect(await api.call('GET', '/users', { token })).toMatchObject({
        status: 422,
        body: { code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'ids' }] },
      });
      const tooMany = Array.from({ length: 101 }, (_, i) => `usr--${i}`).join(',');
      expect(await api.call('GET', `/users?ids=${tooMany}`, { token })).toMatchObject({ status: 422 });
      expect(await api.call('GET', '/users?ids=usr--a,%00', { token })).toMatchObject({
        status: 422,
        body: { fieldErrors: [{ field: 'ids[1]', code: 'INVALID_ID' }] },
      });
    });
  });

  describe('demo seed', () => {
    it('is idempotent and gives the field officer only the selected programs', async () => {
      const field = await identity().user(`field-${backendName}-demo@test.aid`);
      const users = [
        { email: 'admin@demo.aid', sub: `sub-admin-${backendName}` },
        { email: 'multi@demo.aid', sub: `sub-multi-${backendName}` },
        { email: 'field@demo.aid', sub: field.sub },
        { email: 'partner@demo.aid', sub: `sub-partner-${backendName}` },
      ];
      await seedDemo(api.db, users);
      const count = async () =>
        api.db.query<{ t: string; n: number }>(
          `SELECT 'accounts' AS t, count(*)::int AS n FROM accounts WHERE account_id LIKE 'acc--demo-%'
           UNION ALL SELECT 'users', count(*)::int FROM users WHERE user_id LIKE 'usr--demo-%'
           UNION ALL SELECT 'roles', count(*)::int FROM roles WHERE role_id LIKE 'rol--demo-%'
           UNION ALL SELECT 'memberships', count(*)::int FROM memberships WHERE membership_id LIKE 'acm--demo-%'
           UNION ALL SELECT 'programs', count(*)::int FROM programs WHERE program_id LIKE 'prg--demo-%'
           UNION ALL SELECT 'logs', count(*)::int FROM activity_logs WHERE log_id LIKE 'nlg--demo-%'
           UNION ALL SELECT 'apiKeys', count(*)::int FROM api_keys WHERE api_key_id LIKE 'key--demo-%'
           UNION ALL SELECT 'beneficiaryLists', count(*)::int FROM beneficiary_lists
                      WHERE account_id LIKE 'acc--demo-%'
           UNION ALL SELECT 'beneficiaries', count(*)::int FROM beneficiaries WHERE beneficiary_id LIKE 'ben--demo-%'`,
        );
      const before = await count();
      await seedDemo(api.db, users);
      expect(await count()).toEqual(before);
      expect(Object.fromEntries(before.map((r) => [r.t, r.n]))).toEqual({
        accounts: 2,
        // The four people, the user each demo partner key acts as (two keys per organisation), and in the relief
        // organisation a pending invitation and a disabled member (seed/demo-members.ts).
        users: 10,
        roles: 6,
        memberships: 11,
        programs: 11,
        // A creation per program and a few later changes; the two demo members' invitations and one disabling.
        logs: 18,
        apiKeys: 4,
        // A master list per organisation; the relief organisation's 5,000 people, 500 new arrivals (for the
        // reports), four custom lists, and the smart forms' list with the two people its accepted submissions made.
        beneficiaryLists: 7,
        beneficiaries: 5502,
      });

      const token = field.tokens.accessToken;
      const me = await api.call('GET', '/me', { token });
      // The identity seed verified the demo addresses: so does the profile (spec §3 emailVerified).
      expect(me.body).toMatchObject({
        currentAccountId: 'acc--demo-relief',
        detailsCompleted: true,
        emailVerified: true,
      });
      const list = await api.call('GET', '/programs?sort=NAME', { token });
      expect(list.body).toMatchObject({ totalCount: 2 });
      expect((list.body as { items: { programId: string }[] }).items.map((p) => p.programId)).toEqual([
        'prg--demo-water-2026',
        'prg--demo-food-parcels',
      ]);
      const hidden = await api.call('GET', '/programs/prg--demo-winter-cash', { token });
      expect(hidden.status).toBe(404);
      // The field officer does not manage users: of the organisation's activity log they see their own entries (the
      // sign-in their first request recorded) and those of the two programs they were SELECTED for.
      const own = await api.call('GET', '/activity-logs?first=100', { token });
      const fieldUserId = (me.body as { user: { userId: string } }).user.userId;
      expect(own.status).toBe(200);
      const items = (own.body as { items: { action: string; objectId: string; section: string | null }[] }).items;
      expect(new Set(items.map((l) => l.objectId))).toEqual(
        new Set([fieldUserId, 'prg--demo-water-2026', 'prg--demo-food-parcels']),
      );
      expect(items.filter((l) => l.objectId.startsWith('prg--')).every((l) => l.section === 'PROGRAMS')).toBe(true);
    });
  });
});
