// Roles through the gateway against the real API: the sections' actions agree with common's one declaration, custom
// roles are created and changed with each refused cell on its own field, PREDEFINED ones stay read-only, another
// organisation sees nothing, and a role change evicts the organisation's cached permissions at once, whether made
// through this gateway or straight at the API (told through the API's change stream).
import { SECTIONS } from '@aid/common/permissions';
import { refusalIn } from '@aid/common/refusals';
import { ROLE_TYPES, SECTION_ACTIONS, SELECTABLE_SECTIONS } from '@aid/common/roles';
import { isEnumType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeclaredSchema } from '../graphql/schema.js';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let orgA: string;
let orgB: string;
let adminA: StackUser;
let adminB: StackUser;
let north: string;
let south: string;

const ROLE_FIELDS = `roleId roleName roleType memberCount keyCount createdBy { email }
  permissions { section access { action accessLevel objectIds } }`;
const RESULT = `role { ${ROLE_FIELDS} } code message words { key params { name value } }
  fieldErrors { field code message params { name value } }`;
const CREATE = `mutation($input: CreateRoleInput!) { createRole(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateRoleInput!) { updateRole(id: $id, input: $input) { ${RESULT} } }`;
const DELETE = `mutation($id: ID!) { deleteRole(id: $id) { ${RESULT} } }`;

type Result = {
  role: {
    roleId: string;
    roleName: string;
    roleType: string;
    memberCount: number;
    createdBy: { email: string };
  } | null;
  code: string | null;
  message: string | null;
  words: { key: string; params: { name: string; value: string }[] } | null;
  fieldErrors: { field: string; code: string; message: string }[];
};

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId: orgA } = await stack.fixtures.account('Roles gateway A'));
  ({ accountId: orgB } = await stack.fixtures.account('Roles gateway B'));
  adminA = await stack.member('admin@roles-a.example.org', orgA);
  adminB = await stack.member('admin@roles-b.example.org', orgB);
  ({ programId: north } = await stack.fixtures.program(orgA, { programName: 'North water' }));
  ({ programId: south } = await stack.fixtures.program(orgA, { programName: 'South food' }));
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const asA = (query: string, variables?: Record<string, unknown>) =>
  graphql<Record<string, Result>>(stack.gateway.url, query, { token: adminA.token, accountId: orgA, variables });

describe('the sections and their actions', () => {
  const schema = buildDeclaredSchema();

  it('sectionActions answers common’s SECTION_ACTIONS, in order', async () => {
    const res = await graphql<{ sectionActions: { section: string; actions: string[]; selectable: boolean }[] }>(
      stack.gateway.url,
      '{ sectionActions { section actions selectable objectIdPrefix } }',
      { token: adminB.token, accountId: orgB },
    );
    expect(res.body.data?.sectionActions).toEqual(
      SECTIONS.map((section) => ({
        section,
        actions: [...SECTION_ACTIONS[section]],
        selectable: SELECTABLE_SECTIONS.includes(section),
        objectIdPrefix: { PROGRAMS: 'prg--', BENEFICIARY_LISTS: 'bel--', REPORTS: 'prg--' }[section as string] ?? null,
      })),
    );
  });

  it.each(SECTIONS.map((s) => [s]))(
    'the description of Section.%s lists its actions, each with its meaning',
    (name) => {
      const type = schema.getType('Section');
      if (!isEnumType(type)) throw new Error('Section is not an enum');
      const description = type.getValue(name)?.description ?? '';
      const listed = /^Actions: (.+)\.$/m.exec(description)?.[1]?.split(', ');
      expect(listed).toEqual([...SECTION_ACTIONS[name]]);
      const explained = [...description.matchAll(/^- ([A-Z_]+): \S/gm)].map((m) => m[1]);
      expect(explained).toEqual([...SECTION_ACTIONS[name]]);
      const levels = /^Access levels: (.+)$/m.exec(description)?.[1] ?? '';
      expect(levels.includes('SELECTED')).toBe(SELECTABLE_SECTIONS.includes(name));
    },
  );

  it('describes every Action and AccessLevel value, and RoleType has common’s values', () => {
    for (const name of ['Action', 'AccessLevel', 'RoleType']) {
      const type = schema.getType(name);
      if (!isEnumType(type)) throw new Error(`${name} is not an enum`);
      for (const value of type.getValues()) expect(value.description, `${name}.${value.name}`).toBeTruthy();
    }
    const roleType = schema.getType('RoleType');
    expect(isEnumType(roleType) && roleType.getValues().map((v) => v.name)).toEqual([...ROLE_TYPES]);
  });
});

