// Scenario e: voucher redemptions (the scanning domain) through both gateways, then a stream of redemptions and
// reads while api-1 and then gateway-1 are SIGKILLed. A client retries a failed request once (a redemption with the
// same idempotency key); no request may fail twice, every redemption must be counted exactly once (what is left on
// each voucher is its value less the redemptions that succeeded), an import started before the kills finishes (on
// the worker), and the killed processes come back and serve again. A request inside api-1 when it dies is sent again by
// its gateway, so only the requests inside gateway-1 when it dies reach their client as a failure.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { accepted, graphql, headersOf, type Member, type RetryLog, retryOnce, until } from './client.js';
import type { Suite } from './harness.js';
import { importCsv, readImport, startImport } from './import.js';
import { SMS_DISTRIBUTION } from './sms.js';

type Voucher = { voucherId: string; code: string; remainingAmount: number };

const VOUCHER_FIELDS = 'voucherId code remainingAmount';

async function unusedVouchers(suite: Suite, count: number): Promise<Voucher[]> {
  const { distribution } = await graphql<{
    distribution: { entitlements: { edges: { node: { voucherCode: string; usageStatus: string } }[] } };
  }>(
    suite.urls.public,
    suite.admin,
    'query ($id: ID!) { distribution(id: $id) { entitlements(first: 100) { edges { node { voucherCode usageStatus } } } } }',
    { id: SMS_DISTRIBUTION },
  );
  const codes = distribution.entitlements.edges
    .filter((edge) => edge.node.usageStatus === 'NOT_USED')
    .slice(0, count)
    .map((edge) => edge.node.voucherCode);
  assert.equal(codes.length, count, `the demo distribution has ${count} unused vouchers`);
  return Promise.all(codes.map((code) => lookUp(suite.urls.public, suite.admin, code)));
}

async function lookUp(base: string, member: Member, code: string): Promise<Voucher> {
  const { scannedVoucher } = await graphql<{ scannedVoucher: Voucher }>(
    base,
    member,
    `query ClusterLookUp($code: String) { scannedVoucher(code: $code) { ${VOUCHER_FIELDS} } }`,
    { code },
  );
  return scannedVoucher;
}

async function redeem(base: string, member: Member, voucherId: string, idempotencyKey: string): Promise<void> {
  const { redeemVoucher } = await graphql<{ redeemVoucher: { code: string | null; message: string | null } }>(
    base,
    member,
    'mutation ClusterRedeem($input: RedeemVoucherInput!) { redeemVoucher(input: $input) { code message replayed } }',
    { input: { voucherId, amount: 1, idempotencyKey, deviceId: 'cluster-e2e' } },
  );
  accepted(`redemption ${idempotencyKey}`, redeemVoucher);
}

