// HTTP-level tests of filtering and sorting programs on every available database: every operator, every sort
// option, and the refusals. It runs on the generic list engine (db/list.ts), so these also pin its behaviour.
import { FILTER_OPERATORS, SORT_OPTIONS, type SortOption } from '@aid/common/enums';
import { PROGRAM_LIST } from '@aid/common/programs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureProgram } from '../testing/fixtures.js';
import { availableBackends, type CallResult, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers, filterQuery, type Page } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();

const identity = fileIdentity();

describe.each(backendCases(backends))('filtering programs on %s', (backendName, backend) => {
  let api: TestApi;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@programs-filters.test`,
  );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
  });
  afterAll(async () => {
    await api?.close();
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

    it('refuses bad filters with 422, saying where and why', async () => {
      const bad = async (filter: unknown, field: string, message: string) => {
        const res = await as(filterer, 'GET', filterQuery(filter));
        expect(res.status, JSON.stringify(filter)).toBe(422);
        expect(res.body).toEqual({
          code: 'VALIDATION_FAILED',
          message: `${field} ${message}`,
          fieldErrors: [expect.objectContaining({ field, message, code: expect.any(String) })],
          requestId: expect.any(String),
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
        `"COLOUR" is not one of ${Object.keys(PROGRAM_LIST.fields).join(', ')}`,
      );
      await bad(
        { conditions: [{ field: 'BUDGET', operator: 'LIKE', value: '1' }] },
        'filter.conditions[0].operator',
        `"LIKE" is not one of ${FILTER_OPERATORS.join(', ')}`,
      );
      await bad(
        { conditions: [{ field: 'BUDGET', operator: 'CONTAINS', value: '1' }] },
        'filter.conditions[0].operator',
        'CONTAINS does not apply to BUDGET (money); use EQUAL, NOT_EQUAL, GREATER, GREATER_OR_EQUAL, LESS, ' +
          'LESS_OR_EQUAL, BETWEEN, IN, EXISTS, NOT_EXISTS, IS_NULL',
      );
      await bad(
        { conditions: [{ field: 'PROGRAM_TYPE', operator: 'GREATER', value: 'CASH' }] },
        'filter.conditions[0].operator',
        'GREATER does not apply to PROGRAM_TYPE (enum); use EQUAL, NOT_EQUAL, IN, CONTAINS, NOT_CONTAINS',
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
        'IN needs 1 to 10000 values, got 0',
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
        status: 422,
        body: { code: 'VALIDATION_FAILED', message: 'filter is not valid JSON' },
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
          default:
            throw new Error(`programs do not sort by ${sort}`);
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

    it.each(SORT_OPTIONS.filter((s) => s in PROGRAM_LIST.sorts))('sorts by %s', async (sort) => {
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
});
