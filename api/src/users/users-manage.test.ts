// Changing members at the REST API, on every available database: roles in order, disabling (refused everywhere at
// once) and enabling, removing; never the last ACTIVE administrator, never oneself; each change logged; another
// organisation reaches nothing.
import type { Permissions } from '@aid/common/permissions';
import type { UserAccountJson } from '@aid/common/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { apiRoutes } from '../testing/routes.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

const VIEW_PROGRAMS: Permissions = {
  section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
};
const DISABLED_MESSAGE = 'Your access to this organisation has been disabled by an administrator';

describe.each(backendCases(backends))('managing members on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let orgB: string;
  let admin: Caller;
  let adminB: Caller;
  let adminRole: string;
  let readerRole: string;
  const email = (name: string) => `${name}-${backendName}@manage.test`;
  const { caller, as } = callers(identity, () => api, email);
  /** Changes to the membership (the member's own sign-ins are logged on their USER). */
  const activity = (objectId: string) =>
    api.db.query<{ action: string; object_type: string; user_id: string; changes: unknown }>(
      `SELECT action, object_type, user_id, changes FROM activity_logs
        WHERE object_id = $1 AND object_type = 'MEMBERSHIP' ORDER BY created_at, log_id`,
      [objectId],
    );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    orgA = (await api.fixtures.account('Manage Org A')).accountId;
    orgB = (await api.fixtures.account('Manage Org B')).accountId;
    admin = await caller('admin', orgA);
    adminB = await caller('admin-b', orgB);
    const rows = await api.db.query<{ role_id: string }>(
      "SELECT role_id FROM roles WHERE account_id = $1 AND role_name = 'ADMIN'",
      [orgA],
    );
    adminRole = rows[0]?.role_id ?? '';
    readerRole = (
      await api.fixtures.member({ sub: `sub-r-${backendName}`, email: 'r@x.test' }, orgA, 'READER', VIEW_PROGRAMS)
    ).roleId;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('changes roles in order and logs the role names before and after', async () => {
    const member = await caller('roles', orgA, 'READER', VIEW_PROGRAMS);
    const res = await as(admin, 'PUT', `/members/${member.userId}/roles`, {
      roleIds: [adminRole, readerRole],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as UserAccountJson).roles.map((r) => r.roleName)).toEqual(['ADMIN', 'READER']);
    // The member's own next request carries the new permissions.
    expect((await as(member, 'GET', '/members')).status).toBe(200);
    // The same roles again: nothing written.
    await as(admin, 'PUT', `/members/${member.userId}/roles`, { roleIds: [adminRole, readerRole] });
    const logged = await activity(member.userId);
    expect(logged).toEqual([
      expect.objectContaining({
        action: 'UPDATE',
        object_type: 'MEMBERSHIP',
        user_id: admin.userId,
        changes: { roles: { from: ['READER'], to: ['ADMIN', 'READER'] } },
      }),
    ]);
    const refused = await as(admin, 'PUT', `/members/${member.userId}/roles`, { roleIds: [readerRole, readerRole] });
    expect(refused).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'roleIds', code: 'INVALID_VALUE' }] },
    });
  });

  it('never leaves the organisation without an ACTIVE administrator', async () => {
    const org = (await api.fixtures.account('One admin')).accountId;
    const only = await caller('only-admin', org);
    const helper = await caller('helper', org, 'USER_MANAGER', {
      section: [
        {
          name: 'USER_MANAGEMENT',
          access: Object.fromEntries(
            (['VIEW', 'UPDATE', 'DELETE'] as const).map((a) => [
              a,
              { accessLevel: 'EVERYTHING' as const, objectIds: [] },
            ]),
          ),
        },
      ],
    });
    const [viewer] = await api.db.query<{ role_id: string }>(
      "SELECT role_id FROM roles WHERE account_id = $1 AND role_name = 'USER_MANAGER'",
      [org],
    );
    for (const [method, path, body] of [
      ['PUT', `/members/${only.userId}/roles`, { roleIds: [viewer?.role_id] }],
      ['POST', `/members/${only.userId}/disable`, undefined],
      ['DELETE', `/members/${only.userId}`, undefined],
    ] as const) {
      const res = await as(helper, method, path, body);
      expect(res, `${method} ${path}`).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: expect.stringContaining('last active administrator') },
      });
    }
    // With a second ACTIVE administrator, the first can be demoted.
    const second = await caller('second-admin', org);
    const demoted = await as(helper, 'PUT', `/members/${only.userId}/roles`, { roleIds: [viewer?.role_id] });
    expect(demoted.status).toBe(200);
    // Now the second one is the last.
    expect((await as(helper, 'POST', `/members/${second.userId}/disable`)).status).toBe(409);
  });

  it('refuses a disabled member on every route with a clear 403, until enabled again', async () => {
    const member = await caller('disabled', orgA, 'ADMIN');
    expect((await as(member, 'GET', '/programs')).status).toBe(200);
    const res = await as(admin, 'POST', `/members/${member.userId}/disable`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as UserAccountJson).status).toBe('DISABLED');
    // Every route behind membership, with and without x-accountid, and /me in that organisation.
    const paths = [
      ...new Set(
        apiRoutes()
          .filter((r) => r.method === 'get' && !r.path.includes(':'))
          .map((r) => r.path),
      ),
    ]
      // The caller's own profile (/me…) needs no membership; everything else does.
      .filter(
        (p) =>
          // System routes, and the gateway's own change stream (its secret, not a member, opens it).
          !['/health', '/ready', '/metrics', '/openapi.json', '/internal/changes'].includes(p) &&
          p !== '/me' &&
          !p.startsWith('/me/'),
      );
    expect(paths).toEqual(expect.arrayContaining(['/programs', '/members', '/activity-logs', '/api-keys']));
    for (const path of paths) {
      const explicit = await as(member, 'GET', path);
      expect(explicit, path).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN', message: expect.stringContaining(DISABLED_MESSAGE) },
      });
      const implicit = await api.call('GET', path, { token: member.token });
      expect(implicit, path).toMatchObject({
        status: 403,
        body: { message: expect.stringContaining(DISABLED_MESSAGE) },
      });
    }
    expect((await as(member, 'GET', '/me')).status).toBe(403);
    expect((await api.call('GET', '/me', { token: member.token })).body).toMatchObject({
      currentAccountId: null,
      memberships: [{ accountId: orgA, status: 'DISABLED' }],
    });
    // A disabled member cannot be disabled again; enabling brings them back at once.
    expect((await as(admin, 'POST', `/members/${member.userId}/disable`)).status).toBe(409);
    const enabled = await as(admin, 'POST', `/members/${member.userId}/enable`);
    expect((enabled.body as UserAccountJson).status).toBe('ACTIVE');
    expect((await as(member, 'GET', '/programs')).status).toBe(200);
    expect((await as(admin, 'POST', `/members/${member.userId}/enable`)).status).toBe(409);
    expect((await activity(member.userId)).map((l) => [l.action, l.changes])).toEqual([
      ['DISABLE', { status: { from: 'ACTIVE', to: 'DISABLED' } }],
      ['ENABLE', { status: { from: 'DISABLED', to: 'ACTIVE' } }],
    ]);
  });

  it('removes a member, who keeps their account, and forgets the organisation as their default', async () => {
    const member = await caller('leaving', orgA, 'READER', VIEW_PROGRAMS);
    await api.db.query('UPDATE users SET default_account_id = $2 WHERE user_id = $1', [member.userId, orgA]);
    const res = await as(admin, 'DELETE', `/members/${member.userId}`);
    expect(res).toMatchObject({ status: 200, body: { userId: member.userId } });
    const rows = await api.db.query<{ default_account_id: string | null }>(
      'SELECT default_account_id FROM users WHERE user_id = $1',
      [member.userId],
    );
    expect(rows).toEqual([{ default_account_id: null }]);
    expect(await as(member, 'GET', '/programs')).toMatchObject({ status: 403 });
    expect((await api.call('GET', '/me', { token: member.token })).status).toBe(200);
    expect(await activity(member.userId)).toEqual([
      expect.objectContaining({
        action: 'DELETE',
        object_type: 'MEMBERSHIP',
        changes: expect.objectContaining({ email: { from: email('leaving'), to: null } }),
      }),
    ]);
    expect((await as(admin, 'DELETE', `/members/${member.userId}`)).status).toBe(404);
  });

  it('does not let anyone disable or remove themselves', async () => {
    for (const [method, path] of [
      ['POST', `/members/${admin.userId}/disable`],
      ['DELETE', `/members/${admin.userId}`],
    ] as const) {
      expect(await as(admin, method, path), path).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: expect.stringMatching(/^You cannot (disable|remove) yourself$/) },
      });
    }
  });

  it("gives another organisation's administrator NOT_FOUND and changes nothing", async () => {
    const target = await caller('target', orgA, 'READER', VIEW_PROGRAMS);
    const attempts = [
      ['PUT', `/members/${target.userId}/roles`, { roleIds: [readerRole] }],
      ['POST', `/members/${target.userId}/disable`, undefined],
      ['POST', `/members/${target.userId}/enable`, undefined],
      ['POST', `/members/${target.userId}/resend-invitation`, undefined],
      ['DELETE', `/members/${target.userId}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const res = await as(adminB, method, path, body);
      expect(res, `${method} ${path}`).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      expect(JSON.stringify(res.body)).not.toContain(email('target'));
    }
    expect(await activity(target.userId)).toEqual([]);
    expect((await as(target, 'GET', '/programs')).status).toBe(200);
  });

  it('lets SELECTED access change only the members it names, and no member without UPDATE', async () => {
    const a = await caller('sel-a', orgA, 'READER', VIEW_PROGRAMS);
    const b = await caller('sel-b', orgA, 'READER', VIEW_PROGRAMS);
    const manager = await caller('sel-manager', orgA, 'SELECTED_MANAGER', {
      section: [{ name: 'USER_MANAGEMENT', access: { UPDATE: { accessLevel: 'SELECTED', objectIds: [a.userId] } } }],
    });
    expect((await as(manager, 'POST', `/members/${a.userId}/disable`)).status).toBe(200);
    expect(await as(manager, 'POST', `/members/${b.userId}/disable`)).toMatchObject({ status: 403 });
    expect(await as(b, 'POST', `/members/${a.userId}/enable`)).toMatchObject({ status: 403 });
  });
});
