// HTTP-level tests of paging the programs list on every available database: every sort option forwards and
// backwards, a cursor per row, counting on demand. It runs on the generic list engine (db/list.ts).
import { SORT_OPTIONS } from '@aid/common/enums';
import { PROGRAM_LIST } from '@aid/common/programs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers, type Page } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
// The sorts programs offer (other lists offer others, e.g. by last activity).
const PROGRAM_SORTS = SORT_OPTIONS.filter((s) => s in PROGRAM_LIST.sorts);

const identity = fileIdentity();

describe.each(backendCases(backends))('paging programs on %s', (backendName, backend) => {
  let api: TestApi;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@programs-paging.test`,
  );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
  });
  afterAll(async () => {
    await api?.close();
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

    it.each(PROGRAM_SORTS)('pages through %s without duplicates or gaps', async (sort) => {
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
      expect(beyond).toEqual({
        items: [],
        cursors: [],
        totalCount: total,
        startCursor: null,
        endCursor: null,
        hasNextPage: false,
        hasPreviousPage: true,
      });
    });

    it.each(PROGRAM_SORTS)('pages back through %s with before, to the same pages as forwards', async (sort) => {
      const pages: string[][] = [];
      const cursors: { start: string | null; end: string | null }[] = [];
      let after: string | null = null;
      do {
        const query: string = `/programs?first=10&sort=${sort}${after ? `&after=${after}` : ''}`;
        const body = (await as(pager, 'GET', query)).body as Page;
        pages.push(body.items.map((p) => p.programId));
        cursors.push({ start: body.startCursor, end: body.endCursor });
        after = body.hasNextPage ? body.endCursor : null;
      } while (after);
      expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
      // From the last page's first cursor, `before` gives the page in front of it, in the list's own order.
      const back = (await as(pager, 'GET', `/programs?first=10&sort=${sort}&before=${cursors[2]?.start}`)).body as Page;
      expect(back.items.map((p) => p.programId)).toEqual(pages[1]);
      expect(back).toMatchObject({ hasPreviousPage: true, hasNextPage: true, startCursor: cursors[1]?.start });
      const first = (await as(pager, 'GET', `/programs?first=10&sort=${sort}&before=${back.startCursor}`)).body as Page;
      expect(first.items.map((p) => p.programId)).toEqual(pages[0]);
      expect(first.hasPreviousPage).toBe(false);
      // Every row's own cursor continues right after it.
      const middle = (await as(pager, 'GET', `/programs?first=3&sort=${sort}&after=${first.cursors[4]}`)).body as Page;
      expect(middle.items.map((p) => p.programId)).toEqual(pages[0]?.slice(5, 8));
    });

    it('counts only when asked, and refuses after with before', async () => {
      const uncounted = (await as(pager, 'GET', '/programs?first=2&count=false')).body as Page;
      expect(uncounted).toMatchObject({ totalCount: null, hasNextPage: true });
      expect(uncounted.items).toHaveLength(2);
      const both = await as(pager, 'GET', `/programs?after=${uncounted.endCursor}&before=${uncounted.endCursor}`);
      expect(both).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'before' }] } });
      expect(await as(pager, 'GET', '/programs?count=maybe')).toMatchObject({ status: 422 });
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

    it('refuses bad paging parameters with 422', async () => {
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
        expect(res.status, query).toBe(422);
        expect(res.body, query).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field }] });
      }
      const ids = Array.from({ length: 101 }, (_, i) => `prg--${i}`).join(',');
      expect((await as(pager, 'GET', `/programs?ids=${ids}`)).status).toBe(422);
    });
  });
});
