// The reports (issue 24) on a generated organisation (report-world.ts): the beneficiary list report of the master
// list (every breakdown), the distribution summary across all programs, and the summary of the one distribution of a
// tenth of the families, p50/p95 over BENCH_REPORT_ROUNDS rounds each, after two untimed ones. Through the gateway's
// GraphQL, as the web and partners read them; through the REST routes when the gateway's schema has no reports yet
// (the answer's `via` says which). BENCH_REPORT_DATABASE keeps the organisation between runs (report-database.ts).
import type { TestIdentity } from '@aid/identity';
import { request } from './http.js';
import type { Database } from './programs.js';
import { onReportStack, reportWorldIn } from './report-database.js';
import { benchReportFiles, type ReportFilesResult } from './report-files.js';
import type { ReportWorld } from './report-world.js';
import { percentile, round } from './stats.js';

const WARMUP = 2;

const MASTER_QUERY = `query Master($input: BeneficiaryListReportInput!) {
  beneficiaryListReport(input: $input) {
    totals { families familyMembers people }
    sexAge { gender ageBand families people }
    nationality { nationality families people }
    creationMethod { creationMethod families }
    familySize { familyMembers orMore families }
    registrations { periodStart families }
    duplicatesTotal lastDeduplication
    lists { listId listName families familyMembers people byGender { gender families } }
  }
}`;

const SUMMARY_QUERY = `query Summary($input: DistributionSummaryInput!) {
  distributionSummaryReport(input: $input) {
    distributions {
      distributionId distributionName programId programName distributionType distributionStatus currency
      planned { families people amount } approved notified { sent error }
      paymentStatus { status count } voucherUsage { status count } collection { status count }
      items { name unit planned delivered } redeemed outstanding
      reconciliation { entitled { families amount } redeemed { families amount } paid { families amount }
        outstanding { families amount } expired { families amount } failed { families amount }
        conflicts importsInFlight paymentsInFlight indicator }
    }
    totals { currency distributions families people planned redeemed paid outstanding }
    budgets { programId programName currency budget used unconverted }
    overTime { day redemptions redeemed { currency amount } handovers paymentsCompleted }
    scanners { userId name redemptions handovers }
    offlineConflicts { total unresolved }
    reached { gender ageBand families people }
  }
}`;

type Timing = { p50Ms: number; p95Ms: number; maxMs: number };

type Master = { totals: { families: number } };
type Summary = {
  distributions: { planned: { families: number }; reconciliation: { redeemed: { families: number } } }[];
};

export type ReportsBenchResult = {
  benchmark: 'reports';
  database: Database;
  /** Through the gateway's GraphQL, or the REST API's routes when the gateway's schema has no reports yet. */
  via: 'gateway' | 'rest';
  counts: ReportWorld['counts'] & { distributions: number };
  loadSeconds: number;
  rounds: number;
  masterListReport: Timing & { families: number; targetP95Ms: 1500 };
  /** The same report straight from the REST API: the gateway's share is the difference. */
  masterListReportRest: Timing;
  summaryAllPrograms: Timing & { distributions: number; targetP95Ms: 1500 };
  summaryOneDistribution: Timing & { families: number; redeemedFamilies: number; targetP95Ms: 300 };
  /** The whole organisation's files (report-files.ts); absent when the gateway has no reports. */
  files?: ReportFilesResult;
};

/** `rounds` timed calls of `call` after WARMUP untimed ones; the last answer with the figures. */
async function timed<T>(rounds: number, call: () => Promise<T>): Promise<{ timing: Timing; last: T }> {
  let last = await call();
  for (let i = 1; i < WARMUP; i++) last = await call();
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    last = await call();
    ms.push(performance.now() - start);
  }
  const timing = { p50Ms: round(percentile(ms, 50)), p95Ms: round(percentile(ms, 95)), maxMs: round(Math.max(...ms)) };
  return { timing, last };
}

export async function benchReports(
  identity: TestIdentity,
  database: Database,
  beneficiaries: number,
  rounds: number,
): Promise<ReportsBenchResult | undefined> {
  return onReportStack(identity, database, async ({ api, gateway }) => {
    const world = await reportWorldIn(api, identity, `reports-${database}@example.org`, beneficiaries);
    const headers = {
      authorization: `Bearer ${world.token}`,
      'x-accountid': world.accountId,
      accept: 'application/json',
      'content-type': 'application/json',
    };
    const call = async (url: string, body: unknown) => {
      const answer = await request('POST', url, headers, JSON.stringify(body));
      if (answer.status !== 200) throw new Error(`POST ${url}: ${answer.status} ${answer.text.slice(0, 500)}`);
      return JSON.parse(answer.text) as { data?: Record<string, unknown>; errors?: unknown };
    };
    const graphql = async <T>(query: string, input: unknown): Promise<T> => {
      const body = await call(`${gateway.url}/graphql`, { query, variables: { input } });
      const data = body.data ? Object.values(body.data)[0] : undefined;
      if (body.errors || !data) throw new Error(`gateway: ${JSON.stringify(body.errors)}`);
      return data as T;
    };
    const rest = async <T>(path: string, input: unknown) => (await call(`${api.url}${path}`, input)) as T;
    const probe = await call(`${gateway.url}/graphql`, {
      query: '{ __type(name: "BeneficiaryListReport") { name } }',
    });
    const via = probe.data?.__type ? 'gateway' : 'rest';
    const master = (input: unknown) =>
      via === 'gateway' ? graphql<Master>(MASTER_QUERY, input) : rest<Master>('/reports/beneficiary-lists', input);
    const summary = (input: unknown) =>
      via === 'gateway'
        ? graphql<Summary>(SUMMARY_QUERY, input)
        : rest<Summary>('/reports/distribution-summary', input);
    const masterList = await timed(rounds, () => master({}));
    const masterRest = await timed(rounds, () => rest<Master>('/reports/beneficiary-lists', {}));
    const all = await timed(rounds, () => summary({}));
    const one = await timed(rounds, () => summary({ distributionIds: [world.largeDistributionId] }));
    const large = one.last.distributions[0];
    const files =
      via === 'gateway'
        ? await benchReportFiles(async <T>(query: string, variables: Record<string, unknown>) => {
            const body = await call(`${gateway.url}/graphql`, { query, variables });
            if (body.errors || !body.data) throw new Error(`gateway: ${JSON.stringify(body.errors)}`);
            return body.data as T;
          })
        : undefined;
    return {
      benchmark: 'reports',
      database,
      via,
      counts: { ...world.counts, distributions: all.last.distributions.length },
      loadSeconds: round(world.loadSeconds, 1),
      rounds,
      masterListReport: { ...masterList.timing, families: masterList.last.totals.families, targetP95Ms: 1500 },
      masterListReportRest: masterRest.timing,
      summaryAllPrograms: { ...all.timing, distributions: all.last.distributions.length, targetP95Ms: 1500 },
      summaryOneDistribution: {
        ...one.timing,
        families: large?.planned.families ?? 0,
        redeemedFamilies: large?.reconciliation.redeemed.families ?? 0,
        targetP95Ms: 300,
      },
      ...(files ? { files } : {}),
    };
  });
}
