// Issuing a batch of vouchers inside the entitlements job: codes made and payloads signed here in JS (Ed25519 is
// ~30 µs a signature), then written by the job's one set-based INSERT with the rest of each entitlement.
import { newVoucherCodes } from '@aid/common/vouchers';
import type { Queryable } from '../db/db.js';
import { type VoucherSigner, voucherSigner } from './keys.js';

export type VoucherBatchRow = {
  entitlement_id: string;
  account_id: string;
  amount: number | string;
  currency: string;
  /** YYYY-MM-DD (the distribution's validUntil as text), or null. */
  valid_until: string | null;
};

/** validUntils: '' for none (a driver-neutral text[] has no NULLs). */
export type IssuedVouchers = { codes: string[]; signatures: string[]; validUntils: string[] };

/** Codes and signatures for `rows`, in their order. */
export async function issueVouchers(tx: Queryable, rows: readonly VoucherBatchRow[]): Promise<IssuedVouchers> {
  const first = rows[0];
  if (!first) return { codes: [], signatures: [], validUntils: [] };
  return signVouchers(await voucherSigner(tx, first.account_id), rows);
}

/** As issueVouchers, with a signer already made: no transaction is held while the batch is signed. */
export async function signVouchers(signFor: VoucherSigner, rows: readonly VoucherBatchRow[]): Promise<IssuedVouchers> {
  const signatures = await Promise.all(
    rows.map((row) =>
      signFor({
        voucherId: row.entitlement_id,
        accountId: row.account_id,
        amount: Number(row.amount),
        currency: row.currency.trim(),
        validUntil: row.valid_until,
      }),
    ),
  );
  return {
    codes: newVoucherCodes(rows.length),
    signatures,
    validUntils: rows.map((row) => row.valid_until ?? ''),
  };
}

/**
 * Gives the VOUCHER and IN_KIND entitlements of `distributionId` that have no voucher yet (rows written outside the
 * entitlements job, such as the demo seed's) their code, validity and signature. Returns how many it issued.
 */
export async function issueMissingVouchers(tx: Queryable, distributionId: string): Promise<number> {
  let issued = 0;
  for (;;) {
    const rows = await tx.query<VoucherBatchRow>(
      `SELECT e.entitlement_id, e.account_id, e.amount, e.currency, d.valid_until::text AS valid_until
         FROM entitlements e JOIN distributions d ON d.distribution_id = e.distribution_id
        WHERE e.distribution_id = $1 AND d.distribution_type IN ('VOUCHER', 'IN_KIND') AND e.voucher_code IS NULL
        ORDER BY e.entitlement_id LIMIT 5000`,
      [distributionId],
    );
    if (rows.length === 0) return issued;
    const v = await issueVouchers(tx, rows);
    await tx.query(
      `UPDATE entitlements e SET voucher_code = n.code, voucher_signature = n.signature,
              voucher_valid_until = nullif(n.valid_until, '')::date
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS n (entitlement_id, code, signature, valid_until)
        WHERE e.entitlement_id = n.entitlement_id`,
      [rows.map((r) => r.entitlement_id), v.codes, v.signatures, v.validUntils],
    );
    issued += rows.length;
  }
}
