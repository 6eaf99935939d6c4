// A small fixed world for the reports suite, written straight to the database so every figure can be checked by
// hand: six families in the master list, two custom lists, two programs and four distributions (voucher, cash,
// in-kind, and a cash one in another currency) with redemptions, a payment, hand-overs, messages and a conflict.
import { newId } from '@aid/common/ids';
import type { Queryable } from '../db/db.js';

/** A date of birth that makes its holder `years` old today (a month past the birthday, far from any band edge). */
export function bornYearsAgo(years: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - 31);
  return d.toISOString().slice(0, 10);
}

type Family = {
  key: string;
  gender: string | null;
  age: number | null;
  nationality: string | null;
  method: string;
  members: number;
  created: string;
  lastName: string;
};

/** The six families: gender, age, nationality, creation method, other family members, registration day. */
export const FAMILIES: readonly Family[] = [
  {
    key: 'b1',
    gender: 'F',
    age: 3,
    nationality: 'KE',
    method: 'I',
    members: 0,
    created: '2026-01-05',
    lastName: 'Achieng',
  },
  {
    key: 'b2',
    gender: 'F',
    age: 30,
    nationality: 'KE',
    method: 'F-I',
    members: 2,
    created: '2026-01-20',
    lastName: 'Osei',
  },
  {
    key: 'b3',
    gender: 'M',
    age: 10,
    nationality: 'SO',
    method: 'F-I',
    members: 12,
    created: '2026-02-03',
    lastName: 'Farah',
  },
  {
    key: 'b4',
    gender: 'M',
    age: 65,
    nationality: null,
    method: 'E-F',
    members: 4,
    created: '2026-02-10',
    lastName: 'Kamau',
  },
  {
    key: 'b5',
    gender: null,
    age: null,
    nationality: 'KE',
    method: 'I',
    members: 1,
    created: '2026-03-01',
    lastName: 'Wanjiru',
  },
  {
    key: 'b6',
    gender: 'O',
    age: 40,
    nationality: 'SO',
    method: 'I',
    members: 0,
    created: '2026-03-15',
    lastName: 'Hassan',
  },
];

export type ReportWorld = {
  ids: Record<string, string>;
  lists: { l1: string; l2: string };
  programs: { p1: string; p2: string };
  distributions: { d1: string; d2: string; d3: string; d4: string };
};

const rice = (quantity?: number) =>
  JSON.stringify([{ name: 'Rice', unit: 'kg', quantityPerBeneficiary: 5, quantityPerDependant: 0, quantity }]);

