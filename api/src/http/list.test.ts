// POST <list>/query: the same list as GET <list>, its parameters in a JSON body, for filters too large for a URL.
import { newId } from '@aid/common/ids';
import { LIMITS } from '@aid/common/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { access, type Caller, callers, type Page } from '../testing/programs.js';
import { apiRoutes } from '../testing/routes.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { LIST_PATHS } from './list.js';

const backends = await availableBackends();
const identity = fileIdentity();

const byIds = (ids: string[]) => ({ conditions: [{ field: 'PROGRAM_ID', operator: 'IN', values: ids }] });

describe.each(backendCases(backends))('POST <list>/query on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let orgB: string;
  let adminA: Caller;
  let adminB: Caller;
  let programs: string[];
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@list-query.test`,
  );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    orgA = (await api.fixtures.account('Org A')).accountId;
    orgB = (await api.fixtures.account('Org B')).accountId;
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
    programs = [];
    for (let i = 0; i < 3; i++) programs.push((await api.fixtures.program(orgA, { programName: `P${i}` })).programId);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('is offered for every list, each of which is a GET route of the API', () => {
    const gets = new Set(
      apiRoutes()
        .filter((r) => r.method === 'get')
        .map((r) => r.path),
    );
    for (const path of LIST_PATHS) expect(gets, path).toContain(path);
  });

  it('answers the page GET answers, with a filter of 10,000 ids that no URL could carry', async () => {
    const filter = byIds([...programs, ...Array.from({ length: LIMITS.filter.maxValues - 3 }, () => newId('program'))]);
    expect(encodeURIComponent(JSON.stringify(filter)).length).toBeGreaterThan(300_000);
    const res = await as(adminA, 'POST', '/programs/query', { first: 2, sort: 'NAME', filter, count: true });
    expect(res.status).toBe(200);
    const page = res.body as Page;
    expect(page.totalCount).toBe(3);
    expect(page.items.map((p) => p.programName)).toEqual(['P0', 'P1']);
    // Paging on: the cursor and the filter as its JSON text, as a query string would carry them.
    const next = await as(adminA, 'POST', '/programs/query', {
      first: 2,
      sort: 'NAME',
      filter: JSON.stringify(filter),
      after: page.endCursor,
      count: false,
    });
    expect((next.body as Page).items.map((p) => p.programName)).toEqual(['P2']);
  });

  it("keeps the GET's scope: another organisation's user gets nothing, a member without access a 403", async () => {
    const other = await as(adminB, 'POST', '/programs/query', { filter: byIds(programs) });
    expect(other).toMatchObject({ status: 200, body: { items: [], totalCount: 0 } });
    const byId = await as(adminB, 'POST', '/programs/query', { ids: programs.join(',') });
    expect(byId).toMatchObject({ status: 200, body: { items: [] } });

    const selected = await caller('field', orgA, 'FIELD_OFFICER', {
      section: [{ name: 'PROGRAMS', access: { VIEW: access('SELECTED', [programs[1] as string]) } }],
    });
    const seen = await as(selected, 'POST', '/programs/query', { filter: byIds(programs) });
    expect((seen.body as Page).items.map((p) => p.programId)).toEqual([programs[1]]);

    const nobody = await caller('nobody', orgA, 'NOBODY', { section: [] });
    const get = await as(nobody, 'GET', '/programs');
    const post = await as(nobody, 'POST', '/programs/query', {});
    expect(get.status).toBe(403);
    const { code, message } = get.body as { code: string; message: string };
    expect(post).toMatchObject({ status: 403, body: { code, message } });
  });

  it('refuses what GET refuses, with the same field errors', async () => {
    const get = await as(adminA, 'GET', '/programs?first=500');
    const post = await as(adminA, 'POST', '/programs/query', { first: 500 });
    expect(get.status).toBe(422);
    expect(post).toMatchObject({
      status: 422,
      body: { fieldErrors: (get.body as { fieldErrors: unknown }).fieldErrors },
    });
    expect(await as(adminA, 'POST', '/programs/query', { filter: [1], sort: { x: 1 } })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'sort', code: 'WRONG_TYPE' }] },
    });
    expect(await as(adminA, 'POST', '/programs/query', ['first'])).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'body', code: 'WRONG_TYPE' }] },
    });
  });

  it('refuses more than 10,000 filter values on every list with 422 naming the filter, the limit and the count', async () => {
    const values = Array.from({ length: 11_000 }, () => newId('program'));
    const expected = {
      status: 422,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'filter has 11000 values in all; at most 10000 are allowed',
        fieldErrors: [{ field: 'filter', code: 'TOO_MANY', params: { max: 10_000, count: 11_000 } }],
      },
    };
    expect(await as(adminA, 'POST', '/programs/query', { filter: byIds(values) })).toMatchObject(expected);
    // Spread over groups, on another list: counted together, the same answer.
    const spread = {
      groups: [
        { conditions: [{ field: 'STATUS', operator: 'IN', values: values.slice(0, 5_500) }] },
        { conditions: [{ field: 'STATUS', operator: 'IN', values: values.slice(5_500) }] },
      ],
    };
    expect(await as(adminA, 'POST', '/jobs/query', { filter: spread })).toMatchObject(expected);
  });

  it('refuses a body over its limit with 413, and leaves other POST routes alone', async () => {
    const huge = {
      filter: {
        conditions: [{ field: 'PROGRAM_NAME', operator: 'EQUAL', value: 'x'.repeat(LIMITS.listQueryBodyBytes) }],
      },
    };
    expect(await as(adminA, 'POST', '/programs/query', huge)).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await as(adminA, 'POST', `/programs/${programs[0]}/query`, {})).toMatchObject({ status: 404 });
  });
});
