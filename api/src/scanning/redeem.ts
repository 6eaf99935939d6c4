// POST /scanning/redemptions: one online redemption, serialised per voucher IN THE DATABASE (the voucher's row is
// locked for the transaction), so any number of API processes can never take a voucher below zero.
import { amountDecimalsErrors } from '@aid/common/distributions';
import { fieldError } from '@aid/common/errors';
import type { RedeemVoucherInput, RedemptionResultJson } from '@aid/common/scanning';
import type { AuthContext } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { scanAccess } from './access.js';
import { ScanningError } from './errors.js';
import { appendRedemption, foreignFiles, type LedgerRow, ledgerByKeys, toRedemptionJson } from './ledger.js';
import {
  findVoucher,
  lockVoucherForKey,
  notEnoughValue,
  refusalOf,
  refuse,
  remainingOf,
  today,
  toScannedVoucher,
} from './voucher.js';

export type Redeemed = { status: 200 | 201; body: RedemptionResultJson };

/** The same key again: the first redemption and the voucher as it is now, provided it asked for the same thing. */
async function replay(tx: Queryable, prior: LedgerRow, input: RedeemVoucherInput): Promise<Redeemed> {
  if (prior.voucher_id !== input.voucherId || Number(prior.amount) !== input.amount) throw ScanningError.keyReused();
  const row = await findVoucher(tx, { voucherId: prior.voucher_id });
  if (!row) throw ScanningError.refused('NOT_FOUND');
  return { status: 200, body: { redemption: toRedemptionJson(prior), voucher: toScannedVoucher(row), replayed: true } };
}

async function replayByKey(tx: Queryable, accountId: string, input: RedeemVoucherInput): Promise<Redeemed> {
  const [prior] = await ledgerByKeys(tx, accountId, [input.idempotencyKey]);
  if (!prior) throw new Error('a redemption key was taken and then not found');
  return replay(tx, prior, input);
}

/** The photo and signature must be uploads of this organisation (a redemption's, or an in-kind hand-over's). */
export async function checkFiles(
  tx: Queryable,
  input: { photoFileId?: string; signatureFileId?: string },
): Promise<void> {
  const given = [
    ['photoFileId', input.photoFileId],
    ['signatureFileId', input.signatureFileId],
  ].filter((f): f is [string, string] => f[1] !== undefined);
  const foreign = new Set(
    await foreignFiles(
      tx,
      given.map((f) => f[1]),
    ),
  );
  const errors = given
    .filter(([, id]) => foreign.has(id))
    .map(([field]) => fieldError(field, 'INVALID_VALUE', undefined, 'is not an upload of this organisation'));
  if (errors.length > 0) throw ApiError.invalid(errors);
}

export async function redeemVoucher(auth: AuthContext, input: RedeemVoucherInput): Promise<Redeemed> {
  const access = scanAccess(auth);
  return auth.run(async (tx) => {
    // Locked, the row holds what is left of the voucher: every refusal is decided here, before anything is written.
    const { row, keyUsed } = await lockVoucherForKey(tx, input.voucherId, input.idempotencyKey);
    if (keyUsed) return replayByKey(tx, auth.accountId, input);
    if (!row) throw ScanningError.refused('NOT_FOUND');
    // A used-up voucher is told as such (refusalOf) before the evidence it would need.
    const refusal = refusalOf(row, access, today());
    if (refusal) refuse(refusal);
    if (row.request_photo && !input.photoFileId) throw ScanningError.refused('PHOTO_REQUIRED');
    if (row.request_signature && !input.signatureFileId) throw ScanningError.refused('SIGNATURE_REQUIRED');
    await checkFiles(tx, input);
    // 10.50 XOF cannot be handed over (the franc has no subunit): refused as the distribution form refuses it.
    const decimals = amountDecimalsErrors({ amount: input.amount }, row.currency);
    if (decimals.length > 0) throw ApiError.invalid(decimals);
    if (input.amount > remainingOf(row)) throw notEnoughValue(row);
    const written = await appendRedemption(tx, { accountId: auth.accountId, userId: auth.user.userId }, 'ONLINE', {
      voucherId: row.entitlement_id,
      distributionId: row.distribution_id,
      amount: input.amount,
      idempotencyKey: input.idempotencyKey,
      deviceTime: input.deviceTime ?? null,
      deviceId: input.deviceId ?? null,
      photoFileId: input.photoFileId ?? null,
      signatureFileId: input.signatureFileId ?? null,
    });
    // A retry with the same key committed while this one waited for the voucher's lock.
    if (!written) return replayByKey(tx, auth.accountId, input);
    const after = { ...row, redeemed: row.redeemed + input.amount };
    return {
      status: 201,
      body: { redemption: toRedemptionJson(written), voucher: toScannedVoucher(after), replayed: false },
    };
  });
}
