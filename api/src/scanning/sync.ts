// POST /scanning/sync: a device's offline redemptions. In one transaction: every voucher named is locked (in id
// order, so two devices' syncs never deadlock), the batch is applied in device-time order, and what would take a
// voucher below zero or came too late is kept in redemption_conflicts: never applied, never dropped.
import { newId } from '@aid/common/ids';
import type { Access } from '@aid/common/permissions';
import {
  type ConflictReason,
  IDEMPOTENCY_KEY_REUSED,
  type OfflineRedemptionInput,
  type SyncItemResultJson,
  type SyncRedemptionsInput,
  type SyncResultJson,
} from '@aid/common/scanning';
import type { AuthContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { scanAccess } from './access.js';
import { appendRedemptions, foreignFiles, ledgerByKeys, type NewRedemption } from './ledger.js';
import { lockVouchers, type Refusal, refusalOf, remainingOf, type ScanVoucherRow } from './voucher.js';

type Locked = ScanVoucherRow;

/** A conflict to record: an offline redemption, or an in-kind hand-over (amount 0, its items), not applied. */
export type NewConflict = {
  conflictId: string;
  voucherId: string;
  distributionId: string;
  amount: number;
  remaining: number;
  reason: ConflictReason;
  idempotencyKey: string;
  deviceTime: string;
  items: { name: string; quantity: number }[] | null;
};

/** Device-time order, then key order: the order a sync applies a device's batch in. */
export function byDeviceTime(
  a: { deviceTime: string; idempotencyKey: string },
  b: { deviceTime: string; idempotencyKey: string },
): number {
  const ta = Date.parse(a.deviceTime);
  const tb = Date.parse(b.deviceTime);
  if (ta !== tb) return ta - tb;
  return a.idempotencyKey < b.idempotencyKey ? -1 : a.idempotencyKey > b.idempotencyKey ? 1 : 0;
}

/** A conflict a key already left: a retried batch answers it again. */
type KnownConflict = {
  idempotency_key: string;
  conflict_id: string;
  voucher_id: string;
  amount: number | string;
  reason: string;
  remaining_at_sync: number;
};

async function conflictsByKeys(tx: Queryable, accountId: string, keys: readonly string[]) {
  return tx.query<KnownConflict>(
    `SELECT idempotency_key, conflict_id, voucher_id, amount, reason, remaining_at_sync::bigint AS remaining_at_sync
       FROM redemption_conflicts WHERE account_id = $1 AND idempotency_key = ANY($2::text[])`,
    [accountId, keys],
  );
}

export async function insertConflicts(tx: Queryable, auth: AuthContext, deviceId: string, conflicts: NewConflict[]) {
  if (conflicts.length === 0) return;
  await tx.query(
    `INSERT INTO redemption_conflicts (conflict_id, account_id, voucher_id, distribution_id, amount, remaining_at_sync,
                                       reason, idempotency_key, device_id, device_time, officer_id, items)
     SELECT t.id, $1, t.voucher_id, t.distribution_id, t.amount, t.remaining, t.reason, t.key, $2, t.device_time, $3,
            t.items::jsonb
       FROM unnest($4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[], $9::text[], $10::text[],
                   $11::timestamptz[], $12::text[])
         AS t (id, voucher_id, distribution_id, amount, remaining, reason, key, device_time, items)
     ON CONFLICT (account_id, idempotency_key) DO NOTHING`,
    [
      auth.accountId,
      deviceId,
      auth.user.userId,
      conflicts.map((c) => c.conflictId),
      conflicts.map((c) => c.voucherId),
      conflicts.map((c) => c.distributionId),
      conflicts.map((c) => String(c.amount)),
      conflicts.map((c) => String(c.remaining)),
      conflicts.map((c) => c.reason),
      conflicts.map((c) => c.idempotencyKey),
      conflicts.map((c) => c.deviceTime),
      conflicts.map((c) => (c.items ? JSON.stringify(c.items) : null)) as string[],
    ],
  );
}

/**
 * What a sync reads once its subjects are locked, whatever it syncs: what its keys already left in the kind's ledger
 * (`readLedger`) and as conflicts (a retried batch finds them again), and which of the evidence it names is an upload
 * of this organisation (`ours`: the id, or null for one that is not, which syncs without it).
 */
export async function syncReads<L extends { idempotency_key: string }>(
  tx: Queryable,
  accountId: string,
  items: readonly { idempotencyKey: string; photoFileId?: string; signatureFileId?: string }[],
  readLedger: (tx: Queryable, accountId: string, keys: readonly string[]) => Promise<L[]>,
) {
  const keys = [...new Set(items.map((i) => i.idempotencyKey))];
  const ledger = new Map((await readLedger(tx, accountId, keys)).map((r) => [r.idempotency_key, r]));
  const known = new Map((await conflictsByKeys(tx, accountId, keys)).map((c) => [c.idempotency_key, c]));
  const fileIds = items.flatMap((i) => [i.photoFileId, i.signatureFileId]).filter((f) => f !== undefined);
  const foreign = new Set(await foreignFiles(tx, [...new Set(fileIds)]));
  const ours = (id: string | undefined) => (id !== undefined && !foreign.has(id) ? id : null);
  return { ledger, known, ours };
}

/**
 * What a sync answers for a key it has seen before, whatever it syncs: sent again for another subject (or amount) it
 * is a device's bug, refused; a key in the ledger was applied; one that left a conflict is that conflict again (with
 * the value then left, for money). Undefined for a key not seen before.
 */
export function replayOutcome(
  key: string,
  seen: {
    sameRequest: boolean;
    applied?: { redemptionId: string; remainingAmount?: number };
    conflict?: KnownConflict;
    money: boolean;
  },
): SyncItemResultJson | undefined {
  const { applied, conflict } = seen;
  if ((applied || conflict) && !seen.sameRequest) {
    return { idempotencyKey: key, outcome: 'REFUSED', reason: IDEMPOTENCY_KEY_REUSED };
  }
  if (applied) return { idempotencyKey: key, outcome: 'ALREADY_APPLIED', ...applied };
  if (!conflict) return undefined;
  const remaining = seen.money ? { remainingAmount: Number(conflict.remaining_at_sync) } : {};
  return {
    idempotencyKey: key,
    outcome: 'CONFLICT',
    reason: conflict.reason,
    conflictId: conflict.conflict_id,
    ...remaining,
  };
}

/**
 * What a refusal means for something done offline: NOT_ASSIGNED is refused (the officer may not scan it at all);
 * anything else is a conflict, recorded, with a cancelled distribution counted as not approved. Expiry is judged on
 * the day the family was served (`deviceDay`), not the day the phone found a network.
 */
export function offlineOutcomeOf(refusal: Refusal | undefined): ConflictReason | 'NOT_ASSIGNED' | undefined {
  if (refusal?.reason === 'NOT_ASSIGNED') return 'NOT_ASSIGNED';
  if (refusal?.reason === 'CANCELLED') return 'NOT_APPROVED';
  return refusal?.reason as ConflictReason | undefined;
}

/** The calendar day (UTC) of a device's time: the day an offline scan's validity is judged on. */
export const deviceDay = (deviceTime: string) => new Date(deviceTime).toISOString().slice(0, 10);

/** How one kind of offline sync judges its items; judgeBatch does the rest, the same for every kind. */
export type SyncRules<I, R> = {
  /** Whether the subject holds money: a conflict's answer then says the value left. */
  money: boolean;
  /** The locked subject (voucher, family) an item names; none is refused NOT_FOUND. */
  subject: (item: I) => R | undefined;
  /** The answer for a key seen before (replayOutcome), undefined for a new one. */
  replay: (item: I, row: R | undefined) => SyncItemResultJson | undefined;
  /** Why the item cannot be applied (NOT_ASSIGNED is refused, the rest kept as conflicts); undefined when it can. */
  refusal: (item: I, row: R) => ConflictReason | 'NOT_ASSIGNED' | undefined;
  /** What the conflict records besides the item's key, time and subject. */
  conflict: (item: I, row: R) => Pick<NewConflict, 'amount' | 'remaining' | 'items'>;
  /** Applies the item to the batch's running totals, queues its write and answers it. */
  apply: (item: I, row: R) => SyncItemResultJson;
};

/**
 * One device batch, in device-time order and each key once: a key seen before is answered as before, an unknown
 * subject and NOT_ASSIGNED are refused, any other refusal is kept as a conflict, the rest applied. Returns each key's
 * answer and the conflicts to record.
 */
export function judgeBatch<
  I extends { idempotencyKey: string; deviceTime: string },
  R extends { entitlement_id: string; distribution_id: string },
>(items: readonly I[], rules: SyncRules<I, R>): { out: Map<string, SyncItemResultJson>; conflicts: NewConflict[] } {
  const out = new Map<string, SyncItemResultJson>();
  const conflicts: NewConflict[] = [];
  for (const item of [...items].sort(byDeviceTime)) {
    const key = item.idempotencyKey;
    if (out.has(key)) continue;
    const row = rules.subject(item);
    const replayed = rules.replay(item, row);
    const why = replayed || !row ? undefined : rules.refusal(item, row);
    if (replayed) {
      out.set(key, replayed);
    } else if (!row) {
      out.set(key, { idempotencyKey: key, outcome: 'REFUSED', reason: 'NOT_FOUND' });
    } else if (why === 'NOT_ASSIGNED') {
      out.set(key, { idempotencyKey: key, outcome: 'REFUSED', reason: why });
    } else if (why) {
      const c: NewConflict = {
        conflictId: newId('redemptionConflict'),
        voucherId: row.entitlement_id,
        distributionId: row.distribution_id,
        ...rules.conflict(item, row),
        reason: why,
        idempotencyKey: key,
        deviceTime: item.deviceTime,
      };
      conflicts.push(c);
      const remaining = rules.money ? { remainingAmount: c.remaining } : {};
      out.set(key, { idempotencyKey: key, outcome: 'CONFLICT', reason: why, conflictId: c.conflictId, ...remaining });
    } else {
      out.set(key, rules.apply(item, row));
    }
  }
  return { out, conflicts };
}

/** The answers in the request's order (a key the batch never answered would read as NOT_FOUND). */
export function inRequestOrder(
  items: readonly { idempotencyKey: string }[],
  results: Map<string, SyncItemResultJson>,
): SyncResultJson {
  return {
    results: items.map(
      (i): SyncItemResultJson =>
        results.get(i.idempotencyKey) ?? { idempotencyKey: i.idempotencyKey, outcome: 'REFUSED', reason: 'NOT_FOUND' },
    ),
  };
}

function conflictOf(
  row: Locked,
  access: Access,
  item: OfflineRedemptionInput,
): ConflictReason | 'NOT_ASSIGNED' | undefined {
  const outcome = offlineOutcomeOf(refusalOf(row, access, deviceDay(item.deviceTime)));
  if (outcome) return outcome;
  return item.amount > remainingOf(row) ? 'NOT_ENOUGH_VALUE' : undefined;
}

export async function syncRedemptions(auth: AuthContext, input: SyncRedemptionsInput): Promise<SyncResultJson> {
  const access = scanAccess(auth);
  const results = await auth.run(async (tx) => {
    const vouchers = await lockVouchers(tx, [...new Set(input.redemptions.map((r) => r.voucherId))]);
    // Read after the locks: a concurrent retry of this batch has committed by now, so its keys are seen here.
    const { ledger, known, ours } = await syncReads(tx, auth.accountId, input.redemptions, ledgerByKeys);

    const applied: NewRedemption[] = [];
    const { out, conflicts } = judgeBatch(input.redemptions, {
      money: true,
      subject: (item) => vouchers.get(item.voucherId),
      replay: (item, row) => {
        const inLedger = ledger.get(item.idempotencyKey);
        const conflict = known.get(item.idempotencyKey);
        const earlier = inLedger ?? conflict;
        return replayOutcome(item.idempotencyKey, {
          // A key names one redemption: its voucher and amount.
          sameRequest: earlier?.voucher_id === item.voucherId && Number(earlier?.amount) === item.amount,
          applied: inLedger && {
            redemptionId: inLedger.redemption_id,
            remainingAmount: row ? remainingOf(row) : undefined,
          },
          conflict,
          money: true,
        });
      },
      refusal: (item, row) => conflictOf(row, access, item),
      conflict: (item, row) => ({ amount: item.amount, remaining: remainingOf(row), items: null }),
      apply: (item, row) => {
        row.redeemed += item.amount;
        applied.push({
          voucherId: row.entitlement_id,
          distributionId: row.distribution_id,
          amount: item.amount,
          idempotencyKey: item.idempotencyKey,
          deviceTime: item.deviceTime,
          deviceId: input.deviceId,
          photoFileId: ours(item.photoFileId),
          signatureFileId: ours(item.signatureFileId),
        });
        return { idempotencyKey: item.idempotencyKey, outcome: 'APPLIED', remainingAmount: remainingOf(row) };
      },
    });
    const written = await appendRedemptions(
      tx,
      { accountId: auth.accountId, userId: auth.user.userId },
      'OFFLINE',
      applied,
    );
    for (const w of written) {
      const result = out.get(w.idempotency_key);
      if (result) result.redemptionId = w.redemption_id;
    }
    await insertConflicts(tx, auth, input.deviceId, conflicts);
    return out;
  });
  return inRequestOrder(input.redemptions, results);
}
