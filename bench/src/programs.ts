// Programs through the gateway versus straight from the REST API, on one machine, in one run, on each database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, type StartApiOptions, startApi } from '@aid/api';
import { createFixtures, reachableTestServer, scratchDatabase } from '@aid/api/testing';
import { createAccessTokenVerifier } from '@aid/common/auth';
import {
  createLogger as createGatewayLogger,
  REST_CALLS_HEADER,
  type StartGatewayOptions,
  startGateway,
} from '@aid/gateway';
import type { TestIdentity } from '@aid/identity';
import { type HttpAnswer, request } from './http.js';
import { median, percentile, round } from './stats.js';

const PAGE = 50;

const LIST_QUERY = `query Programs($first: Int!) {
  programs(first: $first, sort: CREATED_AT_NEWEST) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { programId programName description programType programStatus currency budget
      startDate endDate createdAt updatedAt } }
  }
}`;

const NESTED_QUERY = `query Nested($first: Int!) {
  programs(first: $first) {
    edges { node { programId programName
      createdBy { userId email userFullName }
      updatedBy { userId email userFullName } } }
  }
}`;

export type Database = 'pglite' | 'postgres';

export type ProgramsBenchResult = {
  benchmark: 'programs-page-gateway-vs-rest';
  database: Database;
  pageSize: number;
  rounds: number;
  warmupRounds: number;
  gatewayMedianMs: number;
  restMedianMs: number;
  gatewayP90Ms: number;
  restP90Ms: number;
  ratioGatewayToRest: number;
  /** REST calls of one nested query (50 programs with createdBy and updatedBy): first request, then later ones. */
  nestedQuery: { programs: number; distinctUsers: number; restCallsFirst: number; restCallsCached: number };
};

/**
 * PGlite in a scratch data folder on disk, as `npm start` runs it (in memory, its file system copies whole files as
 * they grow: a 100,000-family benchmark spent a third of its time there), or a scratch database on the PostgreSQL
 * server (undefined when none answers).
 */
export type ScratchDatabase = { databaseUrl?: string; dataDir?: string; drop(): Promise<void> };

export async function databaseFor(database: Database): Promise<ScratchDatabase | undefined> {
  if (database === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'aid-bench-pglite-'));
    return { dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const server = await reachableTestServer();
  if (!server) return undefined;
  const scratch = await scratchDatabase(server, 'aid_bench');
  return { databaseUrl: scratch.url, drop: scratch.drop };
}

/**
 * One benchmark on a scratch database (databaseFor), dropped when it ends however it ends; undefined when there is
 * none (no PostgreSQL server answers). `bench` closes what it started on it first.
 */
export async function onScratchDatabase<T>(
  database: Database,
  bench: (target: ScratchDatabase) => Promise<T>,
): Promise<T | undefined> {
  const target = await databaseFor(database);
  if (!target) return undefined;
  try {
    return await bench(target);
  } finally {
    await target.drop();
  }
}

/** An API on `target` for one benchmark: files in memory, logging off (a line per request would be timed too). */
export function startBenchApi(
  identity: TestIdentity,
  target: { databaseUrl?: string; dataDir?: string },
  options: Partial<StartApiOptions> = {},
) {
  return startApi({
    identity: identity.config,
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir ?? 'memory://',
    logger: createLogger(undefined, 'silent'),
    ...options,
  });
}

/** A gateway in front of `apiUrl` for one benchmark, logging off like the API's. */
export function startBenchGateway(identity: TestIdentity, apiUrl: string, options: Partial<StartGatewayOptions> = {}) {
  return startGateway({
    apiUrl,
    identity: identity.config,
    verifier: createAccessTokenVerifier(identity.config),
    logger: createGatewayLogger(undefined, 'silent'),
    ...options,
  });
}