export async function redemptionsThroughKills(suite: Suite): Promise<void> {
  const { admin, cluster } = suite;
  const [gateway1, gateway2] = suite.urls.gateways;
  const vouchers = await unusedVouchers(suite, 8);
  const redeemed = new Map(vouchers.map((v) => [v.voucherId, 0]));
  const retries: RetryLog = { failures: [] };
  const failedTwice: string[] = [];
  const run = randomBytes(4).toString('hex');
  let sequence = 0;
  /** One redemption, retried once; counted when it (or its retry) succeeded. */
  const redeemOne = async (base: string, voucher: Voucher) => {
    const key = `cluster-${run}-${sequence++}`;
    await retryOnce(retries, `redeem ${key} via ${base}`, () => redeem(base, admin, voucher.voucherId, key));
    redeemed.set(voucher.voucherId, (redeemed.get(voucher.voucherId) ?? 0) + 1);
  };
  const left = async (base: string) => {
    for (const voucher of vouchers) {
      const now = await lookUp(base, admin, voucher.code);
      assert.equal(now.remainingAmount, voucher.remainingAmount - (redeemed.get(voucher.voucherId) ?? 0), voucher.code);
    }
  };

  // Through each gateway in turn, then read back through the other.
  for (const [i, voucher] of vouchers.entries()) await redeemOne(i % 2 ? gateway2 : gateway1, voucher);
  await left(gateway2);
  await left(gateway1);
  assert.equal(retries.failures.length, 0, `nothing fails while every process runs: ${retries.failures}`);

  // A job started before the kills: an import's dry run of a few thousand rows, run by the worker.
  const job = await startImport(suite.urls.public, admin, importCsv(3_000));

  // The stream: three clients through nginx, one straight to gateway-2, each alternating a redemption and a read.
  let streaming = true;
  // Dense around the kills; thinner while the killed processes start again (on two cores a dense stream would
  // mostly slow their start).
  let pause = 20;
  const client = async (base: string, offset: number) => {
    for (let i = 0; streaming; i += 1) {
      const voucher = vouchers[(offset + i) % vouchers.length] as Voucher;
      try {
        if (i % 2 === 0) await redeemOne(base, voucher);
        else await retryOnce(retries, `read ${voucher.code} via ${base}`, () => lookUp(base, admin, voucher.code));
      } catch (error) {
        failedTwice.push((error as Error).message.slice(0, 300));
      }
      await sleep(pause);
    }
  };
  const before = { api: cluster.pid('api-1'), gateway: cluster.pid('gateway-1') };
  const clients = [client(suite.urls.public, 0), client(suite.urls.public, 2), client(suite.urls.public, 4)];
  clients.push(client(gateway2, 6));
  await sleep(1_500);
  const atKill = await readImport(suite.urls.public, admin, job.importId);
  await cluster.kill('api-1');
  await sleep(1_500);
  await cluster.kill('gateway-1');
  await sleep(1_500);
  pause = 250;
  await Promise.all([cluster.ready('api-1'), cluster.ready('gateway-1')]);
  await sleep(1_500);
  streaming = false;
  await Promise.all(clients);
  console.log(
    `  kills: ${sequence} redemptions; ${retries.failures.length} requests failed once and succeeded on retry; ` +
      `the import was ${atKill.status} at the kill`,
  );
  for (const failure of retries.failures) console.log(`    retried: ${failure.replace(/\s+/g, ' ').slice(0, 160)}`);

  assert.deepEqual(failedTwice, [], 'no request failed twice');
  // api-1's death reaches no client: a gateway sends a read or an idempotent write again when the API process it
  // reached died with it (gateway/src/rest/transport.ts). What a client may see once is the public balancer's 502
  // for a request that was inside gateway-1 when it died.
  const throughGateway = retries.failures.filter((failure) => !/ answered 502: <html>/.test(failure));
  assert.deepEqual(throughGateway, [], 'no request failed because an API process died under it');
  await left(suite.urls.public);
  // And in the ledger itself: one row per redemption the client made, whatever was retried.
  const ledger = new pg.Client({ connectionString: cluster.databaseUrl });
  await ledger.connect();
  try {
    const { rows } = await ledger.query<{ rows: string; keys: string }>(
      `SELECT count(*) AS rows, count(DISTINCT idempotency_key) AS keys FROM voucher_redemptions
        WHERE idempotency_key LIKE $1`,
      [`cluster-${run}-%`],
    );
    assert.deepEqual(rows[0], { rows: String(sequence), keys: String(sequence) });
  } finally {
    await ledger.end();
  }
  const ended = await until(
    'the import started before the kills',
    () => readImport(suite.urls.public, admin, job.importId),
    (i) => i.status !== 'CHECKING',
  );
  assert.equal(ended.status, 'CHECKED', ended.errorMessage ?? '');
  assert.equal(ended.validRows, 3_000);
  assert.equal(ended.checkJob?.status, 'COMPLETED');

  // Both came back as new processes and serve again, each asked directly.
  assert.notEqual(cluster.pid('api-1'), before.api);
  assert.notEqual(cluster.pid('gateway-1'), before.gateway);
  await left(gateway1);
  const api1 = `http://127.0.0.1:${cluster.ports.apis[0]}`;
  const direct = await fetch(`${api1}/distributions/${SMS_DISTRIBUTION}`, { headers: headersOf(admin) });
  assert.equal(direct.status, 200, 'the restarted api-1 answers');
}