describe('roles', () => {
  it('lists the organisation’s roles with their holders and creators', async () => {
    const res = await asA(`{ roles { ${ROLE_FIELDS} } }`);
    const roles = res.body.data?.roles as unknown as Result['role'][];
    expect(roles.find((r) => r?.roleName === 'ADMIN')).toMatchObject({ roleType: 'PREDEFINED', memberCount: 1 });
  });

  it('creates a custom role; the permissions come back in their fixed order', async () => {
    const res = await asA(CREATE, {
      input: {
        roleName: 'Gateway team',
        permissions: [
          { section: 'VOUCHER_SCANNING', access: [{ action: 'SCAN', accessLevel: 'EVERYTHING' }] },
          {
            section: 'PROGRAMS',
            access: [
              { action: 'UPDATE', accessLevel: 'NONE' },
              { action: 'VIEW', accessLevel: 'SELECTED', objectIds: [north] },
            ],
          },
        ],
      },
    });
    expect(res.body.data?.createRole).toMatchObject({
      role: {
        roleName: 'Gateway team',
        roleType: 'CUSTOM',
        memberCount: 0,
        createdBy: { email: 'admin@roles-a.example.org' },
        permissions: [
          { section: 'PROGRAMS', access: [{ action: 'VIEW', accessLevel: 'SELECTED', objectIds: [north] }] },
          { section: 'VOUCHER_SCANNING', access: [{ action: 'SCAN', accessLevel: 'EVERYTHING', objectIds: [] }] },
        ],
      },
      code: null,
      fieldErrors: [],
    });
  });

  it('refuses cells in the gateway, each on its field, without calling the API', async () => {
    const res = await asA(CREATE, {
      input: {
        roleName: 'Wrong',
        permissions: [
          {
            section: 'PROGRAMS',
            access: [
              { action: 'SCAN', accessLevel: 'EVERYTHING' },
              { action: 'VIEW', accessLevel: 'EVERYTHING' },
              { action: 'VIEW', accessLevel: 'NONE' },
            ],
          },
          { section: 'VOUCHER_SCANNING', access: [{ action: 'VIEW', accessLevel: 'SELECTED', objectIds: [north] }] },
        ],
      },
    });
    const result = res.body.data?.createRole;
    expect(result?.code).toBe('VALIDATION_FAILED');
    expect(result?.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['permissions.PROGRAMS.VIEW', 'INVALID_VALUE'],
      ['permissions.PROGRAMS.SCAN', 'NOT_ONE_OF'],
      ['permissions.VOUCHER_SCANNING.VIEW', 'NOT_ONE_OF'],
    ]);
    expect(result?.fieldErrors[1]?.message).toMatch(/^PROGRAMS has no action SCAN/);
    expect(res.body.extensions?.restCalls?.calls).not.toContain('POST /roles');
  });

  it('answers the API’s refusals in the result: another organisation’s program, a PREDEFINED role', async () => {
    const { programId: foreign } = await stack.fixtures.program(orgB, { programName: 'B only' });
    const res = await asA(CREATE, {
      input: {
        roleName: 'Foreign',
        permissions: [
          { section: 'PROGRAMS', access: [{ action: 'VIEW', accessLevel: 'SELECTED', objectIds: [foreign] }] },
          { section: 'REPORTS', access: [{ action: 'VIEW', accessLevel: 'SELECTED', objectIds: [foreign] }] },
        ],
      },
    });
    expect(res.body.data?.createRole?.fieldErrors).toMatchObject([
      { field: 'permissions.PROGRAMS.VIEW.objectIds', code: 'INVALID_VALUE' },
      { field: 'permissions.REPORTS.VIEW.objectIds', code: 'INVALID_VALUE' },
    ]);
    const roles = (await asA('{ roles { roleId roleName } }')).body.data?.roles as unknown as {
      roleId: string;
      roleName: string;
    }[];
    const admin = roles.find((r) => r.roleName === 'ADMIN');
    const update = await asA(UPDATE, { id: admin?.roleId, input: { roleName: 'BOSS' } });
    expect(update.body.data?.updateRole).toMatchObject({ role: null, code: 'CONFLICT' });
    expect(update.body.data?.updateRole?.message).toMatch(/PREDEFINED/);
  });

  it('shows another organisation nothing', async () => {
    const created = await asA(CREATE, { input: { roleName: 'A secret team', permissions: [] } });
    const id = created.body.data?.createRole?.role?.roleId;
    const asB = { token: adminB.token, accountId: orgB, variables: { id } };
    const one = await graphql(stack.gateway.url, 'query($id: ID!) { role(id: $id) { roleName } }', asB);
    expect(one.body.data?.role).toBeNull();
    for (const [query, field] of [
      [`mutation($id: ID!) { updateRole(id: $id, input: { roleName: "Mine" }) { ${RESULT} } }`, 'updateRole'],
      [DELETE, 'deleteRole'],
    ] as const) {
      const res = await graphql<Record<string, Result>>(stack.gateway.url, query, asB);
      expect(res.body.data?.[field]).toMatchObject({ role: null, code: 'NOT_FOUND' });
      expect(JSON.stringify(res.body)).not.toContain('A secret team');
    }
  });

  it('deletes a role nobody holds, and says how many hold one that is held', async () => {
    const created = await asA(CREATE, { input: { roleName: 'Held', permissions: [] } });
    const held = created.body.data?.createRole?.role?.roleId;
    await stack.member('holder@roles-a.example.org', orgA, 'Held');
    const refused = await asA(DELETE, { id: held });
    expect(refused.body.data?.deleteRole).toMatchObject({ role: null, code: 'CONFLICT' });
    expect(refused.body.data?.deleteRole?.message).toMatch(/held by 1 member;/);
    // Worded by key, so a French member reads it in French.
    const words = refused.body.data?.deleteRole?.words;
    expect(words).toEqual({ key: 'roles.heldByMember', params: [{ name: 'role', value: 'Held' }] });
    expect(refusalIn('fr', words?.key ?? '', words?.params)).toBe(
      'Le rôle « Held » est attribué à 1 membre ; attribuez-leur un autre rôle avant de le supprimer',
    );
    const free = (await asA(CREATE, { input: { roleName: 'Free', permissions: [] } })).body.data?.createRole?.role;
    const deleted = await asA(DELETE, { id: free?.roleId });
    expect(deleted.body.data?.deleteRole?.role?.roleName).toBe('Free');
    const after = await graphql(stack.gateway.url, 'query($id: ID!) { role(id: $id) { roleId } }', {
      token: adminA.token,
      accountId: orgA,
      variables: { id: free?.roleId },
    });
    expect(after.body.data?.role).toBeNull();
  });

  it('a member’s roles in `me` carry their holders too', async () => {
    const res = await graphql<{ me: { memberships: { roles: { roleName: string; memberCount: number }[] }[] } }>(
      stack.gateway.url,
      '{ me { memberships { roles { roleName memberCount } } } }',
      { token: adminA.token, accountId: orgA },
    );
    expect(errorCodes(res)).toEqual([]);
    expect(res.body.data?.me.memberships[0]?.roles).toEqual([{ roleName: 'ADMIN', memberCount: 1 }]);
  });
});

