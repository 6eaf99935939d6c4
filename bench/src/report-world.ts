// The reports benchmark's organisation, generated in SQL (generate_series, no row from Node): a master list of
// `beneficiaries` people over 20 custom lists; 200 distributions (cash, voucher, in-kind) in 10 programs with as many
// entitlements as people, one of them a voucher distribution of a tenth of them; as many voucher redemptions as
// people over six weeks, and a fifth as many in-kind hand-overs, by three scanners.
import type { Queryable } from '@aid/api';
import { createFixtures } from '@aid/api/testing';
import type { TestIdentity } from '@aid/identity';
import { largeMasterList } from './beneficiary-list.js';

const LISTS = 20;
const DISTRIBUTIONS = 200;
const PROGRAMS = 10;
const CURRENCIES = ['EUR', 'USD', 'KES'];
/** A voucher is worth four redemptions: vouchers get three or four, so both usages show, and a quarter none. */
const VOUCHER = 3_000;
const REDEMPTION = 750;
const ITEMS = [
  { name: 'Rice', unit: 'kg', quantityPerBeneficiary: 25, quantityPerDependant: 0 },
  { name: 'Oil', unit: 'l', quantityPerBeneficiary: 5, quantityPerDependant: 0 },
];

export type ReportWorld = {
  accountId: string;
  token: string;
  /** The voucher distribution of a tenth of the people. */
  largeDistributionId: string;
  counts: { beneficiaries: number; lists: number; entitlements: number; redemptions: number; handovers: number };
  loadSeconds: number;
};

/** Distribution n (0..199): its id, and its type (n = 0 is the large voucher distribution). */
const distributionId = (n: string) => `'dis--bench' || lpad(${n}::text, 4, '0')`;
const typeOf = (n: string) =>
  `CASE WHEN ${n} = 0 THEN 'VOUCHER' ELSE (ARRAY['CASH', 'VOUCHER', 'IN_KIND'])[1 + ${n} % 3] END`;
/** The bench beneficiary numbered i (1..N-1; largeMasterList registers one more through the API). */
const beneficiaryId = (i: string) => `'ben--bench' || lpad(${i}::text, 8, '0')`;

