// What the demo's new distributions recorded (demo-reports.ts), written as the product writes it: the redemption
// ledger with each voucher's running total added in the same statement (as scanning/ledger.ts does) and the offline
// conflicts a sync keeps (scanning/sync.ts), the hand-over ledger (scanning/collect.ts), and the payment statuses a
// provider's reports moved after a payment instructions export that recorded its families (payments/export.ts).
// Each family's outcome, day and scanner come from a hash of its entitlement id: the same on every machine, one
// set-based statement per ledger. Times count back from the day of the seeding (demo-time.ts).
import type { Queryable } from '../db/db.js';
import { daysAgoAt } from './demo-time.js';

/** A number from 0 to 2^28 − 1 drawn from the entitlement id `e.entitlement_id` and a salt (a literal of ours). */
const hash = (salt: string) => `(('x' || substr(md5(e.entitlement_id || '${salt}'), 1, 7))::bit(28)::int)`;

/**
 * When a family came: in office hours (08:00 to 17:00) on one of the `days` days before the seeding's day (`d1` days
 * before it, minute `m1`); and when it came back for the rest: `later` (2 to 11) days afterwards at minute `m2`, but
 * never on the seeding's day (SECOND_VISIT: 45 minutes later the same day when no whole day is left).
 */
const visits = (days: number) => `1 + ${hash('day')} % ${days} AS d1, 480 + ${hash('minute')} % 540 AS m1,
    2 + ${hash('later')} % 10 AS later, 480 + ${hash('minute-2')} % 540 AS m2`;
const SECOND_VISIT = daysAgoAt(
  'greatest(1, d1 - later)',
  'CASE WHEN d1 - later >= 1 THEN m2 ELSE least(m1 + 45, 1439) END',
);

/**
 * The scanner of a ledger row, from its `who` number: the first scanner about half the time, the second a third,
 * the third the rest; NULL when the demo has no scanner users. `$3` holds the scanners' ids.
 */
const SCANNER = `CASE WHEN cardinality($3::text[]) > 0 THEN ($3::text[])[1 + least(cardinality($3::text[]) - 1,
    CASE WHEN r.who % 20 < 11 THEN 0 WHEN r.who % 20 < 17 THEN 1 ELSE 2 END)] END`;

/** The columns of an offline scan: synced at `r.at` from one of three phones, scanned 1 to 20 hours earlier. */
const OFFLINE_COLUMNS = `CASE WHEN r.offline THEN r.at - make_interval(hours => 1 + r.who % 20) END,
    CASE WHEN r.offline THEN 'demo-phone-' || (1 + r.who % 3) END`;

export type DemoLedger = { accountId: string; distributionId: string; scannerIds: readonly string[] };

/**
 * Vouchers redeemed over the last six weeks: about 35 % fully (a third of those in two visits), 25 % in part, the
 * rest not yet; one first visit in seven synced from a phone that was offline. Then two offline redemptions a sync
 * could not apply, kept as unresolved conflicts: one on a voucher already used up, one for more than was left.
 */
