// HTTP-level tests of changing programs on every available database: create, update, validation, conflicts and
// activity logs. Who sees what: programs-access.test.ts; filters and sorts: programs-filters; paging: programs-paging.
import { programJsonSchema } from '@aid/common/programs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { access, type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import type { ProgramJson } from './model.js';

const backends = await availableBackends();

const identity = fileIdentity();

describe.each(backendCases(backends))('programs on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let orgB: string;
  let adminA: Caller;
  let adminB: Caller;
  let viewerA: Caller;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@programs.test`,
  );

  const logCount = async (accountId: string) =>
    Number(
      (
        await api.db.query<{ n: number }>('SELECT count(*) AS n FROM activity_logs WHERE account_id = $1', [accountId])
      )[0]?.n,
    );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
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
      // The answer is exactly what the OpenAPI document (generated from this schema) promises.
      expect(programJsonSchema.strict().safeParse(program).error).toBeUndefined();
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
          fieldErrors: expect.arrayContaining([
            expect.objectContaining({ field, code: expect.any(String), message: expect.stringMatching(message) }),
          ]),
        });
      }
      // Each reason also comes as a code with its parameters, for clients that show it in another language.
      const coded = await as(adminA, 'POST', '/programs', {
        programName: 'x'.repeat(201),
        programType: 'CASHY',
        currency: 'eur',
        budget: -1,
      });
      expect((coded.body as { fieldErrors: unknown[] }).fieldErrors).toEqual([
        { field: 'programName', code: 'TOO_LONG', params: { max: 200 }, message: 'must be at most 200 characters' },
        {
          field: 'programType',
          code: 'NOT_ONE_OF',
          params: { values: 'CASH, VOUCHER, IN_KIND, MIXED' },
          message: 'must be one of CASH, VOUCHER, IN_KIND, MIXED',
        },
        {
          field: 'currency',
          code: 'INVALID_CURRENCY',
          message: 'must be an ISO 4217 code of 3 upper-case letters, e.g. EUR',
        },
        { field: 'budget', code: 'NEGATIVE', message: 'must not be negative' },
      ]);
      // A NUL character, which no text column can store, is refused with the place it was found.
      expect(
        await as(adminA, 'POST', '/programs', { programName: 'a\u0000b', programType: 'CASH', currency: 'EUR' }),
      ).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'programName', code: 'INVALID_CHARACTERS' }] } });
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
});