export async function seedReportWorld(
  api: { url: string; db: Queryable },
  identity: TestIdentity,
  email: string,
  beneficiaries: number,
): Promise<ReportWorld> {
  const org = await largeMasterList(api, identity, email, beneficiaries);
  const start = performance.now();
  const db = api.db;
  const fixtures = createFixtures(db);
  const scanners = [org.userId];
  for (const name of ['scanner-a', 'scanner-b']) {
    const user = await identity.user(`${name}-${email}`);
    scanners.push((await fixtures.member({ ...user, firstName: 'Field', lastName: name }, org.accountId)).userId);
  }
  const programs: string[] = [];
  for (let p = 0; p < PROGRAMS; p++) {
    const currency = CURRENCIES[p % CURRENCIES.length];
    const program = await fixtures.program(org.accountId, { programName: `Program ${p}`, currency, budget: 10 ** 12 });
    programs.push(program.programId);
  }
  const n = beneficiaries - 1;
  // People 1..large are list 0 and the large distribution; the others are spread over lists 1..19.
  const large = Math.round(beneficiaries / 10);
  const listOf = (i: string) => `CASE WHEN ${i} <= ${large} THEN 0 ELSE 1 + ${i} % ${LISTS - 1} END`;
  const listId = (k: string) => `'bel--bench' || lpad(${k}::text, 2, '0')`;
  await db.query(
    `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, status)
     SELECT ${listId('k')}, $1, 'Camp ' || k, 'LOCKED' FROM generate_series(0, ${LISTS - 1}) k`,
    [org.accountId],
  );
  await db.query(
    `INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id)
     SELECT ${listId(listOf('i'))}, ${beneficiaryId('i')}, $1 FROM generate_series(1, ${n}) i`,
    [org.accountId],
  );
  await db.query(
    `UPDATE beneficiary_lists l SET number_of_families = c.families, number_of_main_beneficiaries = c.families,
            number_of_family_members = c.members
       FROM (SELECT m.beneficiary_list_id, count(*) AS families, sum(b.number_of_family_members) AS members
               FROM beneficiary_list_members m JOIN beneficiaries b ON b.beneficiary_id = m.beneficiary_id
              WHERE m.account_id = $1 GROUP BY 1) c
      WHERE l.beneficiary_list_id = c.beneficiary_list_id`,
    [org.accountId],
  );
  await db.query(
    `INSERT INTO distributions (distribution_id, account_id, program_id, distribution_name, distribution_type,
       distribution_status, beneficiary_list_id, amount_per_beneficiary, amount_per_beneficiary_currency, items,
       valid_until, created_at, updated_at, created_by)
     SELECT ${distributionId('d')}, $1, p.program_id, 'Round ' || d, ${typeOf('d')}, 'APPROVED',
            ${listId(`CASE WHEN d = 0 THEN 0 ELSE 1 + d % ${LISTS - 1} END`)},
            CASE ${typeOf('d')} WHEN 'VOUCHER' THEN ${VOUCHER} WHEN 'CASH' THEN 5000 ELSE 0 END, p.currency,
            CASE WHEN ${typeOf('d')} = 'IN_KIND' THEN $3::jsonb ELSE '[]'::jsonb END, date '2027-06-30',
            timestamptz '2026-01-01' + d * interval '6 hours', timestamptz '2026-01-01' + d * interval '6 hours', $4
       FROM generate_series(0, ${DISTRIBUTIONS - 1}) d
       JOIN (SELECT program_id, currency, row_number() OVER (ORDER BY program_name) - 1 AS k FROM programs
              WHERE program_id = ANY($2::text[])) p ON p.k = d % ${PROGRAMS}`,
    [org.accountId, programs, JSON.stringify(ITEMS), org.userId],
  );
  // As many entitlements as people: the large distribution's families are people 1..large, the other 199 share the
  // rest in consecutive runs of the people after them.
  const rest = beneficiaries - large;
  const others = DISTRIBUTIONS - 1;
  const prefix = `CASE ${typeOf('d')} WHEN 'VOUCHER' THEN 'vou--' WHEN 'CASH' THEN 'csh--' ELSE 'ink--' END`;
  const members = (i: string) => `(((hashtext('b' || ${i})::bigint & 2147483647) / 7) % 9)::int`;
  await db.query(
    `INSERT INTO entitlements (entitlement_id, distribution_id, account_id, beneficiary_id, first_name,
       number_of_family_members, amount, currency, items, payment_status, created_at, updated_at)
     SELECT ${prefix} || 'b' || lpad(d::text, 3, '0') || lpad(j::text, 7, '0'), ${distributionId('d')}, $1,
            ${beneficiaryId('i')}, 'Bench', ${members('i')},
            CASE ${typeOf('d')} WHEN 'VOUCHER' THEN ${VOUCHER} WHEN 'CASH' THEN 5000 ELSE 0 END, dd.amount_per_beneficiary_currency,
            CASE WHEN ${typeOf('d')} = 'IN_KIND'
                 THEN '[{"name":"Rice","unit":"kg","quantity":25},{"name":"Oil","unit":"l","quantity":5}]'::jsonb
                 ELSE '[]'::jsonb END,
            CASE WHEN ${typeOf('d')} <> 'CASH' THEN 'NOT_INITIATED'
                 ELSE (ARRAY['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED',
                             'DECLINED', 'PENDING', 'NOT_INITIATED', 'INITIATED'])[1 + j % 10] END,
            dd.created_at, dd.created_at + (j % 40) * interval '1 day'
       FROM generate_series(0, ${others}) d
       JOIN distributions dd ON dd.distribution_id = ${distributionId('d')}
      CROSS JOIN LATERAL generate_series(0, CASE WHEN d = 0 THEN ${large} - 1
                                                 ELSE ${rest}::bigint * d / ${others} - ${rest}::bigint * (d - 1) / ${others} - 1 END) j
      CROSS JOIN LATERAL (SELECT CASE WHEN d = 0 THEN 1 + j
                                      ELSE ${large} + 1 + (${rest}::bigint * (d - 1) / ${others} + j) % (${n - large}) END AS i) b`,
    [org.accountId],
  );
  // Three vouchers in four are used, each by three or four redemptions of a quarter of its value, over six weeks.
  const [{ redemptions = 0 } = {}] = await db.query<{ redemptions?: number }>(
    `WITH v AS (SELECT entitlement_id, distribution_id, row_number() OVER (ORDER BY entitlement_id) - 1 AS k
                  FROM entitlements WHERE account_id = $1 AND entitlement_id LIKE 'vou--%' AND hashtext(entitlement_id) % 4 <> 0),
          w AS (SELECT count(*) AS w FROM v),
          ins AS (
            INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, amount, idempotency_key, server_time,
                                             officer_id, distribution_id)
            SELECT 'rdm--bench' || lpad(r::text, 9, '0'), $1, v.entitlement_id, ${REDEMPTION}, 'bench-' || r,
                   timestamptz '2026-03-01' + (r % 42) * interval '1 day' + (r % 36000) * interval '1 second',
                   ($2::text[])[1 + r % 3], v.distribution_id
              FROM generate_series(0, ${beneficiaries} - 1) r CROSS JOIN w JOIN v ON v.k = r % w.w
            RETURNING 1)
     SELECT count(*)::int AS redemptions FROM ins`,
    [org.accountId, scanners],
  );
  await db.query(
    `UPDATE entitlements e SET redeemed = s.total
       FROM (SELECT voucher_id, sum(amount) AS total FROM voucher_redemptions WHERE account_id = $1 GROUP BY 1) s
      WHERE e.entitlement_id = s.voucher_id`,
    [org.accountId],
  );
  // A fifth as many hand-overs as people: one each for the first in-kind families, every other one partial.
  const [{ handovers = 0 } = {}] = await db.query<{ handovers?: number }>(
    `WITH k AS (SELECT entitlement_id, distribution_id, row_number() OVER (ORDER BY entitlement_id) AS k
                  FROM entitlements WHERE account_id = $1 AND entitlement_id LIKE 'ink--%'),
          ins AS (
            INSERT INTO in_kind_collections (collection_id, account_id, entitlement_id, distribution_id, items,
                                             idempotency_key, server_time, officer_id)
            SELECT 'ikc--bench' || lpad(k::text, 9, '0'), $1, entitlement_id, distribution_id,
                   CASE WHEN k % 2 = 0 THEN '[{"name":"Rice","quantity":25},{"name":"Oil","quantity":5}]'::jsonb
                        ELSE '[{"name":"Rice","quantity":10}]'::jsonb END,
                   'bench-ikc-' || k, timestamptz '2026-03-01' + (k % 42) * interval '1 day', ($2::text[])[1 + k % 3]
              FROM k WHERE k <= ${Math.round(beneficiaries / 5)}
            RETURNING 1)
     SELECT count(*)::int AS handovers FROM ins`,
    [org.accountId, scanners],
  );
  await db.query(
    `UPDATE distributions d SET number_of_families = c.families, number_of_family_members = c.members
       FROM (SELECT distribution_id, count(*) AS families, sum(number_of_family_members) AS members
               FROM entitlements WHERE account_id = $1 GROUP BY 1) c
      WHERE d.distribution_id = c.distribution_id`,
    [org.accountId],
  );
  for (const table of [
    'beneficiary_list_members',
    'distributions',
    'entitlements',
    'voucher_redemptions',
    'in_kind_collections',
  ]) {
    await db.query(`ANALYZE ${table}`);
  }
  const [{ entitlements = 0 } = {}] = await db.query<{ entitlements?: number }>(
    'SELECT count(*)::int AS entitlements FROM entitlements WHERE account_id = $1',
    [org.accountId],
  );
  return {
    accountId: org.accountId,
    token: org.token,
    largeDistributionId: 'dis--bench0000',
    counts: { beneficiaries, lists: LISTS, entitlements, redemptions, handovers },
    loadSeconds: org.loadSeconds + (performance.now() - start) / 1000,
  };
}
