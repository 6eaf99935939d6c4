// Voucher redemptions (issue 10): sustained redemptions through the gateway's GraphQL mutation, with their latency,
// on each database; and, on PostgreSQL, 100 concurrent redemptions of ONE voucher spread over two API processes,
// whose sum must equal the voucher's value exactly (the ledger serialises per voucher in the database).
import type { ChildProcess } from 'node:child_process';
import { createFixtures } from '@aid/api/testing';
import type { TestIdentity } from '@aid/identity';
import { apiProcess, cpuSeconds, gatewayProcess, postgresCpuSecondsFor } from './api-child.js';
import { largeMasterList } from './beneficiary-list.js';
import { lockedListOf, untilDone } from './distributions.js';
import { type Json, request } from './http.js';
import { type Database, onScratchDatabase, startBenchApi } from './programs.js';
import { median, percentile, round } from './stats.js';

const REDEEM = `mutation Redeem($input: RedeemVoucherInput!) {
  redeemVoucher(input: $input) { code reason replayed voucher { remainingAmount } }
}`;

export type ScanningBenchResult = {
  benchmark: 'voucher-redemptions';
  database: Database;
  vouchers: number;
  /** Timed redemptions (after the warm-up), each of 1.00 on a voucher drawn at random, `concurrency` in flight. */
  redemptions: number;
  concurrency: number;
  /** Where the timed calls ran: the gateway and the API each in a process of its own, or the API in this one. */
  services: string;
  perSecond: number;
  /** CPU milliseconds per timed redemption in each process (PostgreSQL: the bench database's backends and the server's own processes; on PGlite the API is in bench). */
  cpuMsPerRedemption: Record<string, number>;
  targetPerSecond: 500;
  medianMs: number;
  p99Ms: number;
  targetP99Ms: 50;
  /** PostgreSQL only: 100 redemptions of one voucher at once over two API processes. */
  oneVoucher?: {
    processes: number;
    requests: number;
    valueMinor: number;
    eachMinor: number;
    applied: number;
    refused: number;
    sumRedeemedMinor: number;
    equalsValue: boolean;
  };
};

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Runs `total` calls of `fn`, `concurrency` at a time; each call's milliseconds, and the wall time of all. */
async function saturate(total: number, concurrency: number, fn: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const t = performance.now();
      await fn(i);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - start) / 1000 };
}

