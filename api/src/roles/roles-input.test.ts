// A custom role's input at the REST API, on every available database: each refused value on its own field (a
// permission cell as `permissions.<SECTION>.<ACTION>`), every refused cell at once, and object ids looked up in the
// organisation, another organisation's answering exactly like ids that do not exist.
import type { Permissions } from '@aid/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

const everything = { accessLevel: 'EVERYTHING' as const, objectIds: [] };
const selected = (...objectIds: string[]) => ({ accessLevel: 'SELECTED' as const, objectIds });
const perms = (section: Permissions['section']): Permissions => ({ section });

type Refusal = { code: string; message: string; fieldErrors?: { field: string; code: string; message: string }[] };

describe.each(backendCases(backends))('custom role input on %s', (backendName, backend) => {
  let api: TestApi;
  let adminA: Caller;
  let programA1: string;
  let programB: string;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@roles-input.test`,
  );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    const orgA = (await api.fixtures.account('Input A')).accountId;
    const orgB = (await api.fixtures.account('Input B')).accountId;
    adminA = await caller('admin-a', orgA);
    programA1 = (await api.fixtures.program(orgA, { programName: 'North water' })).programId;
    programB = (await api.fixtures.program(orgB, { programName: 'B secret program' })).programId;
  });
  afterAll(async () => {
    await api?.close();
  });

  const create = (who: Caller, body: unknown) => as(who, 'POST', '/roles', body);

  it.each([
    ['an empty name', { roleName: '  ', permissions: perms([]) }, 'roleName', 'EMPTY', /roleName/],
    ['a name of 61 characters', { roleName: 'x'.repeat(61), permissions: perms([]) }, 'roleName', 'TOO_LONG', /60/],
    [
      'an unknown section',
      { roleName: 'r', permissions: { section: [{ name: 'WAREHOUSE', access: { VIEW: everything } }] } },
      'permissions.WAREHOUSE',
      'NOT_ONE_OF',
      /WAREHOUSE is not a section/,
    ],
    [
      'an action the section does not have',
      { roleName: 'r', permissions: perms([{ name: 'PROGRAMS', access: { SCAN: everything } }]) },
      'permissions.PROGRAMS.SCAN',
      'NOT_ONE_OF',
      /^PROGRAMS has no action SCAN/,
    ],
    [
      'SELECTED in a section without objects to select',
      { roleName: 'r', permissions: perms([{ name: 'VOUCHER_SCANNING', access: { VIEW: selected('prg--x') } }]) },
      'permissions.VOUCHER_SCANNING.VIEW',
      'NOT_ONE_OF',
      /VOUCHER_SCANNING takes EVERYTHING or NONE/,
    ],
    [
      'REPORTS limited to a program this organisation does not have',
      { roleName: 'r', permissions: perms([{ name: 'REPORTS', access: { VIEW: selected('prg--nowhere') } }]) },
      'permissions.REPORTS.VIEW.objectIds',
      'INVALID_VALUE',
      /REPORTS VIEW lists programs this organisation does not have: prg--nowhere/,
    ],
    [
      'REPORTS limited to something other than programs',
      { roleName: 'r', permissions: perms([{ name: 'REPORTS', access: { EXPORT: selected('bel--abc') } }]) },
      'permissions.REPORTS.EXPORT.objectIds',
      'INVALID_ID',
      /bel--abc is not an id of REPORTS: it must start with prg--/,
    ],
    [
      'SELECTED without object ids',
      { roleName: 'r', permissions: perms([{ name: 'PROGRAMS', access: { VIEW: selected() } }]) },
      'permissions.PROGRAMS.VIEW.objectIds',
      'EMPTY',
      /lists no object ids/,
    ],
    [
      'more than 1000 object ids',
      {
        roleName: 'r',
        permissions: perms([
          {
            name: 'BENEFICIARY_LISTS',
            access: { VIEW: selected(...Array.from({ length: 1001 }, (_, i) => `bel--${i}`)) },
          },
        ]),
      },
      'permissions.BENEFICIARY_LISTS.VIEW.objectIds',
      'TOO_MANY',
      /1001 object ids; at most 1000/,
    ],
    [
      'object ids with EVERYTHING',
      {
        roleName: 'r',
        permissions: perms([{ name: 'PROGRAMS', access: { VIEW: { ...everything, objectIds: ['prg--x'] } } }]),
      },
      'permissions.PROGRAMS.VIEW.objectIds',
      'INVALID_VALUE',
      /only SELECTED takes/,
    ],
    [
      'an id of another kind',
      { roleName: 'r', permissions: perms([{ name: 'BENEFICIARY_LISTS', access: { VIEW: selected('prg--abc') } }]) },
      'permissions.BENEFICIARY_LISTS.VIEW.objectIds',
      'INVALID_ID',
      /prg--abc is not an id of BENEFICIARY_LISTS: it must start with bel--/,
    ],
    [
      'an unknown access level',
      {
        roleName: 'r',
        permissions: { section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'SOME' } } }] },
      },
      'permissions.PROGRAMS.VIEW',
      'NOT_ONE_OF',
      /^PROGRAMS VIEW accessLevel must be one of EVERYTHING, SELECTED, NONE$/,
    ],
  ] as const)('refuses %s on its own field', async (_name, body, field, code, message) => {
    const res = await create(adminA, body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    const refusal = res.body as Refusal;
    expect(refusal.code).toBe('VALIDATION_FAILED');
    expect(refusal.fieldErrors?.[0]).toMatchObject({ field, code });
    expect(refusal.message).toMatch(message);
  });

  it('names every refused cell at once', async () => {
    const res = await create(adminA, {
      roleName: 'r',
      permissions: perms([
        { name: 'PROGRAMS', access: { SCAN: everything, VIEW: selected() } },
        { name: 'REPORTS', access: { APPROVE: everything } },
      ]),
    });
    expect((res.body as Refusal).fieldErrors?.map((e) => e.field)).toEqual([
      'permissions.PROGRAMS.SCAN',
      'permissions.PROGRAMS.VIEW.objectIds',
      'permissions.REPORTS.APPROVE',
    ]);
    expect((res.body as Refusal).message).toMatch(/\(and 2 more\)$/);
  });

  it('refuses programs of another organisation exactly like programs that do not exist', async () => {
    const ask = (id: string) =>
      create(adminA, {
        roleName: 'Foreign',
        permissions: perms([{ name: 'PROGRAMS', access: { VIEW: selected(programA1, id) } }]),
      });
    const foreign = await ask(programB);
    const unknown = await ask('prg--00000000000000000000000000');
    for (const [res, id] of [
      [foreign, programB],
      [unknown, 'prg--00000000000000000000000000'],
    ] as const) {
      expect(res.status).toBe(422);
      expect((res.body as Refusal).fieldErrors).toEqual([
        {
          field: 'permissions.PROGRAMS.VIEW.objectIds',
          code: 'INVALID_VALUE',
          params: { ids: id },
          message: `PROGRAMS VIEW lists programs this organisation does not have: ${id}`,
        },
      ]);
    }
    expect(JSON.stringify(foreign.body)).not.toContain('B secret program');
    // Beneficiary lists are not stored yet: a well-formed id is accepted.
    const lists = await create(adminA, {
      roleName: 'List readers',
      permissions: perms([
        { name: 'BENEFICIARY_LISTS', access: { VIEW: selected('bel--01jxkq3v8m5t2w9y4z6b7c0d1e') } },
      ]),
    });
    expect(lists.status).toBe(201);
  });
});