export async function seedDemoRedemptions(tx: Queryable, l: DemoLedger): Promise<void> {
  const params = [l.distributionId, l.accountId, [...l.scannerIds]];
  await tx.query(
    `WITH v AS (
       SELECT e.entitlement_id, e.amount, ${hash('usage')} % 100 AS usage, ${hash('split')} % 3 = 0 AS split,
              ${hash('share')} % 60 AS share, ${visits(41)}, ${hash('who')} AS who,
              ${hash('source')} % 7 = 0 AS offline
         FROM entitlements e WHERE e.distribution_id = $1 AND e.account_id = $2 AND e.amount > 0),
     r AS (
       SELECT entitlement_id, 1 AS n, ${daysAgoAt('d1', 'm1')} AS at, who, offline,
              CASE WHEN usage >= 35 THEN greatest(100, least(amount - 100, amount * (20 + share) / 100 / 100 * 100))
                   WHEN split THEN amount * 6 / 10 / 100 * 100 ELSE amount END AS amount
         FROM v WHERE usage < 60
       UNION ALL
       -- The rest of a voucher used in two visits.
       SELECT entitlement_id, 2, ${SECOND_VISIT}, who + 7, false, amount - amount * 6 / 10 / 100 * 100
         FROM v WHERE usage < 35 AND split),
     added AS (
       INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, distribution_id, amount, idempotency_key,
                                        device_time, device_id, officer_id, source, server_time)
       SELECT 'rdm--demo' || substr(md5(r.entitlement_id || ':' || r.n), 1, 22), $2, r.entitlement_id, $1, r.amount,
              'demo-seed-' || r.entitlement_id || '-' || r.n, ${OFFLINE_COLUMNS}, ${SCANNER},
              CASE WHEN r.offline THEN 'OFFLINE' ELSE 'ONLINE' END, r.at
         FROM r
       ON CONFLICT DO NOTHING
       RETURNING voucher_id, amount),
     -- The vouchers' running totals (migrations/0022), in the same statement as the ledger rows, as scanning does.
     totals AS (
       UPDATE entitlements e SET redeemed = e.redeemed + s.amount
         FROM (SELECT voucher_id, sum(amount) AS amount FROM added GROUP BY voucher_id) s
        WHERE e.entitlement_id = s.voucher_id)
     SELECT count(*) AS n FROM added`,
    params,
  );
  // Read after the redemptions: what was left when each conflict's sync came, an hour after the voucher's last one.
  await tx.query(
    `INSERT INTO redemption_conflicts (conflict_id, account_id, voucher_id, distribution_id, amount, remaining_at_sync,
                                       reason, idempotency_key, device_id, device_time, server_time, officer_id)
     SELECT 'rcf--demo-' || c.slug, $2, c.entitlement_id, $1, c.amount, c.remaining, c.reason,
            'demo-seed-conflict-' || c.slug, 'demo-phone-3', c.synced - interval '5 hours', c.synced,
            CASE WHEN cardinality($3::text[]) > 0 THEN ($3::text[])[least(2, cardinality($3::text[]))] END
       FROM ((SELECT 'market-arrivals-1' AS slug, e.entitlement_id, 500::bigint AS amount, 0::bigint AS remaining,
                     'FULLY_USED' AS reason, e.last + interval '1 hour' AS synced
                FROM (SELECT e.*, (SELECT max(server_time) FROM voucher_redemptions x
                                    WHERE x.voucher_id = e.entitlement_id) AS last
                        FROM entitlements e WHERE e.distribution_id = $1 AND e.redeemed = e.amount AND e.amount > 0) e
               ORDER BY e.entitlement_id LIMIT 1)
             UNION ALL
             (SELECT 'market-arrivals-2', e.entitlement_id, e.amount - e.redeemed + 1000, e.amount - e.redeemed,
                     'NOT_ENOUGH_VALUE', e.last + interval '1 hour'
                FROM (SELECT e.*, (SELECT max(server_time) FROM voucher_redemptions x
                                    WHERE x.voucher_id = e.entitlement_id) AS last
                        FROM entitlements e WHERE e.distribution_id = $1 AND e.redeemed > 0 AND e.redeemed < e.amount) e
               ORDER BY e.entitlement_id LIMIT 1)) c
     ON CONFLICT DO NOTHING`,
    params,
  );
}

/** Every item of the family's entitlement (`f.items`) whose position passes `keep`, with its whole quantity. */
const itemsWhere = (keep: string) =>
  `(SELECT jsonb_agg(jsonb_build_object('name', i ->> 'name', 'quantity', (i ->> 'quantity')::numeric) ORDER BY o)
      FROM jsonb_array_elements(f.items) WITH ORDINALITY AS x (i, o) WHERE ${keep})`;

/**
 * Hand-overs over the last five weeks: about 45 % of the families collected everything (a third of them in two
 * visits, the last item some days later), 20 % all but the last item (still to come back for it), the rest nothing.
 */
