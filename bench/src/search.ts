// Text search and counting on a list of a million rows, through the REST API as a partner would call it: the trigram
// index answering CONTAINS, what totalCount costs, and the plans PostgreSQL chooses.
import { createHash } from 'node:crypto';
import { createLogger, startApi, tenantRunner } from '@aid/api';
import { createFixtures } from '@aid/api/testing';
import type { TestIdentity } from '@aid/identity';
import { type Database, onScratchDatabase } from './programs.js';
import { median, round } from './stats.js';

export type SearchBenchResult = {
  benchmark: 'million-row-list';
  database: Database;
  rows: number;
  loadSeconds: number;
  /** Medians in ms of REST calls for one page of 50 (count=false unless said). */
  firstPageNewestMs: number;
  firstPageNewestWithCountMs: number;
  deepPageByCursorMs: number;
  containsTrigramMs: number;
  containsTrigramWithCountMs: number;
  /** The same ILIKE run under row-level security without the search function: no index may serve it. */
  containsWithoutIndexMs: number;
  matches: number;
  containsBroadMs: number;
  containsBroadWithCountMs: number;
  searchPlan: string[];
};

const SAMPLES = 15;

export async function benchSearch(
  identity: TestIdentity,
  database: Database,
  rows: number,
): Promise<SearchBenchResult | undefined> {
  return onScratchDatabase(database, async (target) => {
    const api = await startApi({
      identity: identity.config,
      databaseUrl: target.databaseUrl,
      dataDir: 'memory://',
      logger: createLogger(undefined, 'silent'),
    });
    try {
      const fixtures = createFixtures(api.db);
      const { accountId } = await fixtures.account('Large organisation');
      const { accountId: otherId } = await fixtures.account('Other organisation');
      const user = await identity.user(`search-${database}@example.org`);
      const { userId } = await fixtures.member(user, accountId, 'ADMIN');
      const loadStart = performance.now();
      // Names like "Distribution 3f2a91c0 Kakuma": random enough that a 4-letter fragment matches a few dozen rows.
      const insert = (account: string, from: number, to: number) =>
        api.db.exec(`INSERT INTO programs (program_id, account_id, program_name, program_type, currency, created_at, updated_at)
        SELECT 'prg--bench' || i, '${account}', 'Distribution ' || substr(md5(i::text), 1, 8) || ' ' ||
               (ARRAY['Kakuma', 'Dadaab', 'Zaatari', 'Cox Bazar', 'Bidi Bidi'])[1 + i % 5] || ' ' || i,
               (ARRAY['CASH', 'VOUCHER', 'IN_KIND', 'MIXED'])[1 + i % 4], 'EUR',
               timestamptz '2025-01-01' + i * interval '1 second', timestamptz '2025-01-01' + i * interval '1 second'
          FROM generate_series(${from}, ${to}) AS i`);
      for (let from = 1; from <= rows; from += 100_000) await insert(accountId, from, Math.min(rows, from + 99_999));
      await insert(otherId, rows + 1, rows + Math.ceil(rows / 10));
      await api.db.exec('ANALYZE programs');
      const loadSeconds = (performance.now() - loadStart) / 1000;

      const headers = { authorization: `Bearer ${user.tokens.accessToken}`, 'x-accountid': accountId };
      const get = async (query: string) => {
        const response = await fetch(`${api.url}/programs?${query}`, { headers });
        if (!response.ok) throw new Error(`REST ${response.status}: ${await response.text()}`);
        return (await response.json()) as { items: unknown[]; totalCount: number | null; endCursor: string | null };
      };
      const time = async (query: string) => {
        await get(query);
        const ms: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          const start = performance.now();
          await get(query);
          ms.push(performance.now() - start);
        }
        return round(median(ms));
      };
      const contains = (value: string) =>
        encodeURIComponent(JSON.stringify({ conditions: [{ field: 'PROGRAM_NAME', operator: 'CONTAINS', value }] }));

      // Four characters of a name that exists (row rows/2): about 76 matches per million rows.
      const fragment = createHash('md5')
        .update(String(Math.floor(rows / 2)))
        .digest('hex')
        .slice(1, 5);
      const found = await get(`first=50&filter=${contains(fragment)}`);
      const runAsMember = tenantRunner(api.db, { accountId, userId });
      const ilikeMs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await runAsMember((tx) =>
          tx.query('SELECT program_id FROM programs WHERE account_id = $1 AND program_name ILIKE $2 LIMIT 51', [
            accountId,
            `%${fragment}%`,
          ]),
        );
        ilikeMs.push(performance.now() - start);
      }
      const plan = await api.db.query<{ 'QUERY PLAN': string }>(
        'EXPLAIN SELECT program_id FROM programs WHERE account_id = $1 AND program_name ILIKE $2',
        [accountId, `%${fragment}%`],
      );
      return {
        benchmark: 'million-row-list',
        database,
        rows,
        loadSeconds: round(loadSeconds, 1),
        firstPageNewestMs: await time('first=50&count=false&sort=CREATED_AT_NEWEST'),
        firstPageNewestWithCountMs: await time('first=50&count=true&sort=CREATED_AT_NEWEST'),
        // 100,000 rows from the end of a newest-first list: 1,800 pages in, as far as a person pages.
        deepPageByCursorMs: await time(
          `first=50&count=false&sort=CREATED_AT_NEWEST&after=${await cursorAt(get, 100_000)}`,
        ),
        containsTrigramMs: await time(`first=50&count=false&filter=${contains(fragment)}`),
        containsTrigramWithCountMs: await time(`first=50&count=true&filter=${contains(fragment)}`),
        containsWithoutIndexMs: round(median(ilikeMs)),
        matches: found.totalCount ?? 0,
        // A fragment a fifth of the organisation's rows contain: matched in page order rather than by id.
        containsBroadMs: await time(`first=50&count=false&filter=${contains('kakuma')}`),
        containsBroadWithCountMs: await time(`first=50&count=true&filter=${contains('kakuma')}`),
        searchPlan: plan.map((r) => r['QUERY PLAN'].trim()),
      };
    } finally {
      await api.close();
    }
  });
}

/** The cursor of the row `secondsIntoList` rows into the oldest-first order, as a client paging there would hold. */
async function cursorAt(
  get: (query: string) => Promise<{ endCursor: string | null }>,
  secondsIntoList: number,
): Promise<string> {
  // Rows are one second apart: the newest row at or before that time is that far into the list.
  const at = new Date(Date.UTC(2025, 0, 1) + secondsIntoList * 1000).toISOString();
  const filter = encodeURIComponent(
    JSON.stringify({ conditions: [{ field: 'CREATED_AT', operator: 'LESS_OR_EQUAL', value: at }] }),
  );
  const page = await get(`first=1&count=false&sort=CREATED_AT_NEWEST&filter=${filter}`);
  if (!page.endCursor) throw new Error('no row at that offset');
  return page.endCursor;
}
