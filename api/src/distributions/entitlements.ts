// Entitlements: the budget check, the generating job (one set-based INSERT … SELECT per batch of members, resumable
// from the last family done), the entitlements' pages and their payment status changes.
import {
  assertTransition,
  DISTRIBUTION_MESSAGES,
  ENTITLEMENT_ID_KIND,
  type EntitlementJson,
  type PaymentStatus,
} from '@aid/common/distributions';
import { newId } from '@aid/common/ids';
import type { JobJson } from '@aid/common/jobs';
import { z } from 'zod';
import { type AuthContext, actorOf } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import type { TenantRunner } from '../db/tenant.js';
import type { JobHandler } from '../jobs/handlers.js';
import type { JobQueue } from '../jobs/queue.js';
import { startJob } from '../jobs/service.js';
import { type IssuedVouchers, signVouchers, type VoucherBatchRow } from '../vouchers/issue.js';
import { type VoucherSigner, voucherSigner } from '../vouchers/keys.js';
import { VOUCHER_COLUMNS, type VoucherColumnsRow } from '../vouchers/usage.js';
import { DistributionError, transition } from './errors.js';
import { checkMoney } from './kind-rules.js';
import { PLANNED_TOTAL_SQL, TOTAL_SQL } from './model.js';
import { changeDistribution, loadForChange, logDistribution, setStatus } from './service.js';

export const ENTITLEMENT_BATCH = 10_000;

/**
 * A distribution's total in its program's currency, in SQL: as it is in the program's currency, else converted with
 * the exchange rate it was planned with (numeric, rounded half up to the hundredth as convertStored does in common).
 * A distribution in another currency without a rate (only ones stored before rates existed) converts to NULL.
 */
export const inProgramCurrency = (total: string) => `CASE
  WHEN distributions.amount_per_beneficiary_currency = p.currency THEN (${total})
  ELSE round((${total}) * distributions.exchange_rate)::bigint END`;

/**
 * 422 OVER_BUDGET when this distribution's total would exceed the program's budget minus the totals of its other
 * non-cancelled distributions, every total in the program's currency: a distribution in another currency is
 * converted with its own exchange rate (and one without a rate is asked for it, 422 on `exchangeRate`). A program
 * without a budget has no limit. Another distribution stored without a rate before rates existed cannot be
 * converted and counts for nothing until it is edited.
 */
export async function checkBudget(tx: Queryable, distributionId: string): Promise<void> {
  const [own] = await tx.query<{
    budget: string | number | null;
    currency: string;
    d_currency: string;
    exchange_rate: string | null;
    program_id: string;
    total: string | number;
    converted: string | number | null;
  }>(
    `SELECT p.budget, p.currency, distributions.amount_per_beneficiary_currency AS d_currency,
            distributions.exchange_rate::text AS exchange_rate, p.program_id, ${PLANNED_TOTAL_SQL} AS total,
            ${inProgramCurrency(PLANNED_TOTAL_SQL)} AS converted
       FROM distributions JOIN programs p ON p.program_id = distributions.program_id
      WHERE distributions.distribution_id = $1`,
    [distributionId],
  );
  if (!own || own.budget === null) return;
  const currency = own.currency.trim();
  const dCurrency = own.d_currency.trim();
  if (own.converted === null && Number(own.total) > 0)
    checkMoney({ amountPerBeneficiary: 0, amountPerDependant: 0, amountPerBeneficiaryCurrency: dCurrency }, currency);
  const [others] = await tx.query<{ total: string | number }>(
    `SELECT coalesce(sum(${inProgramCurrency(TOTAL_SQL)}), 0) AS total
       FROM distributions JOIN programs p ON p.program_id = distributions.program_id
      WHERE distributions.program_id = $1 AND distributions.distribution_id <> $2
        AND distributions.distribution_status <> 'CANCELLED'`,
    [own.program_id, distributionId],
  );
  const left = Number(own.budget) - Number(others?.total ?? 0);
  const excess = Number(own.converted) - left;
  if (excess > 0) {
    const rate = dCurrency === currency ? null : { currency: dCurrency, rate: own.exchange_rate ?? '' };
    throw DistributionError.overBudget(excess, currency, Math.max(left, 0), rate);
  }
}

/** Starts the job; the distribution is CREATE_IN_PROGRESS until it ends (READY again, with or without them). */
export async function startEntitlements(auth: AuthContext, queue: JobQueue | undefined, id: string): Promise<JobJson> {
  const actor = actorOf(auth);
  await auth.run(async (tx) => {
    const row = await loadForChange(tx, auth, id, 'UPDATE');
    transition(() => assertTransition('distribution', row.distribution_status, 'CREATE_IN_PROGRESS'));
    await checkBudget(tx, id);
    await setStatus(tx, actor, row, 'CREATE_IN_PROGRESS');
  });
  try {
    return await startJob(auth, queue, 'DISTRIBUTION_ENTITLEMENTS', { distributionId: id, userId: actor.userId });
  } catch (error) {
    await auth.run((tx) => backToReady(tx, id));
    throw error;
  }
}

