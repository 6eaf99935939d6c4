// `pnpm load:cluster`: 200 concurrent staff sessions for 60 s against the cluster (the suite's, started fresh), each
// session a loop of what staff do, drawn by weight: list pages with filters (programs, a beneficiary list), a
// beneficiary's view, a report, voucher look-ups and redemptions, and now and then an import. Our own bounded client
// (fetch, one request in flight per session) rather than autocannon: each kind gets its own latency figures and a
// redemption needs a fresh idempotency key and a voucher with something left. Prints one JSON document: requests per
// second, p50/p95/p99 per kind, and every error (goal: none). LOAD_SESSIONS and LOAD_SECONDS change the shape.
import { randomBytes } from 'node:crypto';
import { graphql, type Member } from './client.js';
import { startSuite } from './harness.js';
import { importCsv, startImport } from './import.js';

const SESSIONS = Number(process.env.LOAD_SESSIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const MASTER_LIST = 'grp--demo-relief';
const NATIONALITIES = ['SY', 'AF', 'SD', 'UA', 'ET', 'FR'];

type Kind = 'programs' | 'beneficiaries' | 'beneficiary' | 'report' | 'lookUp' | 'redeem' | 'import';
/** How often each kind comes up in a session's loop (an import is rare: it starts a job of 200 rows). */
const WEIGHTS: [Kind, number][] = [
  ['programs', 20],
  ['beneficiaries', 25],
  ['beneficiary', 15],
  ['report', 5],
  ['lookUp', 15],
  ['redeem', 19],
  ['import', 1],
];

const PROGRAMS = `query LoadPrograms($filter: ProgramFilter) {
  programs(first: 20, filter: $filter) { totalCount edges { node { programId programName programStatus budget } } }
}`;
const BENEFICIARIES = `query LoadBeneficiaries($listId: ID!, $filter: BeneficiaryFilter) {
  beneficiaries(listId: $listId, first: 50, filter: $filter) {
    pageInfo { hasNextPage endCursor }
    edges { node { beneficiaryId firstName lastName gender dob nationality phoneNumber } }
  }
}`;
const BENEFICIARY = `query LoadBeneficiary($id: ID!) {
  beneficiary(id: $id) { beneficiaryId firstName lastName gender dob nationality phoneNumber email }
}`;
const REPORT = `query LoadReport($input: DistributionSummaryInput!) {
  distributionSummaryReport(input: $input) {
    totals { currency distributions families people planned redeemed paid outstanding }
    overTime { day redemptions handovers }
  }
}`;
const LOOK_UP = `query LoadLookUp($code: String) { scannedVoucher(code: $code) { voucherId remainingAmount } }`;
const REDEEM = `mutation LoadRedeem($input: RedeemVoucherInput!) { redeemVoucher(input: $input) { code message } }`;

function pick(random: number): Kind {
  const total = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  let left = random * total;
  for (const [kind, weight] of WEIGHTS) {
    left -= weight;
    if (left < 0) return kind;
  }
  return 'programs';
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

type Voucher = { voucherId: string; code: string; left: number };

/** Every voucher of the demo organisation's approved voucher distributions with something left to redeem. */
async function redeemableVouchers(base: string, admin: Member): Promise<Voucher[]> {
  const { distributions } = await graphql<{
    distributions: {
      edges: { node: { distributionId: string; distributionType: string; distributionStatus: string } }[];
    };
  }>(
    base,
    admin,
    '{ distributions(first: 100) { edges { node { distributionId distributionType distributionStatus } } } }',
  );
  const ids = distributions.edges
    .map((e) => e.node)
    .filter((d) => d.distributionType === 'VOUCHER' && d.distributionStatus === 'APPROVED')
    .map((d) => d.distributionId);
  const codes: string[] = [];
  for (const id of ids) {
    const { distribution } = await graphql<{
      distribution: { entitlements: { edges: { node: { voucherCode: string | null; usageStatus: string } }[] } };
    }>(
      base,
      admin,
      'query ($id: ID!) { distribution(id: $id) { entitlements(first: 100) { edges { node { voucherCode usageStatus } } } } }',
      { id },
    );
    for (const { node } of distribution.entitlements.edges) {
      if (node.voucherCode && node.usageStatus !== 'FULLY_USED') codes.push(node.voucherCode);
    }
  }
  const vouchers: Voucher[] = [];
  for (const code of codes) {
    const { scannedVoucher } = await graphql<{ scannedVoucher: { voucherId: string; remainingAmount: number } }>(
      base,
      admin,
      LOOK_UP,
      { code },
    );
    if (scannedVoucher.remainingAmount > 0)
      vouchers.push({ code, voucherId: scannedVoucher.voucherId, left: scannedVoucher.remainingAmount });
  }
  return vouchers;
}

const suite = await startSuite();
const base = suite.urls.public;
const { admin } = suite;
try {
  const vouchers = await redeemableVouchers(base, admin);
  const { beneficiaries } = await graphql<{ beneficiaries: { edges: { node: { beneficiaryId: string } }[] } }>(
    base,
    admin,
    BENEFICIARIES,
    { listId: MASTER_LIST },
  );
  const people = beneficiaries.edges.map((e) => e.node.beneficiaryId);
  if (vouchers.length === 0 || people.length === 0) throw new Error('the demo organisation has no vouchers or people');

  const latencies = new Map<Kind, number[]>(WEIGHTS.map(([kind]) => [kind, []]));
  const errors: { kind: Kind; message: string }[] = [];
  const run = randomBytes(4).toString('hex');
  let sequence = 0;
  const until = Date.now() + SECONDS * 1000;

  const once = async (kind: Kind, i: number): Promise<void> => {
    switch (kind) {
      case 'programs':
        await graphql(base, admin, PROGRAMS, {
          filter: { conditions: [{ field: 'PROGRAM_STATUS', operator: 'EQUAL', value: i % 3 ? 'ACTIVE' : 'CLOSED' }] },
        });
        return;
      case 'beneficiaries':
        await graphql(base, admin, BENEFICIARIES, {
          listId: MASTER_LIST,
          filter: {
            connector: 'AND',
            conditions: [
              { field: 'GENDER', operator: 'EQUAL', value: i % 2 ? 'F' : 'M' },
              { field: 'NATIONALITY', operator: 'EQUAL', value: NATIONALITIES[i % NATIONALITIES.length] },
            ],
          },
        });
        return;
      case 'beneficiary':
        await graphql(base, admin, BENEFICIARY, { id: people[i % people.length] });
        return;
      case 'report':
        await graphql(base, admin, REPORT, { input: {} });
        return;
      case 'lookUp':
        await graphql(base, admin, LOOK_UP, { code: vouchers[i % vouchers.length]?.code });
        return;
      case 'redeem': {
        // 1 minor unit from a voucher that still has some: the ledger's serialisation per voucher is what is loaded.
        const voucher =
          vouchers.find((v, k) => k >= i % vouchers.length && v.left > 0) ?? vouchers.find((v) => v.left > 0);
        if (!voucher) return;
        voucher.left -= 1;
        const key = `load-${run}-${sequence++}`;
        const { redeemVoucher } = await graphql<{ redeemVoucher: { code: string | null; message: string | null } }>(
          base,
          admin,
          REDEEM,
          { input: { voucherId: voucher.voucherId, amount: 1, idempotencyKey: key, deviceId: 'cluster-load' } },
        );
        if (redeemVoucher.code) throw new Error(`${redeemVoucher.code} ${redeemVoucher.message ?? ''}`);
        return;
      }
      case 'import':
        await startImport(base, admin, importCsv(200));
        return;
    }
  };

  const session = async (s: number) => {
    for (let i = s; Date.now() < until; i += SESSIONS) {
      const kind = pick(Math.random());
      const started = performance.now();
      try {
        await once(kind, i);
        latencies.get(kind)?.push(performance.now() - started);
      } catch (error) {
        errors.push({ kind, message: (error as Error).message.slice(0, 200) });
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: SESSIONS }, (_, s) => session(s)));
  const seconds = (performance.now() - started) / 1000;

  const perKind = Object.fromEntries(
    [...latencies].map(([kind, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const ms = (p: number) => Math.round(percentile(sorted, p));
      return [kind, { requests: values.length, p50Ms: ms(50), p95Ms: ms(95), p99Ms: ms(99) }];
    }),
  );
  const requests = [...latencies.values()].reduce((sum, v) => sum + v.length, 0);
  const errorsByKind: Record<string, number> = {};
  for (const e of errors) errorsByKind[e.kind] = (errorsByKind[e.kind] ?? 0) + 1;
  console.log(
    JSON.stringify(
      {
        benchmark: 'cluster-load',
        sessions: SESSIONS,
        seconds: Math.round(seconds),
        requests,
        requestsPerSecond: Math.round(requests / seconds),
        errors: errors.length,
        errorsByKind,
        firstErrors: errors.slice(0, 5),
        perKind,
      },
      null,
      2,
    ),
  );
} finally {
  await suite.stop();
}
