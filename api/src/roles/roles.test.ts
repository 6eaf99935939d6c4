// Roles at the REST API, on every available database: PREDEFINED ones read-only and kept as the code says, CUSTOM
// ones created, changed and deleted by those who manage users, changes logged and in effect at once, and nothing of
// one organisation reachable from another. What a role's input may hold: roles-input.test.ts.
import { fullPermissions, type Permissions } from '@aid/common/permissions';
import { PREDEFINED_ROLE_NAMES, PREDEFINED_ROLES, type RoleDetailJson } from '@aid/common/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers, type Page } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { ensurePredefinedRoles, syncPredefinedRoles } from './predefined.js';

const backends = await availableBackends();
const identity = fileIdentity();
const GATEWAY_SECRET = 'test-gateway-secret-0123456789';

const everything = { accessLevel: 'EVERYTHING' as const, objectIds: [] };
const selected = (...objectIds: string[]) => ({ accessLevel: 'SELECTED' as const, objectIds });
const perms = (section: Permissions['section']): Permissions => ({ section });
const USER_VIEW = perms([{ name: 'USER_MANAGEMENT', access: { VIEW: everything } }]);

type Refusal = { code: string; message: string; fieldErrors?: { field: string; code: string; message: string }[] };

describe.each(backendCases(backends))('roles on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let orgB: string;
  let adminA: Caller;
  let adminB: Caller;
  let readerA: Caller;
  let programA1: string;
  let programA2: string;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@roles.test`,
  );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { gatewaySecret: GATEWAY_SECRET });
    orgA = (await api.fixtures.account('Roles A')).accountId;
    orgB = (await api.fixtures.account('Roles B')).accountId;
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
    readerA = await caller('reader-a', orgA, 'USER_READER', USER_VIEW);
    for (const org of [orgA, orgB]) await ensurePredefinedRoles(api.db, org);
    programA1 = (await api.fixtures.program(orgA, { programName: 'North water' })).programId;
    programA2 = (await api.fixtures.program(orgA, { programName: 'South food' })).programId;
  });
  afterAll(async () => {
    await api?.close();
  });

  const create = (who: Caller, body: unknown) => as(who, 'POST', '/roles', body, '/users?tab=roles');
  async function created(roleName: string, permissions: Permissions): Promise<RoleDetailJson> {
    const res = await create(adminA, { roleName, permissions });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as RoleDetailJson;
  }
  const logsOf = (roleId: string) =>
    api.db.query<{ action: string; object_type: string; section: string; site_path: string; changes: unknown }>(
      `SELECT action, object_type, section, site_path, changes FROM activity_logs WHERE object_id = $1
        ORDER BY created_at, log_id`,
      [roleId],
    );

  it('lists the PREDEFINED roles of the organisation with how many members hold each', async () => {
    const res = await as(readerA, 'GET', '/roles');
    expect(res.status).toBe(200);
    const roles = (res.body as { items: RoleDetailJson[] }).items;
    for (const name of PREDEFINED_ROLE_NAMES) {
      expect(roles.find((r) => r.roleName === name)?.roleType, name).toBe('PREDEFINED');
    }
    expect(roles.find((r) => r.roleName === 'PROGRAM_MANAGER')?.permissions).toEqual(PREDEFINED_ROLES.PROGRAM_MANAGER);
    expect(roles.find((r) => r.roleName === 'ADMIN')?.memberCount).toBe(1);
    expect(roles.find((r) => r.roleName === 'USER_READER')).toMatchObject({ roleType: 'CUSTOM', memberCount: 1 });
    expect(roles.map((r) => r.roleName.toLowerCase())).toEqual(roles.map((r) => r.roleName.toLowerCase()).sort());
  });

  it('creates a CUSTOM role, normalised, and logs it with the page it came from', async () => {
    const role = await created('District team', {
      section: [
        { name: 'VOUCHER_SCANNING', access: { SCAN: everything, VIEW: { accessLevel: 'NONE', objectIds: [] } } },
        { name: 'PROGRAMS', access: { UPDATE: selected(programA1), VIEW: selected(programA1, programA2, programA1) } },
      ],
    });
    expect(role).toMatchObject({ roleName: 'District team', roleType: 'CUSTOM', memberCount: 0, keyCount: 0 });
    expect(role.createdBy).toBe(adminA.userId);
    // Fixed order of sections and actions, NONE left out, repeated ids once.
    expect(role.permissions).toEqual(
      perms([
        { name: 'PROGRAMS', access: { VIEW: selected(programA1, programA2), UPDATE: selected(programA1) } },
        { name: 'VOUCHER_SCANNING', access: { SCAN: everything } },
      ]),
    );
    expect((await as(adminA, 'GET', `/roles/${role.roleId}`)).body).toEqual(role);
    const [log] = await logsOf(role.roleId);
    expect(log).toMatchObject({
      action: 'CREATE',
      object_type: 'ROLE',
      section: 'USER_MANAGEMENT',
      site_path: '/users?tab=roles',
    });
    expect(log?.changes).toEqual({
      roleName: { from: null, to: 'District team' },
      permissions: { from: null, to: role.permissions },
    });
  });

  it('refuses a name already used, ignoring case, or a PREDEFINED role’s name', async () => {
    await created('Auditors', perms([]));
    for (const roleName of ['AUDITORS', 'viewer', 'Admin']) {
      const res = await create(adminA, { roleName, permissions: perms([]) });
      expect(res.status, roleName).toBe(409);
      expect((res.body as Refusal).fieldErrors).toMatchObject([{ field: 'roleName', code: 'TAKEN' }]);
    }
  });

  it('changes a CUSTOM role, logging only what changed; an unchanged update writes nothing', async () => {
    const role = await created('Scanners', perms([{ name: 'VOUCHER_SCANNING', access: { SCAN: everything } }]));
    const next = perms([
      { name: 'PROGRAMS', access: { VIEW: selected(programA2) } },
      { name: 'VOUCHER_SCANNING', access: { SCAN: everything } },
    ]);
    const res = await as(adminA, 'PATCH', `/roles/${role.roleId}`, { roleName: 'Scanners south', permissions: next });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ roleName: 'Scanners south', permissions: next, updatedBy: adminA.userId });
    const same = await as(adminA, 'PATCH', `/roles/${role.roleId}`, { roleName: 'Scanners south' });
    expect((same.body as RoleDetailJson).updatedAt).toBe((res.body as RoleDetailJson).updatedAt);
    const renamed = await as(adminA, 'PATCH', `/roles/${role.roleId}`, { roleName: 'SCANNERS SOUTH' });
    expect(renamed.status).toBe(200);
    const logs = await logsOf(role.roleId);
    expect(logs.map((l) => l.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
    expect(logs[1]?.changes).toEqual({
      roleName: { from: 'Scanners', to: 'Scanners south' },
      permissions: { from: role.permissions, to: next },
    });
    expect(logs[2]?.changes).toEqual({ roleName: { from: 'Scanners south', to: 'SCANNERS SOUTH' } });
    const taken = await as(adminA, 'PATCH', `/roles/${role.roleId}`, { roleName: 'auditors' });
    expect(taken.status).toBe(409);
  });

  it('keeps PREDEFINED roles read-only', async () => {
    const roles = ((await as(adminA, 'GET', '/roles')).body as { items: RoleDetailJson[] }).items;
    const viewer = roles.find((r) => r.roleName === 'VIEWER') as RoleDetailJson;
    const change = await as(adminA, 'PATCH', `/roles/${viewer.roleId}`, { permissions: perms([]) });
    expect(change.status).toBe(409);
    expect((change.body as Refusal).message).toMatch(/VIEWER is a PREDEFINED role and cannot be changed/);
    const removal = await as(adminA, 'DELETE', `/roles/${viewer.roleId}`);
    expect(removal.status).toBe(409);
    expect((removal.body as Refusal).message).toMatch(/cannot be deleted/);
    expect((await as(adminA, 'GET', `/roles/${viewer.roleId}`)).body).toEqual(viewer);
  });

  it('takes a change to effect on the holder’s next request', async () => {
    const role = await created('North only', perms([{ name: 'PROGRAMS', access: { VIEW: selected(programA1) } }]));
    const holder = await caller('holder-a', orgA, 'North only');
    const names = async () =>
      ((await as(holder, 'GET', '/programs?first=100')).body as Page).items.map((p) => p.programName);
    expect(await names()).toEqual(['North water']);
    await as(adminA, 'PATCH', `/roles/${role.roleId}`, {
      permissions: perms([{ name: 'PROGRAMS', access: { VIEW: selected(programA2) } }]),
    });
    expect(await names()).toEqual(['South food']);
  });

  it('refuses to delete a role while members or active keys hold it, saying how many', async () => {
    const role = await created('Temporary', perms([{ name: 'PROGRAMS', access: { VIEW: everything } }]));
    const holder = await caller('temp-a', orgA, 'Temporary');
    const key = await as(adminA, 'POST', '/api-keys', { name: 'Temporary key', roleId: role.roleId });
    expect(key.status).toBe(201);
    const held = await as(adminA, 'DELETE', `/roles/${role.roleId}`);
    expect(held.status).toBe(409);
    expect((held.body as Refusal).message).toBe(
      'The role "Temporary" is held by 1 member and 1 active partner key; give them another role before deleting it',
    );
    // Until the users domain gives members other roles, the holder is given none directly.
    await api.db.query(`UPDATE memberships SET role_ids = '{}' WHERE user_id = $1 AND account_id = $2`, [
      holder.userId,
      orgA,
    ]);
    const apiKeyId = (key.body as { apiKey: { apiKeyId: string } }).apiKey.apiKeyId;
    expect((await as(adminA, 'POST', `/api-keys/${apiKeyId}/revoke`)).status).toBe(200);
    const deleted = await as(adminA, 'DELETE', `/roles/${role.roleId}`, undefined, '/users?tab=roles');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await as(adminA, 'GET', `/roles/${role.roleId}`)).status).toBe(404);
    const logs = await logsOf(role.roleId);
    expect(logs.at(-1)).toMatchObject({ action: 'DELETE', site_path: '/users?tab=roles' });
    expect(logs.at(-1)?.changes).toEqual({
      roleName: { from: 'Temporary', to: null },
      permissions: { from: role.permissions, to: null },
    });
    // The revoked key's membership no longer names it.
    const [left] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM memberships WHERE $1 = ANY(role_ids)',
      [role.roleId],
    );
    expect(left?.n).toBe(0);
  });

  it('shows another organisation’s admin nothing of this one', async () => {
    const role = await created('A private team', perms([{ name: 'PROGRAMS', access: { VIEW: everything } }]));
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { roleName: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await as(adminB, method, `/roles/${role.roleId}`, body);
      expect(res.status, method).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('A private team');
    }
    const listB = (await as(adminB, 'GET', `/roles?ids=${role.roleId}`)).body as { items: RoleDetailJson[] };
    expect(listB.items).toEqual([]);
    const allB = (await as(adminB, 'GET', '/roles')).body as { items: RoleDetailJson[] };
    expect(allB.items.map((r) => r.roleName)).not.toContain('A private team');
    // Asking as A with B's token: not a member, refused.
    expect((await as({ ...adminB, accountId: orgA }, 'GET', '/roles')).status).toBe(403);
    expect(((await as(adminA, 'GET', `/roles/${role.roleId}`)).body as RoleDetailJson).roleName).toBe('A private team');
  });

  it('lets only those who manage users at EVERYTHING change roles', async () => {
    const body = { roleName: 'Not allowed', permissions: perms([]) };
    expect((await create(readerA, body)).status).toBe(403);
    const selectedManager = await caller(
      'selected-a',
      orgA,
      'SELECTED_MANAGER',
      perms([{ name: 'USER_MANAGEMENT', access: { VIEW: everything, CREATE: selected('usr--x') } }]),
    );
    const res = await create(selectedManager, body);
    expect(res.status).toBe(403);
    expect((res.body as Refusal).message).toMatch(/USER_MANAGEMENT CREATE access to everything/);
    // A partner key, even one whose role manages users, reads roles but never changes them (not even its own).
    const managers = await create(adminA, {
      roleName: 'Key managers',
      permissions: perms([{ name: 'USER_MANAGEMENT', access: { VIEW: everything, UPDATE: everything } }]),
    });
    const keyRole = (managers.body as RoleDetailJson).roleId;
    const key = (await as(adminA, 'POST', '/api-keys', { name: 'Managing key', roleId: keyRole })).body as {
      secret: string;
    };
    const withKey = (method: string, path: string, body?: unknown) =>
      api.call(method, path, { token: key.secret, body, headers: { 'x-gateway-secret': GATEWAY_SECRET } });
    expect((await withKey('GET', '/roles')).status).toBe(200);
    const widen = await withKey('PATCH', `/roles/${keyRole}`, { permissions: perms([]) });
    expect(widen.status).toBe(403);
    expect((widen.body as Refusal).message).toMatch(/partner key cannot change roles/);
    const programsOnly = await caller(
      'programs-a',
      orgA,
      'PROGRAMS_ONLY',
      perms([{ name: 'PROGRAMS', access: { VIEW: everything } }]),
    );
    expect((await as(programsOnly, 'GET', '/roles')).status).toBe(403);
  });
});

describe.each(backendCases(backends))('PREDEFINED roles at start-up on %s', (_name, backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('gives every organisation the missing ones and puts drifted permissions back', async () => {
    const { accountId } = await api.fixtures.account('Old organisation');
    await api.fixtures.member({ sub: 'old-admin', email: 'old@roles.test' }, accountId);
    await api.db.query(`UPDATE roles SET permissions = '{"section": []}' WHERE account_id = $1`, [accountId]);
    await syncPredefinedRoles(api.db);
    const roles = await api.db.query<{ role_name: string; role_type: string; permissions: Permissions }>(
      'SELECT role_name, role_type, permissions FROM roles WHERE account_id = $1 ORDER BY role_name',
      [accountId],
    );
    expect(roles.map((r) => r.role_name)).toEqual(['ADMIN', 'FIELD_OFFICER', 'PROGRAM_MANAGER', 'VIEWER']);
    expect(roles.every((r) => r.role_type === 'PREDEFINED')).toBe(true);
    expect(roles[0]?.permissions).toEqual(fullPermissions());
    expect(roles[3]?.permissions).toEqual(PREDEFINED_ROLES.VIEWER);
  });
});