const paramsSchema = z.object({ distributionId: z.string(), userId: z.string() });

async function backToReady(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE distributions SET distribution_status = 'READY', updated_at = now()
      WHERE distribution_id = $1 AND distribution_status = 'CREATE_IN_PROGRESS'`,
    [id],
  );
}

type Head = {
  distribution_type: keyof typeof ENTITLEMENT_ID_KIND;
  distribution_status: string;
  families: number;
  account_id: string;
};

// A family's amount: the per-beneficiary amount plus, when dependants count, theirs (IN_KIND carries items instead).
const AMOUNT_SQL = `CASE WHEN d.distribution_type = 'IN_KIND' THEN 0 ELSE d.amount_per_beneficiary
  + CASE WHEN d.include_dependants THEN m.number_of_family_members * d.amount_per_dependant ELSE 0 END END`;

/** A batch read and, for vouchers, signed: ready to be written. */
type PreparedBatch = {
  type: Head['distribution_type'];
  ids: string[];
  beneficiaryIds: string[];
  firstNames: string[];
  familyMembers: number[];
  amounts: number[];
  vouchers: IssuedVouchers | undefined;
};

/**
 * The next members after `after` (keyset on the snapshot's primary key, not an anti-join against what exists: a
 * batch commits whole and in beneficiary id order, so everything up to the largest id done is done), their ids made
 * here (sortable, prefixed by type) and, for vouchers, their codes and signed payloads.
 */
async function prepareBatch(
  run: TenantRunner,
  id: string,
  type: Head['distribution_type'],
  signFor: VoucherSigner | undefined,
  after: string,
): Promise<PreparedBatch> {
  // The amounts are computed here once: what a voucher's signature covers is what is stored.
  const next = await run((tx) =>
    tx.query<
      Omit<VoucherBatchRow, 'entitlement_id'> & {
        beneficiary_id: string;
        first_name: string;
        number_of_family_members: number;
      }
    >(
      `SELECT m.beneficiary_id, m.first_name, m.number_of_family_members, ${AMOUNT_SQL} AS amount, d.account_id,
              d.amount_per_beneficiary_currency AS currency, d.valid_until::text AS valid_until
         FROM distribution_members m JOIN distributions d ON d.distribution_id = m.distribution_id
        WHERE m.distribution_id = $1 AND m.beneficiary_id > $2
        ORDER BY m.beneficiary_id LIMIT $3`,
      [id, after, ENTITLEMENT_BATCH],
    ),
  );
  const ids = next.map(() => newId(ENTITLEMENT_ID_KIND[type]));
  // VOUCHER (and IN_KIND): each entitlement gets its code and signed payload made here, outside any transaction (on
  // libuv's pool, while the previous batch is being written). Other types: the INSERT's empty arrays pad with NULLs.
  const vouchers = signFor
    ? await signVouchers(
        signFor,
        next.map((r, i) => ({ ...r, entitlement_id: ids[i] ?? '' })),
      )
    : undefined;
  return {
    type,
    ids,
    beneficiaryIds: next.map((r) => r.beneficiary_id),
    firstNames: next.map((r) => r.first_name),
    familyMembers: next.map((r) => Number(r.number_of_family_members)),
    amounts: next.map((r) => Number(r.amount)),
    vouchers,
  };
}

// IN_KIND: the distribution's items with this family's quantities. The other types refuse items (kind-rules.ts): none.
const ITEMS_SQL = `coalesce((SELECT jsonb_agg(i || jsonb_build_object('quantity',
    (i ->> 'quantityPerBeneficiary')::numeric + CASE WHEN d.include_dependants
      THEN n.number_of_family_members * (i ->> 'quantityPerDependant')::numeric ELSE 0 END))
  FROM jsonb_array_elements(d.items) i), '[]'::jsonb)`;

/** Writes a prepared batch in one set-based INSERT … SELECT, every member's field carried in (no join back). */
async function writeBatch(tx: Queryable, id: string, batch: PreparedBatch): Promise<void> {
  await tx.query(
    `INSERT INTO entitlements (entitlement_id, distribution_id, account_id, beneficiary_id, first_name,
                               number_of_family_members, amount, currency, items,
                               voucher_code, voucher_signature, voucher_valid_until)
     SELECT n.entitlement_id, d.distribution_id, d.account_id, n.beneficiary_id, n.first_name,
            n.number_of_family_members, n.amount, d.amount_per_beneficiary_currency,
            ${batch.type === 'IN_KIND' ? ITEMS_SQL : "'[]'::jsonb"},
            n.voucher_code, n.voucher_signature, nullif(n.voucher_valid_until, '')::date
       FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::bigint[], $7::text[], $8::text[], $9::text[])
              AS n (entitlement_id, beneficiary_id, first_name, number_of_family_members, amount, voucher_code,
                    voucher_signature, voucher_valid_until)
       JOIN distributions d ON d.distribution_id = $1`,
    [
      id,
      batch.ids,
      batch.beneficiaryIds,
      batch.firstNames,
      batch.familyMembers,
      batch.amounts,
      batch.vouchers?.codes ?? [],
      batch.vouchers?.signatures ?? [],
      batch.vouchers?.validUntils ?? [],
    ],
  );
}

export const entitlementsJob: JobHandler = async (ctx) => {
  const { distributionId } = paramsSchema.parse(ctx.params);
  const head = await ctx.run(async (tx) => {
    const [row] = await tx.query<Head>(
      `SELECT distribution_type, distribution_status, number_of_families AS families, account_id FROM distributions
        WHERE distribution_id = $1`,
      [distributionId],
    );
    return row;
  });
  // Cancelled or regenerated meanwhile: nothing to do.
  if (head?.distribution_status !== 'CREATE_IN_PROGRESS') return { status: head?.distribution_status };
  // The organisation's key, decrypted once for the whole job (made on its first voucher).
  // VOUCHER and IN_KIND families get a code and a signed QR (an in-kind one with amount 0: it proves who collects).
  const signFor =
    head.distribution_type === 'CASH' ? undefined : await ctx.run((tx) => voucherSigner(tx, head.account_id));
  const total = Number(head.families);
  // A resumed attempt starts after the last family an earlier attempt's committed batches reached.
  const resumed = await ctx.run(async (tx) => {
    const [row] = await tx.query<{ n: number | string; last: string | null }>(
      'SELECT count(*) AS n, max(beneficiary_id) AS last FROM entitlements WHERE distribution_id = $1',
      [distributionId],
    );
    return { done: Number(row?.n ?? 0), last: row?.last ?? '' };
  });
  let done = resumed.done;
  await ctx.progress(done, total);
  const prepare = (after: string) => {
    const batch = prepareBatch(ctx.run, distributionId, head.distribution_type, signFor, after);
    // Awaited in the loop; this only keeps a failure while the previous batch is written from going unhandled.
    batch.catch(() => undefined);
    return batch;
  };
  let pending = prepare(resumed.last);
  for (;;) {
    const batch = await pending;
    const last = batch.beneficiaryIds.at(-1);
    if (last === undefined) break;
    // Batch N+1 is read and signed while batch N is written.
    pending = prepare(last);
    await ctx.run((tx) => writeBatch(tx, distributionId, batch));
    done += batch.ids.length;
    await ctx.progress(done, total);
  }
  await ctx.run((tx) => backToReady(tx, distributionId));
  return { entitlements: done };
};

/** A cancelled or failed generation leaves no half set behind: the draft is as it was before. */
export const entitlementsCleanup = async (run: TenantRunner, params: unknown) => {
  const { distributionId } = paramsSchema.parse(params);
  await run(async (tx) => {
    await tx.query('DELETE FROM entitlements WHERE distribution_id = $1', [distributionId]);
    await backToReady(tx, distributionId);
  });
};

export type EntitlementRow = VoucherColumnsRow & {
  entitlement_id: string;
  distribution_id: string;
  beneficiary_id: string;
  first_name: string;
  number_of_family_members: number;
  amount: number | string;
  currency: string;
  items: EntitlementJson['items'];
  payment_status: PaymentStatus;
  created_at: string | Date;
  updated_at: string | Date;
};

export const ENTITLEMENT_COLUMNS =
  'entitlement_id, distribution_id, beneficiary_id, first_name, number_of_family_members, amount, currency, items, ' +
  `payment_status, created_at, updated_at, ${VOUCHER_COLUMNS}`;

export async function changePaymentStatus(
  auth: AuthContext,
  id: string,
  entitlementId: string,
  to: PaymentStatus,
): Promise<EntitlementRow> {
  return changeDistribution(auth, id, 'UPDATE', async (tx, distribution, actor) => {
    // Nothing is paid before approval: payment statuses start moving once the distribution is APPROVED.
    if (distribution.distribution_status !== 'APPROVED') {
      throw new DistributionError(
        'VALIDATION_FAILED',
        DISTRIBUTION_MESSAGES.paymentsNeedApproval({ status: distribution.distribution_status }),
        'ILLEGAL_TRANSITION',
      );
    }
    const [current] = await tx.query<EntitlementRow>(
      `SELECT ${ENTITLEMENT_COLUMNS} FROM entitlements WHERE distribution_id = $1 AND entitlement_id = $2 FOR UPDATE`,
      [id, entitlementId],
    );
    if (!current) throw new DistributionError('NOT_FOUND', DISTRIBUTION_MESSAGES.entitlementNotFound());
    transition(() => assertTransition('payment', current.payment_status, to));
    const [updated] = await tx.query<EntitlementRow>(
      `UPDATE entitlements SET payment_status = $3, updated_at = now()
        WHERE distribution_id = $1 AND entitlement_id = $2 RETURNING ${ENTITLEMENT_COLUMNS}`,
      [id, entitlementId, to],
    );
    if (!updated) throw new DistributionError('NOT_FOUND', DISTRIBUTION_MESSAGES.entitlementNotFound());
    await logDistribution(tx, actor, 'UPDATE', id, {
      [`entitlements.${entitlementId}.paymentStatus`]: { from: current.payment_status, to },
    });
    return updated;
  });
}
