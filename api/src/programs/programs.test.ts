// HTTP-level tests of /programs on every available database: CRUD, validation, activity logs, tenant
// isolation, SELECTED access, all filter operators, all sort options and cursor paging.
import { FILTER_OPERATORS, type Permissions, SORT_OPTIONS, type SortOption } from '@aid/common';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureProgram } from '../testing/fixtures.js';
import { availableBackends, type Backend, type CallResult, startTestApi, type TestApi } from '../testing/harness.js';
import { PROGRAM_FILTER_FIELDS, type ProgramJson } from './model.js';

const backends = await availableBackends();

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(async () => {
  await identity?.stop();
});

type Page = { items: ProgramJson[]; totalCount: number; endCursor: string | null; hasNextPage: boolean };
type Caller = { token: string; accountId: string; userId: string };

const filterQuery = (filter: unknown, extra = '') =>
  `/programs?first=100&sort=NAME&filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

function access(level: 'EVERYTHING' | 'SELECTED', objectIds: string[] = []) {
  return { accessLevel: level, objectIds };
}

describe.each(backends.map((b) => [b.name, b] as [string, Backend]))('programs on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let orgB: string;
  let adminA: Caller;
  let adminB: Caller;
  let viewerA: Caller;
  const email = (name: string) => `${name}-${backendName}@programs.test`;

  async function caller(name: string, accountId: string, roleName = 'ADMIN', permissions?: Permissions) {
    const user = await identity.user(email(name));
    const { userId } = await api.fixtures.member(user, accountId, roleName, permissions);
    return { token: user.tokens.accessToken, accountId, userId };
  }

  const as = (who: Caller, method: string, path: string, body?: unknown, sitePath?: string) =>
    api.call(method, path, { token: who.token, accountId: who.accountId, body, sitePath });

  const logCount = async (accountId: string) =>
    Number(
      (
        await api.db.query<{ n: number }>('SELECT count(*) AS n FROM activity_logs WHERE account_id = $1', [accountId])
      )[0]?.n,
    );

  beforeAll(async () => {
    api = await startTestApi(backend, identity.config);
    orgA = (await api.fixtures.account('Org A')).accountId;
    orgB = (await api.fixtures.account('Org B')).accountId;
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
    viewerA = await caller('viewer-a', orgA, 'VIEWER', {
      section: [{ name: 'PROGRAMS', access: { VIEW: access('EVERYTHING') } }],
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('create and update', () => {
    it('creates a program, returns its JSON and logs it with the site path', async () => {
      const res = await as(
        adminA,
        'POST',
        '/programs',
        {
          programName: '  Cash for Winter  ',
          description: 'Multi-purpose cash',
          programType: 'CASH',
          currency: 'EUR',
          budget: 1_250_000,
          startDate: '2026-11-01',
          endDate: '2027-02-28',
        },
        '/programs?tab=new',
      );
      expect(res.status).toBe(201);
      const program = res.body as ProgramJson;
      expect(program).toEqual({
        programId: expect.stringMatching(/^prg--[0-9a-z]{26}$/),
        accountId: orgA,
        programName: 'Cash for Winter',
        description: 'Multi-purpose cash',
        programType: 'CASH',
        programStatus: 'ACTIVE',
        currency: 'EUR',
        budget: 1_250_000,
        startDate: '2026-11-01',
        endDate: '2027-02-28',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        updatedAt: program.createdAt,
        createdBy: adminA.userId,
        updatedBy: adminA.userId,
      });
      const logs = await api.db.query<Record<string, unknown>>(
        'SELECT account_id, user_id, action, object_type, object_id, site_path, changes FROM activity_logs WHERE object_id = $1',
        [program.programId],
      );
      expect(logs).toEqual([
        {
          account_id: orgA,
          user_id: adminA.userId,
          action: 'CREATE',
          object_type: 'PROGRAM',
          object_id: program.programId,
          site_path: '/programs?tab=new',
          changes: expect.objectContaining({
            programName: { from: null, to: 'Cash for Winter' },
            budget: { from: null, to: 1_250_000 },
          }),
        },
      ]);
      expect(await as(adminA, 'GET', `/programs/${program.programId}`)).toMatchObject({ status: 200, body: program });
    });

    it('updates only the given fields and logs exactly the changes', async () => {
      const created = (
        await as(adminA, 'POST', '/programs', { programName: 'Seeds', programType: 'IN_KIND', currency: 'USD' })
      ).body as ProgramJson;
      const res = await as(
        adminA,
        'PATCH',
        `/programs/${created.programId}`,
        { programStatus: 'CLOSED', budget: 500, description: 'Tools too' },
        `/programs/${created.programId}/view`,
      );
      expect(res.status).toBe(200);
      const updated = res.body as ProgramJson;
      expect(updated).toMatchObject({
        ...created,
        programStatus: 'CLOSED',
        budget: 500,
        description: 'Tools too',
        updatedAt: expect.any(String),
      });
      expect(updated.updatedAt >= created.updatedAt).toBe(true);
      const logs = await api.db.query<{ action: string; site_path: string; changes: unknown }>(
        'SELECT action, site_path, changes FROM activity_logs WHERE object_id = $1 ORDER BY created_at, log_id',
        [created.programId],
      );
      expect(logs.map((l) => l.action)).toEqual(['CREATE', 'UPDATE']);
      expect(logs[1]).toEqual({
        action: 'UPDATE',
        site_path: `/programs/${created.programId}/view`,
        changes: {
          programStatus: { from: 'ACTIVE', to: 'CLOSED' },
          budget: { from: null, to: 500 },
          description: { from: null, to: 'Tools too' },
        },
      });
      // The same values again change nothing and log nothing.
      const before = await logCount(orgA);
      const again = await as(adminA, 'PATCH', `/programs/${created.programId}`, { programStatus: 'CLOSED' });
      expect(again).toMatchObject({ status: 200, body: updated });
      expect(await logCount(orgA)).toBe(before);
      // Clearing nullable fields.
      const cleared = await as(adminA, 'PATCH', `/programs/${created.programId}`, { budget: null, description: null });
      expect(cleared.body).toMatchObject({ budget: null, description: null });
    });

    it('names the field and the reason of every invalid input, and logs nothing', async () => {
      const before = await logCount(orgA);
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ programType: 'CASH', currency: 'EUR' }, 'programName', /is required/],
        [{ programName: '   ', programType: 'CASH', currency: 'EUR' }, 'programName', /must not be empty/],
        [{ programName: 'x'.repeat(201), programType: 'CASH', currency: 'EUR' }, 'programName', /at most 200/],
        [{ programName: 7, programType: 'CASH', currency: 'EUR' }, 'programName', /must be a string/],
        [
          { programName: 'P', programType: 'CASHY', currency: 'EUR' },
          'programType',
          /one of CASH, VOUCHER, IN_KIND, MIXED/,
        ],
        [
          { programName: 'P', programType: 'CASH', programStatus: 'OPEN', currency: 'EUR' },
          'programStatus',
          /one of ACTIVE, CLOSED/,
        ],
        [{ programName: 'P', programType: 'CASH', currency: 'eur' }, 'currency', /3 upper-case letters/],
        [{ programName: 'P', programType: 'CASH', currency: 'EURO' }, 'currency', /3 upper-case letters/],
        [{ programName: 'P', programType: 'CASH', currency: 'EUR', budget: -1 }, 'budget', /not be negative/],
        [{ programName: 'P', programType: 'CASH', currency: 'EUR', budget: 1.5 }, 'budget', /whole number/],
        [
          { programName: 'P', programType: 'CASH', currency: 'EUR', budget: 2 ** 53 },
          'budget',
          /at most 9007199254740991/,
        ],
        [{ programName: 'P', programType: 'CASH', currency: 'EUR', budget: '100' }, 'budget', /must be a number/],
        [
          { programName: 'P', programType: 'CASH', currency: 'EUR', startDate: '2026-02-30' },
          'startDate',
          /calendar date/,
        ],
        [{ programName: 'P', programType: 'CASH', currency: 'EUR', endDate: '31/12/2026' }, 'endDate', /calendar date/],
        [
          { programName: 'P', programType: 'CASH', currency: 'EUR', startDate: '2026-05-01', endDate: '2026-04-30' },
          'endDate',
          /on or after startDate \(2026-05-01\)/,
        ],
        [{ programName: 'P', programType: 'CASH', currency: 'EUR', colour: 'red' }, 'colour', /not a known field/],
      ];
      for (const [body, field, message] of cases) {
        const res = await as(adminA, 'POST', '/programs', body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body, JSON.stringify(body)).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: expect.stringContaining(field),
          fieldErrors: expect.arrayContaining([{ field, message: expect.stringMatching(message) }]),
        });
      }
      const many = await as(adminA, 'POST', '/programs', {});
      expect((many.body as { fieldErrors: { field: string }[] }).fieldErrors.map((f) => f.field).sort()).toEqual([
        'currency',
        'programName',
        'programType',
      ]);
      expect(await as(adminA, 'POST', '/programs', [1, 2])).toMatchObject({
        status: 422,
        body: { fieldErrors: [{ field: 'body' }] },
      });

      const target = (
        await as(adminA, 'POST', '/programs', {
          programName: 'Dated',
          programType: 'CASH',
          currency: 'EUR',
          startDate: '2026-06-01',
        })
      ).body as ProgramJson;
      const afterCreate = await logCount(orgA);
      const badPatch = await as(adminA, 'PATCH', `/programs/${target.programId}`, { endDate: '2026-05-31' });
      expect(badPatch).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'endDate' }] } });
      const nullName = await as(adminA, 'PATCH', `/programs/${target.programId}`, { programName: null });
      expect(nullName).toMatchObject({
        status: 422,
        body: { fieldErrors: [{ field: 'programName', message: 'must be a string' }] },
      });
      expect(await logCount(orgA)).toBe(afterCreate);
      expect(afterCreate).toBe(before + 1);
    });

    it('refuses a duplicate name in the same organisation (ignoring case) with 409 and no log', async () => {
      await as(adminA, 'POST', '/programs', { programName: 'Shelter Kits', programType: 'IN_KIND', currency: 'EUR' });
      const other = (
        await as(adminA, 'POST', '/programs', { programName: 'Other Kits', programType: 'IN_KIND', currency: 'EUR' })
      ).body as ProgramJson;
      const before = await logCount(orgA);
      const dup = await as(adminA, 'POST', '/programs', {
        programName: 'shelter KITS',
        programType: 'CASH',
        currency: 'EUR',
      });
      expect(dup).toMatchObject({ status: 409, body: { code: 'CONFLICT', fieldErrors: [{ field: 'programName' }] } });
      const rename = await as(adminA, 'PATCH', `/programs/${other.programId}`, { programName: 'SHELTER kits' });
      expect(rename).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
      expect(await logCount(orgA)).toBe(before);
      // Another organisation may use the name.
      const inB = await as(adminB, 'POST', '/programs', {
        programName: 'Shelter Kits',
        programType: 'CASH',
        currency: 'EUR',
      });
      expect(inB.status).toBe(201);
      // Changing only the case of its own name is fine.
      const recase = await as(adminA, 'PATCH', `/programs/${other.programId}`, { programName: 'OTHER kits' });
      expect(recase).toMatchObject({ status: 200, body: { programName: 'OTHER kits' } });
    });

    it('creates exactly one program and one log when the same name is sent concurrently', async () => {
      const before = await logCount(orgA);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          as(adminA, 'POST', '/programs', { programName: 'Race', programType: 'CASH', currency: 'EUR' }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await logCount(orgA)).toBe(before + 1);
    });

    it('rolls the change back when its activity log cannot be written', async () => {
      // A trigger makes the log insert fail for one site path: the program must not exist afterwards.
      await api.db.exec(`
        CREATE FUNCTION fail_log() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.site_path = '/fail-log' THEN RAISE EXCEPTION 'log store unavailable'; END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER fail_log BEFORE INSERT ON activity_logs FOR EACH ROW EXECUTE FUNCTION fail_log();`);
      try {
        const res = await as(
          adminA,
          'POST',
          '/programs',
          { programName: 'Unlogged', programType: 'CASH', currency: 'EUR' },
          '/fail-log',
        );
        expect(res).toMatchObject({ status: 500, body: { code: 'INTERNAL', message: 'Internal server error' } });
        const rows = await api.db.query('SELECT 1 FROM programs WHERE program_name = $1', ['Unlogged']);
        expect(rows).toEqual([]);
        const target = (
          await as(adminA, 'POST', '/programs', { programName: 'Logged', programType: 'CASH', currency: 'EUR' })
        ).body as ProgramJson;
        const upd = await as(adminA, 'PATCH', `/programs/${target.programId}`, { budget: 42 }, '/fail-log');
        expect(upd.status).toBe(500);
        expect((await as(adminA, 'GET', `/programs/${target.programId}`)).body).toMatchObject({ budget: null });
      } finally {
        await api.db.exec('DROP TRIGGER fail_log ON activity_logs; DROP FUNCTION fail_log();');
      }
    });

    it('needs CREATE and UPDATE permissions', async () => {
      const program = (
        await as(adminA, 'POST', '/programs', { programName: 'Guarded', programType: 'CASH', currency: 'EUR' })
      ).body as ProgramJson;
      expect(await as(viewerA, 'GET', `/programs/${program.programId}`)).toMatchObject({ status: 200 });
      expect(
        await as(viewerA, 'POST', '/programs', { programName: 'Nope', programType: 'CASH', currency: 'EUR' }),
      ).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN', message: 'You do not have CREATE access to PROGRAMS in this organisation' },
      });
      expect(await as(viewerA, 'PATCH', `/programs/${program.programId}`, { budget: 1 })).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      });
    });
  });

  describe('tenant isolation', () => {
    let programA: ProgramJson;
    beforeAll(async () => {
      programA = (
        await as(adminA, 'POST', '/programs', { programName: 'A Secret', programType: 'CASH', currency: 'EUR' })
      ).body as ProgramJson;
    });

    it('never shows organisation A’s program to a user of organisation B', async () => {
      const list = await as(adminB, 'GET', '/programs?first=100');
      expect(list.status).toBe(200);
      expect((list.body as Page).items.map((p) => p.accountId)).not.toContain(orgA);
      expect((list.body as Page).items.map((p) => p.programId)).not.toContain(programA.programId);
      const filtered = await as(
        adminB,
        'GET',
        filterQuery({ conditions: [{ field: 'PROGRAM_ID', operator: 'EQUAL', value: programA.programId }] }),
      );
      expect(filtered.body).toMatchObject({ items: [], totalCount: 0 });
      expect(await as(adminB, 'GET', `/programs/${programA.programId}`)).toMatchObject({
        status: 404,
        body: { message: 'Program not found', code: 'NOT_FOUND' },
      });
      expect(await as(adminB, 'GET', `/programs?ids=${programA.programId}`)).toMatchObject({
        status: 200,
        body: { items: [] },
      });
      expect(await as(adminB, 'PATCH', `/programs/${programA.programId}`, { budget: 1 })).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND' },
      });
      expect((await as(adminA, 'GET', `/programs/${programA.programId}`)).body).toMatchObject({ budget: null });
    });

    it('refuses B’s token with A’s account id', async () => {
      const asBInA = (method: string, path: string, body?: unknown) =>
        api.call(method, path, { token: adminB.token, accountId: orgA, body });
      for (const [method, path, body] of [
        ['GET', '/programs'],
        ['GET', `/programs/${programA.programId}`],
        ['GET', `/programs?ids=${programA.programId}`],
        ['PATCH', `/programs/${programA.programId}`, { budget: 1 }],
        ['POST', '/programs', { programName: 'Intruder', programType: 'CASH', currency: 'EUR' }],
      ] as [string, string, unknown?][]) {
        const res = await asBInA(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
      }
    });
  });

  describe('SELECTED access', () => {
    let org: string;
    let ids: string[];
    let field: Caller;

    beforeAll(async () => {
      org = (await api.fixtures.account('Selected Org')).accountId;
      ids = [];
      for (let i = 0; i < 8; i++) {
        ids.push(
          (await api.fixtures.program(org, { programName: `Sel ${i}`, createdAt: `2026-01-0${i + 1}T00:00:00.000Z` }))
            .programId,
        );
      }
      const visible = [ids[1], ids[3], ids[4], ids[6], ids[7]] as string[];
      field = await caller('field', org, 'FIELD_OFFICER', {
        section: [
          {
            name: 'PROGRAMS',
            access: { VIEW: access('SELECTED', visible), UPDATE: access('SELECTED', [ids[3] as string]) },
          },
        ],
      });
    });

    it('lists, counts and pages only the selected programs', async () => {
      const seen: string[] = [];
      let after = '';
      for (let page = 0; page < 3; page++) {
        const res = await as(field, 'GET', `/programs?first=2&sort=CREATED_AT_OLDEST${after}`);
        const body = res.body as Page;
        expect(body.totalCount).toBe(5);
        expect(body.hasNextPage).toBe(page < 2);
        seen.push(...body.items.map((p) => p.programId));
        after = `&after=${body.endCursor}`;
      }
      expect(seen).toEqual([ids[1], ids[3], ids[4], ids[6], ids[7]]);
    });

    it('hides the others by id and in batches', async () => {
      expect((await as(field, 'GET', `/programs/${ids[0]}`)).status).toBe(404);
      expect((await as(field, 'GET', `/programs/${ids[1]}`)).status).toBe(200);
      const batch = await as(field, 'GET', `/programs?ids=${ids.join(',')}`);
      expect((batch.body as { items: ProgramJson[] }).items.map((p) => p.programId)).toEqual([
        ids[1],
        ids[3],
        ids[4],
        ids[6],
        ids[7],
      ]);
    });

    it('updates only the programs of the SELECTED update grant', async () => {
      expect(await as(field, 'PATCH', `/programs/${ids[3]}`, { budget: 10 })).toMatchObject({
        status: 200,
        body: { budget: 10 },
      });
      expect(await as(field, 'PATCH', `/programs/${ids[1]}`, { budget: 10 })).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      });
      expect(await as(field, 'PATCH', `/programs/${ids[0]}`, { budget: 10 })).toMatchObject({ status: 404 });
      expect(
        await as(field, 'POST', '/programs', { programName: 'X', programType: 'CASH', currency: 'EUR' }),
      ).toMatchObject({
        status: 403,
      });
    });
  });

  describe('filters and sorting', () => {
    let filterer: Caller;
    const names: Record<string, string> = {};

    const DATA: Record<string, FixtureProgram> = {
      A: {
        programName: 'Alpha Water',
        description: 'Clean water_50% for all',
        programType: 'CASH',
        programStatus: 'ACTIVE',
        currency: 'EUR',
        budget: 1000,
        startDate: '2026-01-01',
        endDate: '2026-06-30',
        createdAt: '2026-01-01T10:00:00.000Z',
        updatedAt: '2026-03-01T12:00:00.000Z',
      },
      B: {
        programName: 'beta food',
        description: null,
        programType: 'VOUCHER',
        programStatus: 'ACTIVE',
        currency: 'USD',
        budget: 5000,
        startDate: '2026-02-01',
        endDate: '2026-12-31',
        createdAt: '2026-01-02T10:00:00.000Z',
        updatedAt: '2026-01-02T10:00:00.000Z',
      },
      G: {
        programName: 'Gamma Shelter',
        description: '',
        programType: 'IN_KIND',
        programStatus: 'CLOSED',
        currency: 'EUR',
        budget: null,
        startDate: null,
        endDate: null,
        createdAt: '2026-01-03T10:00:00.000Z',
        updatedAt: '2026-05-01T00:00:00.000Z',
      },
      D: {
        programName: 'delta cash',
        description: 'Cash for work',
        programType: 'MIXED',
        programStatus: 'ACTIVE',
        currency: 'KES',
        budget: 250000,
        startDate: '2025-06-01',
        endDate: '2025-12-31',
        createdAt: '2026-01-04T10:00:00.000Z',
        updatedAt: '2026-01-04T10:00:00.000Z',
      },
      E: {
        programName: 'Epsilon 100%',
        description: 'percent test 100%',
        programType: 'CASH',
        programStatus: 'CLOSED',
        currency: 'UGX',
        budget: 0,
        startDate: '2026-03-15',
        endDate: null,
        createdAt: '2026-01-05T10:00:00.000Z',
        updatedAt: '2026-02-01T00:00:00.000Z',
      },
      Z: {
        programName: 'zeta_underscore',
        description: 'under_score',
        programType: 'VOUCHER',
        programStatus: 'ACTIVE',
        currency: 'EUR',
        budget: 999999,
        startDate: null,
        endDate: '2026-08-01',
        // Same instant as E: the id breaks the tie.
        createdAt: '2026-01-05T10:00:00.000Z',
        updatedAt: '2026-04-01T00:00:00.000Z',
      },
    };
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const org = (await api.fixtures.account('Filter Org')).accountId;
      filterer = await caller('filterer', org);
      for (const [key, program] of Object.entries(DATA)) {
        ids[key] = (await api.fixtures.program(org, program)).programId;
        names[key] = program.programName as string;
      }
    });

    const keysOf = (res: CallResult) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = res.body as Page;
      expect(page.totalCount).toBe(page.items.length);
      return page.items.map((p) => Object.keys(names).find((k) => names[k] === p.programName)).sort();
    };
    const run = async (filter: unknown) => keysOf(await as(filterer, 'GET', filterQuery(filter)));
    const one = (field: string, operator: string, value?: string | string[]) =>
      run({
        conditions: [Array.isArray(value) ? { field, operator, values: value } : { field, operator, value }],
      });

    const CASES: [string, string, string | string[] | undefined, string[]][] = [
      ['PROGRAM_NAME', 'CONTAINS', 'WATER', ['A']],
      ['DESCRIPTION', 'CONTAINS', '_', ['A', 'Z']],
      ['DESCRIPTION', 'CONTAINS', '%', ['A', 'E']],
      ['PROGRAM_TYPE', 'CONTAINS', 'kind', ['G']],
      ['DESCRIPTION', 'NOT_CONTAINS', 'cash', ['A', 'B', 'E', 'G', 'Z']],
      ['PROGRAM_NAME', 'EQUAL', 'ALPHA WATER', ['A']],
      ['PROGRAM_TYPE', 'EQUAL', 'CASH', ['A', 'E']],
      ['BUDGET', 'EQUAL', '5000', ['B']],
      ['START_DATE', 'EQUAL', '2026-03-15', ['E']],
      ['CURRENCY', 'NOT_EQUAL', 'eur', ['B', 'D', 'E']],
      ['BUDGET', 'NOT_EQUAL', '1000', ['B', 'D', 'E', 'G', 'Z']],
      ['PROGRAM_STATUS', 'NOT_EQUAL', 'ACTIVE', ['E', 'G']],
      ['BUDGET', 'GREATER', '5000', ['D', 'Z']],
      ['PROGRAM_NAME', 'GREATER', 'd', ['D', 'E', 'G', 'Z']],
      ['UPDATED_AT', 'GREATER', '2026-03-01T00:00:00Z', ['A', 'G', 'Z']],
      ['START_DATE', 'GREATER_OR_EQUAL', '2026-02-01', ['B', 'E']],
      ['BUDGET', 'GREATER_OR_EQUAL', '999999', ['Z']],
      ['END_DATE', 'LESS', '2026-07-01', ['A', 'D']],
      ['CREATED_AT', 'LESS', '2026-01-02T10:00:00.000Z', ['A']],
      ['BUDGET', 'LESS_OR_EQUAL', '1000', ['A', 'E']],
      ['CREATED_AT', 'BETWEEN', ['2026-01-02T00:00:00Z', '2026-01-04T10:00:00Z'], ['B', 'D', 'G']],
      ['START_DATE', 'BETWEEN', ['2026-01-01', '2026-02-01'], ['A', 'B']],
      ['BUDGET', 'BETWEEN', ['0', '1000.5'], ['A', 'E']],
      ['PROGRAM_STATUS', 'IN', ['CLOSED'], ['E', 'G']],
      ['CURRENCY', 'IN', ['usd', 'KES'], ['B', 'D']],
      ['BUDGET', 'IN', ['0', '5000', '7'], ['B', 'E']],
      ['DESCRIPTION', 'EXISTS', undefined, ['A', 'D', 'E', 'Z']],
      ['BUDGET', 'EXISTS', undefined, ['A', 'B', 'D', 'E', 'Z']],
      ['DESCRIPTION', 'NOT_EXISTS', undefined, ['B', 'G']],
      ['END_DATE', 'NOT_EXISTS', undefined, ['E', 'G']],
      ['DESCRIPTION', 'IS_NULL', undefined, ['B']],
      ['BUDGET', 'IS_NULL', undefined, ['G']],
    ];

    it('covers every operator', () => {
      expect(new Set(CASES.map((c) => c[1]))).toEqual(new Set(FILTER_OPERATORS));
    });

    it.each(CASES)('%s %s %j', async (field, operator, value, expected) => {
      expect(await one(field, operator, value)).toEqual(expected);
    });

    it('matches programs by id', async () => {
      expect(await one('PROGRAM_ID', 'EQUAL', ids.D)).toEqual(['D']);
      expect(await one('PROGRAM_ID', 'IN', [ids.A as string, ids.Z as string, 'prg--nope'])).toEqual(['A', 'Z']);
    });

    it('combines AND and OR groups, nested', async () => {
      expect(
        await run({
          connector: 'OR',
          conditions: [{ field: 'PROGRAM_TYPE', operator: 'EQUAL', value: 'CASH' }],
          groups: [
            {
              conditions: [
                { field: 'PROGRAM_STATUS', operator: 'EQUAL', value: 'CLOSED' },
                { field: 'BUDGET', operator: 'IS_NULL' },
              ],
            },
          ],
        }),
      ).toEqual(['A', 'E', 'G']);
      expect(
        await run({
          connector: 'AND',
          conditions: [{ field: 'CURRENCY', operator: 'EQUAL', value: 'EUR' }],
          groups: [
            {
              connector: 'OR',
              conditions: [
                { field: 'BUDGET', operator: 'GREATER', value: '500000' },
                { field: 'PROGRAM_NAME', operator: 'CONTAINS', value: 'alpha' },
              ],
            },
          ],
        }),
      ).toEqual(['A', 'Z']);
      // Five levels deep is allowed.
      const deep = {
        groups: [
          {
            groups: [{ groups: [{ groups: [{ conditions: [{ field: 'BUDGET', operator: 'EQUAL', value: '0' }] }] }] }],
          },
        ],
      };
      expect(await run(deep)).toEqual(['E']);
      expect(await run({})).toEqual(['A', 'B', 'D', 'E', 'G', 'Z']);
      expect(await run({ connector: 'OR', conditions: [], groups: [] })).toEqual(['A', 'B', 'D', 'E', 'G', 'Z']);
    });

    it('refuses bad filters with 400, saying where and why', async () => {
      const bad = async (filter: unknown, field: string, message: string) => {
        const res = await as(filterer, 'GET', filterQuery(filter));
        expect(res.status, JSON.stringify(filter)).toBe(400);
        expect(res.body).toEqual({
          code: 'VALIDATION_FAILED',
          message: `${field}: ${message}`,
          fieldErrors: [{ field, message }],
        });
      };
      const budget = (value: string) => ({ field: 'BUDGET', operator: 'GREATER', value });
      await bad(
        { conditions: [budget('1'), budget('2'), budget('abc')] },
        'filter.conditions[2].value',
        '"abc" is not a number for BUDGET',
      );
      await bad(
        { conditions: [{ field: 'COLOUR', operator: 'EQUAL', value: 'x' }] },
        'filter.conditions[0].field',
        `"COLOUR" is not one of ${Object.keys(PROGRAM_FILTER_FIELDS).join(', ')}`,
      );
      await bad(
        { conditions: [{ field: 'BUDGET', operator: 'LIKE', value: '1' }] },
        'filter.conditions[0].operator',
        `"LIKE" is not one of ${FILTER_OPERATORS.join(', ')}`,
      );
      await bad(
        { conditions: [{ field: 'BUDGET', operator: 'CONTAINS', value: '1' }] },
        'filter.conditions[0].operator',
        'CONTAINS applies to text fields, not to BUDGET (number)',
      );
      await bad(
        { conditions: [{ field: 'PROGRAM_TYPE', operator: 'GREATER', value: 'CASH' }] },
        'filter.conditions[0].operator',
        'GREATER does not apply to PROGRAM_TYPE, which has a fixed set of values',
      );
      await bad(
        { conditions: [{ field: 'PROGRAM_TYPE', operator: 'EQUAL', value: 'cash' }] },
        'filter.conditions[0].value',
        '"cash" is not one of CASH, VOUCHER, IN_KIND, MIXED for PROGRAM_TYPE',
      );
      await bad(
        { conditions: [{ field: 'START_DATE', operator: 'EQUAL', value: '2026-13-01' }] },
        'filter.conditions[0].value',
        '"2026-13-01" is not a date (YYYY-MM-DD) for START_DATE',
      );
      await bad(
        { conditions: [{ field: 'CREATED_AT', operator: 'LESS', value: 'yesterday' }] },
        'filter.conditions[0].value',
        '"yesterday" is not an ISO 8601 date-time for CREATED_AT',
      );
      await bad(
        { conditions: [{ field: 'BUDGET', operator: 'EQUAL' }] },
        'filter.conditions[0].value',
        'is required for EQUAL',
      );
      await bad(
        { conditions: [{ field: 'BUDGET', operator: 'BETWEEN', values: ['1'] }] },
        'filter.conditions[0].values',
        'BETWEEN needs exactly 2 values, got 1',
      );
      await bad(
        { conditions: [{ field: 'BUDGET', operator: 'IN', values: [] }] },
        'filter.conditions[0].values',
        'IN needs 1 to 100 values, got 0',
      );
      await bad(
        { conditions: [{ field: 'BUDGET', operator: 'IN', values: ['1', 'x'] }] },
        'filter.conditions[0].values[1]',
        '"x" is not a number for BUDGET',
      );
      await bad({ connector: 'XOR' }, 'filter.connector', '"XOR" is not one of AND, OR');
      await bad({ groups: [{ conditions: {} }] }, 'filter.groups[0].conditions', 'must be a list');
      await bad({ where: 1 }, 'filter.where', 'is not allowed here (use connector, conditions, groups)');
      await bad([1], 'filter', 'must be an object');
      await bad(
        { groups: [{ groups: [{ groups: [{ groups: [{ groups: [{}] }] }] }] }] },
        'filter.groups[0].groups[0].groups[0].groups[0].groups[0]',
        'groups nest at most 5 levels deep',
      );
      await bad(
        { conditions: Array.from({ length: 51 }, () => budget('1')) },
        'filter.conditions[50]',
        'a filter has at most 50 conditions',
      );
      const res = await as(filterer, 'GET', '/programs?filter=%7Bnot-json');
      expect(res).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'filter: is not valid JSON' },
      });
    });

    const expectedOrder = (sort: SortOption): string[] => {
      const entries = Object.keys(DATA).map((k) => ({ k, p: DATA[k] as FixtureProgram, id: ids[k] as string }));
      const key = (p: FixtureProgram): string => {
        switch (sort) {
          case 'CREATED_AT_NEWEST':
          case 'CREATED_AT_OLDEST':
            return p.createdAt as string;
          case 'UPDATED_AT_NEWEST':
          case 'UPDATED_AT_OLDEST':
            return p.updatedAt as string;
          case 'NAME':
            return (p.programName as string).toLowerCase();
          case 'STATUS':
            return p.programStatus as string;
          case 'TYPE':
            return p.programType as string;
        }
      };
      const desc = sort.endsWith('_NEWEST');
      const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      entries.sort((x, y) => {
        const c = cmp(key(x.p), key(y.p)) || cmp(x.id, y.id);
        return desc ? -c : c;
      });
      return entries.map((e) => e.k);
    };

    it.each(SORT_OPTIONS)('sorts by %s', async (sort) => {
      const res = await as(filterer, 'GET', `/programs?first=100&sort=${sort}`);
      const order = (res.body as Page).items.map((p) => Object.keys(names).find((k) => names[k] === p.programName));
      expect(order).toEqual(expectedOrder(sort));
    });

    it('sorts newest first by default', async () => {
      const res = await as(filterer, 'GET', '/programs');
      const order = (res.body as Page).items.map((p) => Object.keys(names).find((k) => names[k] === p.programName));
      expect(order).toEqual(expectedOrder('CREATED_AT_NEWEST'));
    });
  });

  describe('cursor paging', () => {
    let pager: Caller;
    const total = 25;

    beforeAll(async () => {
      const org = (await api.fixtures.account('Paging Org')).accountId;
      pager = await caller('pager', org);
      const types = ['CASH', 'VOUCHER', 'IN_KIND', 'MIXED'] as const;
      for (let i = 0; i < total; i++) {
        await api.fixtures.program(org, {
          // Mixed case and shared prefixes test the name order; few distinct timestamps force id tie-breaks.
          programName: `${i % 2 ? 'item' : 'Item'} ${String((i * 7) % total).padStart(2, '0')}`,
          programType: types[i % 4],
          programStatus: i % 3 ? 'ACTIVE' : 'CLOSED',
          createdAt: `2026-02-0${(i % 5) + 1}T08:00:00.000Z`,
          updatedAt: `2026-03-0${(i % 3) + 1}T08:00:00.123Z`,
        });
      }
    });

    it.each(SORT_OPTIONS)('pages through %s without duplicates or gaps', async (sort) => {
      const all = (await as(pager, 'GET', `/programs?first=100&sort=${sort}`)).body as Page;
      expect(all.items).toHaveLength(total);
      expect(all.hasNextPage).toBe(false);
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 1; page <= 3; page++) {
        const query: string = `/programs?first=10&sort=${sort}${after ? `&after=${after}` : ''}`;
        const body = (await as(pager, 'GET', query)).body as Page;
        expect(body.totalCount).toBe(total);
        expect(body.items).toHaveLength(page < 3 ? 10 : 5);
        expect(body.hasNextPage).toBe(page < 3);
        seen.push(...body.items.map((p) => p.programId));
        after = body.endCursor;
      }
      expect(new Set(seen).size).toBe(total);
      expect(seen).toEqual(all.items.map((p) => p.programId));
      const beyond = (await as(pager, 'GET', `/programs?first=10&sort=${sort}&after=${after}`)).body as Page;
      expect(beyond).toEqual({ items: [], totalCount: total, endCursor: null, hasNextPage: false });
    });

    it('combines paging with a filter', async () => {
      const filter = encodeURIComponent(
        JSON.stringify({ conditions: [{ field: 'PROGRAM_STATUS', operator: 'EQUAL', value: 'CLOSED' }] }),
      );
      const first = (await as(pager, 'GET', `/programs?first=5&sort=NAME&filter=${filter}`)).body as Page;
      expect(first.totalCount).toBe(9);
      const second = (await as(pager, 'GET', `/programs?first=5&sort=NAME&filter=${filter}&after=${first.endCursor}`))
        .body as Page;
      expect(second.items).toHaveLength(4);
      expect(second.hasNextPage).toBe(false);
      expect([...first.items, ...second.items].every((p) => p.programStatus === 'CLOSED')).toBe(true);
    });

    it('refuses bad paging parameters with 400', async () => {
      const cursor = ((await as(pager, 'GET', '/programs?first=1&sort=NAME')).body as Page).endCursor;
      for (const [query, field] of [
        ['first=0', 'first'],
        ['first=101', 'first'],
        ['first=abc', 'first'],
        ['first=1.5', 'first'],
        ['first=1&first=2', 'first'],
        ['sort=PRICE', 'sort'],
        ['after=%%%', 'after'],
        ['after=bm90LWEtY3Vyc29y', 'after'],
        [`sort=TYPE&after=${cursor}`, 'after'],
      ]) {
        const res = await as(pager, 'GET', `/programs?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body, query).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field }] });
      }
      const ids = Array.from({ length: 101 }, (_, i) => `prg--${i}`).join(',');
      expect((await as(pager, 'GET', `/programs?ids=${ids}`)).status).toBe(400);
    });
  });
});
