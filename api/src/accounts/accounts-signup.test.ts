// HTTP-level, on every available database: self-signup (a person's first request makes their organisation, once,
// even when requests race), sub-accounts, and switching the organisation a user works in.
import type { MeJson, OrganizationJson, SubAccountJson } from '@aid/common/accounts';
import { newId } from '@aid/common/ids';
import { isAdmin } from '@aid/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();
const SITE = 'http://localhost:4100/profile/view';

type LogRow = { action: string; object_type: string; object_id: string; user_id: string; site_path: string | null };

describe.each(backendCases(backends))('self-signup, sub-accounts and switching on %s', (backendName, backend) => {
  let api: TestApi;
  const email = (name: string) => `${name}-${backendName}@signup.test`;
  // Changes only: sign-ins are logged too (the users domain), whenever a member's token is new.
  const logs = (accountId: string) =>
    api.db.query<LogRow>(
      `SELECT action, object_type, object_id, user_id, site_path FROM activity_logs
        WHERE account_id = $1 AND action <> 'SIGN_IN' ORDER BY created_at, log_id`,
      [accountId],
    );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('self-signup', () => {
    it('gives a person seen for the first time an organisation of their own, with them as its ADMIN', async () => {
      const user = await identity().user(email('first'));
      const token = user.tokens.accessToken;
      const res = await api.call('GET', '/me', { token, sitePath: SITE });
      expect(res.status).toBe(200);
      const me = res.body as MeJson;
      expect(me.memberships).toHaveLength(1);
      const [membership] = me.memberships;
      expect(membership).toMatchObject({
        organizationName: null,
        menuColour: '2268AE',
        detailsCompleted: false,
        status: 'ACTIVE',
      });
      expect(membership?.roles.map((r) => [r.roleName, r.roleType])).toEqual([['ADMIN', 'PREDEFINED']]);
      expect(isAdmin(membership?.roles ?? [])).toBe(true);
      const accountId = membership?.accountId ?? '';
      expect(me.currentAccountId).toBe(accountId);
      expect(me.detailsCompleted).toBe(false);

      const [stored] = await api.db.query<{ status: string; parent_account_id: string | null; default_id: string }>(
        `SELECT a.status, a.parent_account_id, u.default_account_id AS default_id
           FROM accounts a JOIN users u ON u.user_id = a.created_by WHERE a.account_id = $1`,
        [accountId],
      );
      expect(stored).toEqual({ status: 'ACTIVE', parent_account_id: null, default_id: accountId });
      const roles = await api.db.query<{ role_name: string; role_type: string }>(
        'SELECT role_name, role_type FROM roles WHERE account_id = $1 ORDER BY role_name',
        [accountId],
      );
      expect(roles.map((r) => `${r.role_name}/${r.role_type}`)).toEqual([
        'ADMIN/PREDEFINED',
        'FIELD_OFFICER/PREDEFINED',
        'PROGRAM_MANAGER/PREDEFINED',
        'VIEWER/PREDEFINED',
      ]);
      expect(await logs(accountId)).toEqual([
        {
          action: 'CREATE',
          object_type: 'ACCOUNT',
          object_id: accountId,
          user_id: me.user.userId,
          site_path: SITE,
        },
      ]);

      // As its ADMIN they can act there at once: "Pending" until they name it.
      const org = await api.call('GET', '/organization', { token });
      expect(org.body).toMatchObject({
        accountId,
        organizationName: null,
        status: 'ACTIVE',
        detailsCompleted: false,
        subAccounts: [],
      } satisfies Partial<OrganizationJson>);
    });

    it('makes one organisation when the first requests come together', async () => {
      const user = await identity().user(email('racer'));
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => api.call('GET', '/me', { token: user.tokens.accessToken })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const current = new Set(answers.map((a) => (a.body as MeJson).currentAccountId));
      expect(current.size).toBe(1);
      const [counts] = await api.db.query<{ users: number; accounts: number; memberships: number }>(
        `SELECT (SELECT count(*)::int FROM users WHERE cognito_sub = $1) AS users,
                (SELECT count(*)::int FROM accounts a JOIN users u ON u.user_id = a.created_by
                  WHERE u.cognito_sub = $1) AS accounts,
                (SELECT count(*)::int FROM memberships m JOIN users u ON u.user_id = m.user_id
                  WHERE u.cognito_sub = $1) AS memberships`,
        [user.sub],
      );
      expect(counts).toEqual({ users: 1, accounts: 1, memberships: 1 });
    });

    it('gives no organisation to a user whose row existed before their first request (an invitation)', async () => {
      const user = await identity().user(email('invited'));
      const { accountId } = await api.fixtures.account('Inviting Org');
      const userId = newId('user');
      // What the users domain writes when it invites someone, before they ever sign in.
      await api.db.query('INSERT INTO users (user_id, cognito_sub, email) VALUES ($1, $2, $3)', [
        userId,
        user.sub,
        email('invited'),
      ]);
      await api.db.query(
        `INSERT INTO memberships (membership_id, account_id, user_id, status) VALUES ($1, $2, $3, 'INVITATION_SENT')`,
        [newId('membership'), accountId, userId],
      );
      const res = await api.call('GET', '/me', { token: user.tokens.accessToken });
      expect(res.status).toBe(200);
      expect((res.body as MeJson).memberships.map((m) => m.accountId)).toEqual([accountId]);
      const [made] = await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM accounts WHERE created_by = $1',
        [userId],
      );
      expect(made?.n).toBe(0);
    });
  });

  describe('sub-accounts', () => {
    it('lets an ADMIN create one they administer; the parent lists it and both log it', async () => {
      const user = await identity().user(email('sub-admin'));
      const { accountId: parent } = await api.fixtures.account('Parent Org');
      const { userId } = await api.fixtures.member(user, parent, 'ADMIN');
      const token = user.tokens.accessToken;
      const res = await api.call('POST', '/organization/sub-accounts', {
        token,
        accountId: parent,
        sitePath: SITE,
        body: { organizationName: '  Field Office North ' },
      });
      expect(res.status).toBe(201);
      const sub = res.body as SubAccountJson;
      expect(sub).toMatchObject({ organizationName: 'Field Office North', status: 'ACTIVE', createdBy: userId });

      const listed = await api.call('GET', '/organization', { token, accountId: parent });
      expect((listed.body as OrganizationJson).subAccounts).toEqual([sub]);
      const inSub = await api.call('GET', '/organization', { token, accountId: sub.accountId });
      expect(inSub.body).toMatchObject({ accountId: sub.accountId, parentAccountId: parent, subAccounts: [] });
      const me = (await api.call('GET', '/me', { token })).body as MeJson;
      expect(me.hasMultipleAccounts).toBe(true);
      expect(me.memberships.find((m) => m.accountId === sub.accountId)?.roles.map((r) => r.roleName)).toEqual([
        'ADMIN',
      ]);
      const [roles] = await api.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM roles WHERE account_id = $1 AND role_type = 'PREDEFINED'",
        [sub.accountId],
      );
      expect(roles?.n).toBe(4);

      const created = { action: 'CREATE', object_type: 'ACCOUNT', object_id: sub.accountId, user_id: userId };
      expect(await logs(parent)).toEqual([{ ...created, site_path: SITE }]);
      expect(await logs(sub.accountId)).toEqual([{ ...created, site_path: SITE }]);
    });

    it('is refused to a member whose first role is not ADMIN, and without a name', async () => {
      const manager = await identity().user(email('sub-manager'));
      const admin = await identity().user(email('sub-admin-2'));
      const { accountId } = await api.fixtures.account('Managed Org');
      await api.fixtures.member(manager, accountId, 'MANAGER', {
        section: [
          {
            name: 'PROFILE_AND_ORGANIZATION',
            access: { UPDATE: { accessLevel: 'EVERYTHING', objectIds: [] } },
          },
        ],
      });
      await api.fixtures.member(admin, accountId, 'ADMIN');
      const refused = await api.call('POST', '/organization/sub-accounts', {
        token: manager.tokens.accessToken,
        accountId,
        body: { organizationName: 'Shadow Org' },
      });
      expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      const unnamed = await api.call('POST', '/organization/sub-accounts', {
        token: admin.tokens.accessToken,
        accountId,
        body: { organizationName: '   ' },
      });
      expect(unnamed).toMatchObject({
        status: 422,
        body: { code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'organizationName', code: 'EMPTY' }] },
      });
      const [made] = await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM accounts WHERE parent_account_id = $1',
        [accountId],
      );
      expect(made?.n).toBe(0);
    });

    it('shows nothing of a sub-account to another organisation', async () => {
      const owner = await identity().user(email('sub-owner'));
      const stranger = await identity().user(email('sub-stranger'));
      const { accountId: parent } = await api.fixtures.account('Owner Org');
      const { accountId: other } = await api.fixtures.account('Stranger Org');
      await api.fixtures.member(owner, parent, 'ADMIN');
      await api.fixtures.member(stranger, other, 'ADMIN');
      const created = await api.call('POST', '/organization/sub-accounts', {
        token: owner.tokens.accessToken,
        accountId: parent,
        body: { organizationName: 'Secret Office' },
      });
      const subId = (created.body as SubAccountJson).accountId;
      const own = await api.call('GET', '/organization', { token: stranger.tokens.accessToken, accountId: other });
      expect((own.body as OrganizationJson).subAccounts).toEqual([]);
      expect(JSON.stringify(own.body)).not.toContain('Secret Office');
      for (const accountId of [subId, parent]) {
        const res = await api.call('GET', '/organization', { token: stranger.tokens.accessToken, accountId });
        expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      }
    });
  });

  describe('switching organisation', () => {
    it('makes an ACTIVE membership the default and logs it in that organisation', async () => {
      const user = await identity().user(email('switcher'));
      const { accountId: first } = await api.fixtures.account('First Org');
      const { accountId: second } = await api.fixtures.account('Second Org');
      const { userId } = await api.fixtures.member(user, first, 'ADMIN', undefined, { defaultAccount: true });
      await api.fixtures.member(user, second, 'ADMIN');
      const token = user.tokens.accessToken;
      expect(((await api.call('GET', '/me', { token })).body as MeJson).currentAccountId).toBe(first);

      const res = await api.call('PUT', '/me/default-account', {
        token,
        accountId: first,
        sitePath: 'http://localhost:4100/organizations',
        body: { accountId: second },
      });
      expect(res.status).toBe(200);
      expect((res.body as MeJson).currentAccountId).toBe(second);
      // Without x-accountid the profile's default now decides.
      expect(((await api.call('GET', '/me', { token })).body as MeJson).currentAccountId).toBe(second);
      const [stored] = await api.db.query<{ default_account_id: string }>(
        'SELECT default_account_id FROM users WHERE user_id = $1',
        [userId],
      );
      expect(stored?.default_account_id).toBe(second);
      expect(await logs(second)).toEqual([
        {
          action: 'SWITCH_ORGANIZATION',
          object_type: 'ACCOUNT',
          object_id: second,
          user_id: userId,
          site_path: 'http://localhost:4100/organizations',
        },
      ]);
      expect(await logs(first)).toEqual([]);
    });

    it('refuses an organisation the user is not a member of or was disabled in; an invitation may be switched to', async () => {
      const user = await identity().user(email('no-switch'));
      const { accountId: home } = await api.fixtures.account('Home Org');
      const { accountId: foreign } = await api.fixtures.account('Foreign Org');
      const { accountId: disabled } = await api.fixtures.account('Disabled Org');
      const { accountId: invited } = await api.fixtures.account('Invited Org');
      const { userId } = await api.fixtures.member(user, home, 'ADMIN', undefined, { defaultAccount: true });
      await api.fixtures.member(user, disabled, 'ADMIN', undefined, { status: 'DISABLED' });
      await api.fixtures.member(user, invited, 'ADMIN', undefined, { status: 'INVITATION_SENT' });
      const token = user.tokens.accessToken;
      for (const accountId of [foreign, disabled]) {
        const res = await api.call('PUT', '/me/default-account', { token, body: { accountId } });
        expect(res, accountId).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
        expect(await logs(accountId)).toEqual([]);
      }
      // A person already signed up elsewhere accepts an invitation by switching to it (their first request there
      // then makes the membership ACTIVE).
      expect((await api.call('PUT', '/me/default-account', { token, body: { accountId: invited } })).status).toBe(200);
      expect(await logs(invited)).toHaveLength(1);
      expect((await api.call('PUT', '/me/default-account', { token, body: { accountId: home } })).status).toBe(200);
      expect(await api.call('PUT', '/me/default-account', { token, body: { accountId: 'a b' } })).toMatchObject({
        status: 422,
        body: { fieldErrors: [{ field: 'accountId', code: 'INVALID_ID' }] },
      });
      const [stored] = await api.db.query<{ default_account_id: string }>(
        'SELECT default_account_id FROM users WHERE user_id = $1',
        [userId],
      );
      expect(stored?.default_account_id).toBe(home);
    });
  });
});