export async function seedDemoHandovers(tx: Queryable, l: DemoLedger): Promise<void> {
  await tx.query(
    `WITH f AS (
       SELECT e.entitlement_id, e.items, jsonb_array_length(e.items) AS last_item, ${hash('collect')} % 100 AS c,
              ${hash('split')} % 3 = 0 AS split, ${visits(34)}, ${hash('who')} AS who,
              ${hash('source')} % 10 = 0 AS offline
         FROM entitlements e WHERE e.distribution_id = $1 AND e.account_id = $2),
     r AS (
       SELECT entitlement_id, 1 AS n, ${daysAgoAt('d1', 'm1')} AS at, who, offline,
              ${itemsWhere('(f.c < 45 AND NOT f.split) OR o < f.last_item')} AS given
         FROM f WHERE c < 65
       UNION ALL
       SELECT entitlement_id, 2, ${SECOND_VISIT}, who + 7, false, ${itemsWhere('o = f.last_item')}
         FROM f WHERE c < 45 AND split)
     INSERT INTO in_kind_collections (collection_id, account_id, entitlement_id, distribution_id, items,
                                      idempotency_key, device_time, device_id, officer_id, server_time)
     SELECT 'ikc--demo' || substr(md5(r.entitlement_id || ':' || r.n), 1, 22), $2, r.entitlement_id, $1, r.given,
            'demo-seed-' || r.entitlement_id || '-' || r.n, ${OFFLINE_COLUMNS}, ${SCANNER}, r.at
       FROM r WHERE r.given IS NOT NULL
     ON CONFLICT DO NOTHING`,
    [l.distributionId, l.accountId, [...l.scannerIds]],
  );
}

const PROVIDER = 'Equity Bank';
const PROVIDER_COLUMNS = ['entitlementId', 'firstName', 'lastName', 'phoneNumber', 'amount', 'currency', 'reference'];

/**
 * Every family sent to a provider in one export the day after approval (each moved to INITIATED and recorded as that
 * export's, as payments/export.ts does), then moved by the provider's reports over the last three weeks: most paid,
 * some still in flight, some failed. A family's status changed on the day its entitlement was last updated.
 */
export async function seedDemoPayments(
  tx: Queryable,
  p: { accountId: string; distributionId: string; adminId: string | null },
): Promise<void> {
  const exportId = `pex--demo-${p.distributionId.slice(5)}`;
  await tx.query(
    `INSERT INTO payment_export_settings (account_id, provider, columns, updated_by) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT DO NOTHING`,
    [p.accountId, PROVIDER, JSON.stringify(PROVIDER_COLUMNS), p.adminId],
  );
  await tx.query(
    `WITH d AS (SELECT updated_at + interval '1 day' AS exported FROM distributions WHERE distribution_id = $1),
     x AS (
       INSERT INTO payment_exports (payment_export_id, account_id, distribution_id, provider, columns, file_format,
                                    number_of_families, exported_at, exported_by, completed_at)
       SELECT $3, $2, $1, $4, $5::jsonb, 'XLSX',
              (SELECT count(*) FROM entitlements WHERE distribution_id = $1), d.exported, $6,
              d.exported + interval '1 minute'
         FROM d
       ON CONFLICT DO NOTHING RETURNING payment_export_id)
     INSERT INTO payment_export_entitlements (payment_export_id, entitlement_id, account_id)
     SELECT x.payment_export_id, e.entitlement_id, $2 FROM x JOIN entitlements e ON e.distribution_id = $1
     ON CONFLICT DO NOTHING`,
    [p.distributionId, p.accountId, exportId, PROVIDER, JSON.stringify(PROVIDER_COLUMNS), p.adminId],
  );
  await tx.query(
    `WITH s AS (
       SELECT e.entitlement_id, ${hash('payment')} % 100 AS p,
              ${daysAgoAt(`1 + ${hash('day')} % 21`, `480 + ${hash('minute')} % 540`)} AS at
         FROM entitlements e WHERE e.distribution_id = $1 AND e.account_id = $2)
     UPDATE entitlements e
        SET payment_status = CASE WHEN s.p < 62 THEN 'COMPLETED' WHEN s.p < 72 THEN 'PENDING'
                                  WHEN s.p < 77 THEN 'PROCESSING' WHEN s.p < 82 THEN 'INITIATED'
                                  WHEN s.p < 90 THEN 'DECLINED' WHEN s.p < 96 THEN 'ERROR'
                                  ELSE 'BENEFICIARY_NAME_MISMATCH' END,
            -- Still INITIATED: nothing has changed since the export.
            updated_at = CASE WHEN s.p BETWEEN 77 AND 81 THEN x.exported_at ELSE s.at END
       FROM s, payment_exports x
      WHERE e.entitlement_id = s.entitlement_id AND x.payment_export_id = $3 AND e.payment_status = 'NOT_INITIATED'`,
    [p.distributionId, p.accountId, exportId],
  );
}