export async function benchPrograms(
  identity: TestIdentity,
  database: Database,
  rounds: number,
  warmupRounds: number,
): Promise<ProgramsBenchResult | undefined> {
  return onScratchDatabase(database, async (target) => {
    // Logging is off in both services while timing: each would cost the same line per request on either path.
    const api = await startBenchApi(identity, target);
    // The timed gateway runs as in production; a second one counts REST calls for the nested query.
    const gateway = await startBenchGateway(identity, api.url);
    const counting = await startBenchGateway(identity, api.url, { countRestCalls: true });
    try {
      const fixtures = createFixtures(api.db);
      const { accountId } = await fixtures.account('Bench organisation');
      // Several creators, so the nested query has real users to batch.
      const users = [];
      for (let i = 0; i < 5; i++) {
        const user = await identity.user(`bench-${i}@example.org`);
        const member = await fixtures.member(
          { ...user, firstName: 'Bench', lastName: `User ${i}` },
          accountId,
          'ADMIN',
        );
        users.push({ ...user, userId: member.userId });
      }
      for (let i = 0; i < PAGE + 10; i++) {
        await fixtures.program(accountId, {
          programName: `Program ${String(i).padStart(3, '0')}`,
          description: 'Water, sanitation and hygiene for returning families',
          createdBy: users[i % users.length]?.userId,
        });
      }
      const token = users[0]?.tokens.accessToken ?? '';
      const headers = {
        authorization: `Bearer ${token}`,
        'x-accountid': accountId,
        'x-sitepath': 'http://localhost/bench',
        accept: 'application/json',
        'content-type': 'application/json',
      };
      const viaGateway = async (url: string, query: string): Promise<HttpAnswer> => {
        const response = await request(
          'POST',
          `${url}/graphql`,
          headers,
          JSON.stringify({ query, variables: { first: PAGE } }),
        );
        const body = JSON.parse(response.text) as { errors?: unknown; data?: { programs: { edges: unknown[] } } };
        if (response.status !== 200 || body.errors)
          throw new Error(`gateway: ${response.status} ${JSON.stringify(body.errors)}`);
        if (body.data?.programs.edges.length !== PAGE) throw new Error('gateway returned a short page');
        return response;
      };
      const viaRest = async () => {
        const response = await request('GET', `${api.url}/programs?first=${PAGE}&sort=CREATED_AT_NEWEST`, headers);
        const body = JSON.parse(response.text) as { items?: unknown[] };
        if (response.status !== 200 || body.items?.length !== PAGE) throw new Error(`REST: ${response.status}`);
      };
      const timed = async (fn: () => Promise<unknown>) => {
        const start = performance.now();
        await fn();
        return performance.now() - start;
      };

      const restCallsFirst = Number((await viaGateway(counting.url, NESTED_QUERY)).headers[REST_CALLS_HEADER]);
      const restCallsCached = Number((await viaGateway(counting.url, NESTED_QUERY)).headers[REST_CALLS_HEADER]);
      for (let i = 0; i < warmupRounds; i++) {
        await viaGateway(gateway.url, LIST_QUERY);
        await viaRest();
      }
      const gatewayMs: number[] = [];
      const restMs: number[] = [];
      // Interleaved, and the order alternates, so drift on a shared machine hits both sides alike.
      for (let i = 0; i < rounds; i++) {
        if (i % 2 === 0) {
          gatewayMs.push(await timed(() => viaGateway(gateway.url, LIST_QUERY)));
          restMs.push(await timed(viaRest));
        } else {
          restMs.push(await timed(viaRest));
          gatewayMs.push(await timed(() => viaGateway(gateway.url, LIST_QUERY)));
        }
      }
      const gatewayMedianMs = median(gatewayMs);
      const restMedianMs = median(restMs);
      return {
        benchmark: 'programs-page-gateway-vs-rest',
        database,
        pageSize: PAGE,
        rounds,
        warmupRounds,
        gatewayMedianMs: round(gatewayMedianMs),
        restMedianMs: round(restMedianMs),
        gatewayP90Ms: round(percentile(gatewayMs, 90)),
        restP90Ms: round(percentile(restMs, 90)),
        ratioGatewayToRest: round(gatewayMedianMs / restMedianMs),
        nestedQuery: { programs: PAGE, distinctUsers: users.length, restCallsFirst, restCallsCached },
      };
    } finally {
      await counting.close();
      await gateway.close();
      await api.close();
    }
  });
}