export async function benchScanning(
  identity: TestIdentity,
  database: Database,
): Promise<ScanningBenchResult | undefined> {
  const vouchers = Math.max(2, Number(process.env.BENCH_SCAN_VOUCHERS ?? 2_000));
  // The target is a sustained rate: 30,000 redemptions are a minute at 500 a second, long past the JIT's warm-up.
  const total = Number(process.env.BENCH_SCAN_REDEMPTIONS ?? 30_000);
  const concurrency = Number(process.env.BENCH_SCAN_CONCURRENCY ?? 8);
  return onScratchDatabase(database, async (target) => {
    // Set-up goes through an API in this process (it writes the data straight to the database). The timed calls go
    // to services in processes of their own, as deployed: a gateway in front of an API (on PostgreSQL a separate API
    // process; on PGlite the database lives inside this process's API, so that one serves them).
    const api = await startBenchApi(identity, target);
    const children: ChildProcess[] = [];
    try {
      const served = target.databaseUrl
        ? await apiProcess({ identity: identity.config, databaseUrl: target.databaseUrl })
        : undefined;
      if (served) children.push(served.child);
      const gateway = await gatewayProcess({ identity: identity.config, apiUrl: served?.url ?? api.url });
      children.push(gateway.child);
      const org = await largeMasterList(api, identity, `scanning-bench-${database}@example.org`, vouchers);
      const listId = await lockedListOf(api.db, org.accountId, org.groupId, vouchers);
      const fixtures = createFixtures(api.db);
      const { programId } = await fixtures.program(org.accountId, { currency: 'EUR', budget: 1_000_000_000_000 });
      const headers = {
        authorization: `Bearer ${org.token}`,
        'x-accountid': org.accountId,
        'x-sitepath': 'http://localhost/bench',
        accept: 'application/json',
        'content-type': 'application/json',
      };
      const rest = async (method: string, path: string, body?: unknown, url = api.url): Promise<Json> => {
        const answer = await request(method, `${url}${path}`, headers, body === undefined ? '' : JSON.stringify(body));
        const json = JSON.parse(answer.text) as Json;
        if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
        return json;
      };
      const approverUser = await identity.user(`scanning-bench-approver-${database}@example.org`);
      await fixtures.member(approverUser, org.accountId, 'ADMIN');
      const created = await rest('POST', '/distributions', {
        programId,
        distributionName: 'Redemption bench',
        distributionType: 'VOUCHER',
        beneficiaryListId: listId,
        // 10,000.00 a voucher: enough for every redemption the run draws on it.
        amountPerBeneficiary: 1_000_000,
        amountPerBeneficiaryCurrency: 'EUR',
        validUntil: '2099-12-31',
      });
      const distributionId = String(created.distributionId);
      const job = await rest('POST', `/distributions/${distributionId}/entitlements`);
      await untilDone((method, path) => rest(method, path), String(job.jobId));
      await rest('POST', `/distributions/${distributionId}/submit`);
      const approved = await request(
        'POST',
        `${api.url}/distributions/${distributionId}/approvals`,
        { ...headers, authorization: `Bearer ${approverUser.tokens.accessToken}` },
        JSON.stringify({ decision: 'APPROVED' }),
      );
      if (approved.status >= 300) throw new Error(`approve: ${approved.status} ${approved.text}`);
      const ids = (
        await api.db.query<{ entitlement_id: string }>(
          'SELECT entitlement_id FROM entitlements WHERE distribution_id = $1 ORDER BY entitlement_id',
          [distributionId],
        )
      ).map((r) => r.entitlement_id);

      const run = `${database}-${Date.now()}`;
      const redeem = async (i: number) => {
        // The first voucher is kept whole for the one-voucher run below.
        const voucherId = ids[1 + Math.floor(Math.random() * (ids.length - 1))] ?? '';
        const input = { voucherId, amount: 100, idempotencyKey: `bench-${run}-${i}` };
        const answer = await request(
          'POST',
          `${gateway.url}/graphql`,
          headers,
          JSON.stringify({ query: REDEEM, variables: { input } }),
        );
        const body = JSON.parse(answer.text) as {
          errors?: unknown;
          data?: { redeemVoucher?: { code: string | null } };
        };
        // A refusal is a payload with a code, not a GraphQL error: either one stops the run.
        if (answer.status !== 200 || body.errors || body.data?.redeemVoucher?.code) {
          throw new Error(`redeem: ${answer.status} ${answer.text}`);
        }
      };
      const warmup = Math.min(500, Math.round(total / 10));
      await saturate(warmup, concurrency, (i) => redeem(total + i));
      const cpu = async () => ({
        bench: await cpuSeconds(process.pid),
        gateway: await cpuSeconds(gateway.child.pid ?? 0),
        api: served ? await cpuSeconds(served.child.pid ?? 0) : 0,
        postgres: served && target.databaseUrl ? await postgresCpuSecondsFor(databaseName(target.databaseUrl)) : 0,
      });
      const cpuBefore = await cpu();
      const timed = await saturate(total, concurrency, redeem);
      const cpuAfter = await cpu();
      // Where each redemption's CPU went (ms), to tell what bounds the rate on this machine's two cores.
      const cpuMsPerRedemption = Object.fromEntries(
        (Object.keys(cpuAfter) as (keyof typeof cpuAfter)[]).map((k) => [
          k,
          round(((cpuAfter[k] - cpuBefore[k]) * 1000) / total, 2),
        ]),
      );

      let oneVoucher: ScanningBenchResult['oneVoucher'];
      if (database === 'postgres' && target.databaseUrl) {
        const second = await apiProcess({ identity: identity.config, databaseUrl: target.databaseUrl });
        children.push(second.child);
        const voucherId = ids[0] ?? '';
        const requests = 100;
        // Each asks for a 50th of the value: 100 of them would take twice the value, so exactly 50 fit.
        const each = 1_000_000 / 50;
        const answers = await Promise.all(
          Array.from({ length: requests }, (_, i) =>
            request(
              'POST',
              `${i % 2 === 0 ? (served?.url ?? api.url) : second.url}/scanning/redemptions`,
              headers,
              JSON.stringify({ voucherId, amount: each, idempotencyKey: `one-${run}-${i}` }),
            ),
          ),
        );
        const applied = answers.filter((a) => a.status === 201).length;
        const refused = answers.filter((a) => a.status === 422).length;
        const [after] = await api.db.query<{ sum: number | string; amount: number | string }>(
          `SELECT coalesce((SELECT sum(amount) FROM voucher_redemptions WHERE voucher_id = $1), 0) AS sum, amount
           FROM entitlements WHERE entitlement_id = $1`,
          [voucherId],
        );
        const sum = Number(after?.sum ?? 0);
        const value = Number(after?.amount ?? 0);
        oneVoucher = {
          processes: 2,
          requests,
          valueMinor: value,
          eachMinor: each,
          applied,
          refused,
          sumRedeemedMinor: sum,
          equalsValue: sum === value,
        };
      }

      return {
        benchmark: 'voucher-redemptions',
        database,
        vouchers,
        redemptions: total,
        concurrency,
        services: served
          ? 'gateway process, API process, PostgreSQL'
          : 'gateway process; API with embedded PGlite in the benchmark process',
        perSecond: Math.round(total / timed.seconds),
        cpuMsPerRedemption,
        targetPerSecond: 500,
        medianMs: round(median(timed.latencies), 2),
        p99Ms: round(percentile(timed.latencies, 99), 2),
        targetP99Ms: 50,
        oneVoucher,
      };
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await api.close();
    }
  });
}