describe('a role change and the permission cache', () => {
  const PROGRAMS =
    '{ programs(first: 50, sort: NAME) { viewerCanCreate edges { node { programName viewerCanUpdate } } } }';
  type Programs = {
    programs: { viewerCanCreate: boolean; edges: { node: { programName: string; viewerCanUpdate: boolean } }[] };
  };
  const everything = { accessLevel: 'EVERYTHING' as const, objectIds: [] };

  it('takes effect on the member’s next request through the same gateway', async () => {
    const field = await stack.member('field@roles-a.example.org', orgA, 'Field team', {
      section: [{ name: 'PROGRAMS', access: { VIEW: everything, CREATE: everything, UPDATE: everything } }],
    });
    const roles = (await asA('{ roles { roleId roleName } }')).body.data?.roles as unknown as {
      roleId: string;
      roleName: string;
    }[];
    const roleId = roles.find((r) => r.roleName === 'Field team')?.roleId;
    const ask = () => graphql<Programs>(stack.gateway.url, PROGRAMS, { token: field.token, accountId: orgA });
    const view = (res: Awaited<ReturnType<typeof ask>>) => ({
      create: res.body.data?.programs.viewerCanCreate,
      programs: res.body.data?.programs.edges.map((e) => [e.node.programName, e.node.viewerCanUpdate]),
      askedMe: res.body.extensions?.restCalls?.calls.includes('GET /me'),
    });

    expect(view(await ask())).toEqual({
      create: true,
      programs: [
        ['North water', true],
        ['South food', true],
      ],
      askedMe: true,
    });
    // Cached now: the next request does not ask the API who the member is. (The first request's own presence write,
    // the member's last activity, kept to the minute, is a change to the member too: it may drop the entry once.)
    await expect.poll(async () => view(await ask()).askedMe, { timeout: 2_000, interval: 50 }).toBe(false);

    // Changed behind the gateway's back (straight at the API, as another gateway would): the API's change stream
    // tells this gateway, which drops the organisation's cached permissions and asks again.
    const narrowTo = (id: string) => ({
      permissions: [{ section: 'PROGRAMS', access: [{ action: 'VIEW', accessLevel: 'SELECTED', objectIds: [id] }] }],
    });
    const direct = await fetch(`${stack.api.url}/roles/${roleId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': orgA, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        permissions: {
          section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'SELECTED', objectIds: [south] } } }],
        },
      }),
    });
    expect(direct.status).toBe(200);
    // The event arrives within milliseconds; the cache's 30 s would fail this wait.
    await expect
      .poll(async () => view(await ask()), { timeout: 2_000, interval: 50 })
      .toEqual({ create: false, programs: [['South food', false]], askedMe: true });

    // Through the gateway: the organisation's cached permissions go, and the member's next request sees the role.
    const changed = await asA(UPDATE, { id: roleId, input: narrowTo(north) });
    expect(changed.body.data?.updateRole?.code).toBeNull();
    expect(view(await ask())).toEqual({ create: false, programs: [['North water', false]], askedMe: true });
  });
});
