import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { access, type Caller, callers, filterQuery, type Page } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import type { ProgramJson } from './model.js';

const backends = await availableBackends();

const identity = fileIdentity();

describe.each(backendCases(backends))('program access on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let orgB: string;
  let adminA: Caller;
  let adminB: Caller;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@programs-access.test`,
  );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    orgA = (await api.fixtures.account('Org A')).accountId;
    orgB = (await api.fixtures.account('Org B')).accountId;
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
  });
  afterAll(async () => {
    await api?.close();
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
});