/** Writes the world into `accountId` (its master list `masterId`); `officerId` scanned everything. */
export async function seedReportWorld(
  db: Queryable,
  accountId: string,
  masterId: string,
  programs: { p1: string; p2: string },
  officerId: string,
): Promise<ReportWorld> {
  const ids = Object.fromEntries(FAMILIES.map((f) => [f.key, newId('beneficiary')]));
  for (const f of FAMILIES) {
    await db.query(
      `INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, gender, dob, nationality,
                                  creation_method, number_of_family_members, created_at)
       VALUES ($1, $2, $3, 'First', $4, $5, $6::date, $7, $8, $9, $10::timestamptz)`,
      [
        ids[f.key] ?? '',
        accountId,
        masterId,
        f.lastName,
        f.gender,
        f.age === null ? null : bornYearsAgo(f.age),
        f.nationality,
        f.method,
        f.members,
        `${f.created}T10:00:00Z`,
      ],
    );
  }
  const id = (key: string) => ids[key] ?? '';
  const list = async (name: string, members: string[]) => {
    const listId = newId('beneficiaryList');
    await db.query(
      `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, status) VALUES ($1, $2, $3, 'LOCKED')`,
      [listId, accountId, name],
    );
    await db.query(
      `INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id)
       SELECT $1, b, $2 FROM unnest($3::text[]) AS b`,
      [listId, accountId, members.map(id)],
    );
    return listId;
  };
  const lists = { l1: await list('Alpha', ['b1', 'b2', 'b3']), l2: await list('Beta', ['b3', 'b4']) };

  const distribution = async (d: {
    program: string;
    type: string;
    currency: string;
    list: string;
    status: string;
    amount: number;
    families: number;
    members: number;
    rate?: string;
    items?: string;
  }) => {
    const distributionId = newId('distribution');
    await db.query(
      `INSERT INTO distributions (distribution_id, account_id, program_id, distribution_name, distribution_type,
         distribution_status, beneficiary_list_id, amount_per_beneficiary, amount_per_beneficiary_currency,
         number_of_families, number_of_family_members, exchange_rate, items)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::numeric, $13::jsonb)`,
      [
        distributionId,
        accountId,
        d.program,
        `${d.type} ${d.currency}`,
        d.type,
        d.status,
        d.list,
        d.amount,
        d.currency,
        d.families,
        d.members,
        d.rate ?? null,
        d.items ?? '[]',
      ],
    );
    return distributionId;
  };
  const d1 = await distribution({
    program: programs.p1,
    type: 'VOUCHER',
    currency: 'EUR',
    list: lists.l1,
    status: 'APPROVED',
    amount: 1000,
    families: 3,
    members: 14,
  });
  const d2 = await distribution({
    program: programs.p2,
    type: 'CASH',
    currency: 'USD',
    list: lists.l2,
    status: 'APPROVED',
    amount: 500,
    families: 2,
    members: 16,
  });
  const d3 = await distribution({
    program: programs.p1,
    type: 'IN_KIND',
    currency: 'EUR',
    list: lists.l1,
    status: 'APPROVED',
    amount: 0,
    families: 2,
    members: 2,
    items: rice(),
  });
  const d4 = await distribution({
    program: programs.p1,
    type: 'CASH',
    currency: 'USD',
    list: lists.l1,
    status: 'READY',
    amount: 2000,
    families: 1,
    members: 0,
    rate: '0.5',
  });

  const entitlement = async (
    kind: 'voucher' | 'cashEntitlement' | 'inKindEntitlement',
    distributionId: string,
    key: string,
    e: { amount: number; currency: string; redeemed?: number; status?: string; items?: string },
  ) => {
    const entitlementId = newId(kind);
    const family = FAMILIES.find((f) => f.key === key);
    await db.query(
      `INSERT INTO entitlements (entitlement_id, distribution_id, account_id, beneficiary_id, first_name,
         number_of_family_members, amount, currency, redeemed, payment_status, items, updated_at)
       VALUES ($1, $2, $3, $4, 'First', $5, $6, $7, $8, $9, $10::jsonb, '2026-03-05T09:00:00Z')`,
      [
        entitlementId,
        distributionId,
        accountId,
        id(key),
        family?.members ?? 0,
        e.amount,
        e.currency,
        e.redeemed ?? 0,
        e.status ?? 'NOT_INITIATED',
        e.items ?? '[]',
      ],
    );
    return entitlementId;
  };
  const v1 = await entitlement('voucher', d1, 'b1', { amount: 1000, currency: 'EUR', redeemed: 1000 });
  const v2 = await entitlement('voucher', d1, 'b2', { amount: 1000, currency: 'EUR', redeemed: 400 });
  await entitlement('voucher', d1, 'b3', { amount: 1000, currency: 'EUR' });
  await entitlement('cashEntitlement', d2, 'b3', { amount: 500, currency: 'USD', status: 'COMPLETED' });
  await entitlement('cashEntitlement', d2, 'b4', { amount: 500, currency: 'USD', status: 'DECLINED' });
  const k1 = await entitlement('inKindEntitlement', d3, 'b1', { amount: 0, currency: 'EUR', items: rice(5) });
  const k2 = await entitlement('inKindEntitlement', d3, 'b2', { amount: 0, currency: 'EUR', items: rice(5) });

  const redeem = (voucher: string, amount: number, day: string) =>
    db.query(
      `INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, amount, idempotency_key, server_time,
         officer_id, distribution_id) VALUES ($1, $2, $3, $4, $1, $5::timestamptz, $6, $7)`,
      [newId('redemption'), accountId, voucher, amount, `${day}T12:00:00Z`, officerId, d1],
    );
  await redeem(v1, 1000, '2026-03-02');
  await redeem(v2, 400, '2026-03-03');
  const handOver = (entitlementId: string, quantity: number, day: string) =>
    db.query(
      `INSERT INTO in_kind_collections (collection_id, account_id, entitlement_id, distribution_id, items,
         idempotency_key, server_time, officer_id) VALUES ($1, $2, $3, $4, $5::jsonb, $1, $6::timestamptz, $7)`,
      [
        newId('inKindCollection'),
        accountId,
        entitlementId,
        d3,
        JSON.stringify([{ name: 'Rice', quantity }]),
        `${day}T12:00:00Z`,
        officerId,
      ],
    );
  await handOver(k1, 5, '2026-03-02');
  await handOver(k2, 2, '2026-03-04');

  const runId = newId('notificationRun');
  await db.query(
    `INSERT INTO notification_runs (run_id, account_id, distribution_id, channel) VALUES ($1, $2, $3, 'SMS')`,
    [runId, accountId, d1],
  );
  const messages: [string, string][] = [
    ['b1', 'SENT'],
    ['b2', 'SENT'],
    ['b3', 'ERROR'],
  ];
  for (const [key, status] of messages) {
    await db.query(
      `INSERT INTO notifications (notification_id, account_id, distribution_id, run_id, beneficiary_id, channel,
         language, body, status) VALUES ($1, $2, $3, $4, $5, 'SMS', 'en', 'Hello', $6)`,
      [newId('notification'), accountId, d1, runId, id(key), status],
    );
  }
  await db.query(
    `INSERT INTO redemption_conflicts (conflict_id, account_id, voucher_id, distribution_id, amount, remaining_at_sync,
       reason, idempotency_key) VALUES ($1, $2, $3, $4, 700, 0, 'FULLY_USED', $1)`,
    [newId('redemptionConflict'), accountId, v1, d1],
  );
  // Rows are listed by creation time: inserted within one millisecond, two would tie and fall back to their random
  // ids, so every suite on this world (API and gateway) would see them in either order. A second apart, early today
  // (UTC), so "created today" still holds.
  await db.query(
    `UPDATE distributions d
        SET created_at = ((now() AT TIME ZONE 'UTC')::date::timestamp AT TIME ZONE 'UTC') + o.k * interval '1 second'
       FROM unnest($1::text[]) WITH ORDINALITY AS o (id, k) WHERE d.distribution_id = o.id`,
    [[d1, d2, d3, d4]],
  );
  return { ids, lists, programs, distributions: { d1, d2, d3, d4 } };
}
