// BENCH_REPORT_DATABASE=<name> (PostgreSQL): the reports benchmark's organisation kept in a named database between
// runs. Building a million families takes minutes; tuning a report query takes many runs (and EXPLAIN ANALYZE against
// the same data by hand). The first run creates the database and the organisation and leaves them; later runs apply
// new migrations (the API does on start) and reuse the organisation, with the bench user's new sign-in.
import { openDb, type Queryable } from '@aid/api';
import { FAST_JOBS, reachableTestServer } from '@aid/api/testing';
import type { TestIdentity } from '@aid/identity';
import { onBenchStack } from './bench-stack.js';
import { type Database, type ScratchDatabase, startBenchApi, startBenchGateway } from './programs.js';
import { type ReportWorld, seedReportWorld } from './report-world.js';

type Stack = Parameters<Parameters<typeof onBenchStack>[3]>[0];

/** onBenchStack, on the kept database when BENCH_REPORT_DATABASE names one (PostgreSQL only). */
export async function onReportStack<T>(
  identity: TestIdentity,
  database: Database,
  bench: (stack: Stack) => Promise<T>,
): Promise<T | undefined> {
  const kept = database === 'postgres' ? await keptReportDatabase() : undefined;
  // Jobs run: the report files are written by them (reports.ts times them).
  if (!kept) return onBenchStack(identity, database, { jobs: FAST_JOBS }, bench);
  const api = await startBenchApi(identity, kept, { jobs: FAST_JOBS });
  try {
    const gateway = await startBenchGateway(identity, api.url);
    try {
      return await bench({ api, gateway });
    } finally {
      await gateway.close();
    }
  } finally {
    await api.close();
  }
}

/** The kept database named by BENCH_REPORT_DATABASE, created when missing; undefined without the variable or server. */
async function keptReportDatabase(): Promise<ScratchDatabase | undefined> {
  const name = process.env.BENCH_REPORT_DATABASE;
  if (!name) return undefined;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_REPORT_DATABASE: not a plain name: ${name}`);
  const adminUrl = await reachableTestServer();
  if (!adminUrl) return undefined;
  const admin = await openDb({ databaseUrl: adminUrl });
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.length === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Kept: dropping is the point of a scratch database, not of this one.
  return { databaseUrl: url.toString(), drop: async () => {} };
}

/** The bench's large voucher distribution: present once the organisation has been built. */
const LARGE_DISTRIBUTION = 'dis--bench0000';

/**
 * The organisation already in `db` (the bench user signed in again: a new identity emulator gives them a new `sub`),
 * or a new one built by seedReportWorld.
 */
export async function reportWorldIn(
  api: { url: string; db: Queryable },
  identity: TestIdentity,
  email: string,
  beneficiaries: number,
): Promise<ReportWorld> {
  const [kept] = await api.db.query<{ account_id: string }>(
    'SELECT account_id FROM distributions WHERE distribution_id = $1',
    [LARGE_DISTRIBUTION],
  );
  if (!kept) return seedReportWorld(api, identity, email, beneficiaries);
  const user = await identity.user(email);
  await api.db.query('UPDATE users SET cognito_sub = $1 WHERE email = $2', [user.sub, email]);
  const [counts] = await api.db.query<Record<keyof ReportWorld['counts'], number>>(
    `SELECT (SELECT count(*)::int FROM beneficiaries WHERE account_id = $1) AS beneficiaries,
            (SELECT count(*)::int FROM beneficiary_lists WHERE account_id = $1 AND list_type = 'CUSTOM') AS lists,
            (SELECT count(*)::int FROM entitlements WHERE account_id = $1) AS entitlements,
            (SELECT count(*)::int FROM voucher_redemptions WHERE account_id = $1) AS redemptions,
            (SELECT count(*)::int FROM in_kind_collections WHERE account_id = $1) AS handovers`,
    [kept.account_id],
  );
  if (!counts) throw new Error('kept report world: no counts');
  return {
    accountId: kept.account_id,
    token: user.tokens.accessToken,
    largeDistributionId: LARGE_DISTRIBUTION,
    counts,
    loadSeconds: 0,
  };
}
