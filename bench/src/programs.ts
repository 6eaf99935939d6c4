// Programs through the gateway versus straight from the REST API, on one machine, in one run.

import { createFixtures, startApi } from '@aid/api';
import { createAccessTokenVerifier } from '@aid/common/auth';
import { REST_CALLS_HEADER, startGateway } from '@aid/gateway';
import { startTestIdentity } from '@aid/identity';
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

export type ProgramsBenchResult = {
  benchmark: 'programs-page-gateway-vs-rest';
  pageSize: number;
  rounds: number;
  warmupRounds: number;
  gatewayMedianMs: number;
  restMedianMs: number;
  gatewayP90Ms: number;
  restP90Ms: number;
  ratioGatewayToRest: number;
  nestedQuery: { programs: number; distinctUsers: number; restCalls: number };
  database: 'pglite-memory';
};

export async function benchPrograms(rounds: number, warmupRounds: number): Promise<ProgramsBenchResult> {
  const identity = await startTestIdentity();
  const api = await startApi({ identity: identity.config, dataDir: 'memory://' });
  const gateway = await startGateway({
    apiUrl: api.url,
    identity: identity.config,
    verifier: createAccessTokenVerifier(identity.config),
    countRestCalls: true,
  });
  try {
    const fixtures = createFixtures(api.db);
    const { accountId } = await fixtures.account('Bench organisation');
    // Several creators, so the nested query has real users to batch.
    const users = [];
    for (let i = 0; i < 5; i++) {
      const user = await identity.user(`bench-${i}@example.org`);
      const member = await fixtures.member({ ...user, firstName: 'Bench', lastName: `User ${i}` }, accountId, 'ADMIN');
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
    const viaGateway = async (query: string) => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables: { first: PAGE } }),
      });
      const body = (await response.json()) as { errors?: unknown; data?: { programs: { edges: unknown[] } } };
      if (!response.ok || body.errors) throw new Error(`gateway: ${response.status} ${JSON.stringify(body.errors)}`);
      if (body.data?.programs.edges.length !== PAGE) throw new Error('gateway returned a short page');
      return response;
    };
    const viaRest = async () => {
      const response = await fetch(`${api.url}/programs?first=${PAGE}&sort=CREATED_AT_NEWEST`, { headers });
      const body = (await response.json()) as { items?: unknown[] };
      if (!response.ok || body.items?.length !== PAGE) throw new Error(`REST: ${response.status}`);
    };
    const timed = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };

    for (let i = 0; i < warmupRounds; i++) {
      await viaGateway(LIST_QUERY);
      await viaRest();
    }
    const gatewayMs: number[] = [];
    const restMs: number[] = [];
    // Interleaved, and the order alternates, so drift on a shared machine hits both sides alike.
    for (let i = 0; i < rounds; i++) {
      if (i % 2 === 0) {
        gatewayMs.push(await timed(() => viaGateway(LIST_QUERY)));
        restMs.push(await timed(viaRest));
      } else {
        restMs.push(await timed(viaRest));
        gatewayMs.push(await timed(() => viaGateway(LIST_QUERY)));
      }
    }
    const nested = await viaGateway(NESTED_QUERY);
    const restCalls = Number(nested.headers.get(REST_CALLS_HEADER));
    const gatewayMedianMs = median(gatewayMs);
    const restMedianMs = median(restMs);
    return {
      benchmark: 'programs-page-gateway-vs-rest',
      pageSize: PAGE,
      rounds,
      warmupRounds,
      gatewayMedianMs: round(gatewayMedianMs),
      restMedianMs: round(restMedianMs),
      gatewayP90Ms: round(percentile(gatewayMs, 90)),
      restP90Ms: round(percentile(restMs, 90)),
      ratioGatewayToRest: round(gatewayMedianMs / restMedianMs),
      nestedQuery: { programs: PAGE, distinctUsers: users.length, restCalls },
      database: 'pglite-memory',
    };
  } finally {
    await gateway.close();
    await api.close();
    await identity.stop();
  }
}
