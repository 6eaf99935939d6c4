// GET /scanning/distributions/{id}/offline: what a device downloads to scan one distribution without a network —
// the organisation's verifying key and, per voucher, its code, value, what is left, validity and QR signature, with
// the first name the screen shows and nothing more personal; for an IN_KIND family its card (amount 0) and its items
// with what was collected. Keyset pages by voucher id.
import { idProblem } from '@aid/common/ids';
import { type OfflineVoucherPageJson, SCANNING_LIMITS } from '@aid/common/scanning';
import { voucherUsage } from '@aid/common/vouchers';
import type { AuthContext } from '../auth/context.js';
import { QueryInputError } from '../db/query-input.js';
import { voucherPublicKey } from '../vouchers/keys.js';
import { assigned, scanAccess } from './access.js';
import { ScanningError } from './errors.js';
import { collectedByFamily } from './in-kind.js';

type DistributionRow = {
  distribution_id: string;
  distribution_name: string;
  distribution_type: 'VOUCHER' | 'IN_KIND' | 'CASH';
  distribution_status: string;
  program_id: string;
  request_photo: boolean;
  request_signature: boolean;
};

type VoucherRow = {
  entitlement_id: string;
  voucher_code: string;
  first_name: string;
  amount: number;
  currency: string;
  voucher_valid_until: string | null;
  voucher_signature: string;
  redeemed: number;
  items: { name: string; unit: string; quantity: number | string }[] | null;
};

export function offlineLimit(raw: string | undefined): number {
  if (raw === undefined) return SCANNING_LIMITS.offlinePageDefault;
  const limit = Number(raw);
  if (!/^\d{1,4}$/.test(raw) || limit < 1 || limit > SCANNING_LIMITS.offlinePageMax) {
    throw new QueryInputError(
      'limit',
      'INVALID_VALUE',
      `must be a whole number from 1 to ${SCANNING_LIMITS.offlinePageMax}`,
    );
  }
  return limit;
}

// The cursor is the last voucher id sent, opaque to clients (base64url) so its shape can change.
const encodeCursor = (id: string) => Buffer.from(id, 'utf8').toString('base64url');
function decodeCursor(cursor: string): string {
  const id = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  if (!id || idProblem(id) !== undefined) throw new QueryInputError('cursor', 'INVALID_CURSOR');
  return id;
}

export async function offlineVoucherPage(
  auth: AuthContext,
  distributionId: string,
  options: { cursor?: string; limit: number },
): Promise<OfflineVoucherPageJson> {
  const access = scanAccess(auth);
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  return auth.run(async (tx) => {
    const [d] = await tx.query<DistributionRow>(
      `SELECT distribution_id, distribution_name, distribution_type, distribution_status, program_id, request_photo,
              request_signature
         FROM distributions WHERE distribution_id = $1`,
      [distributionId],
    );
    if (!d || d.distribution_type === 'CASH') throw ScanningError.distributionNotFound();
    if (!assigned(access, { distributionId: d.distribution_id, programId: d.program_id })) {
      throw ScanningError.refused('NOT_ASSIGNED');
    }
    if (d.distribution_status === 'CANCELLED') throw ScanningError.refused('CANCELLED');
    if (d.distribution_status !== 'APPROVED') throw ScanningError.refused('NOT_APPROVED');
    const publicKey = await voucherPublicKey(tx, auth.accountId);
    if (!publicKey) throw new Error(`An approved voucher distribution of ${auth.accountId} has no voucher key`);
    const rows = await tx.query<VoucherRow>(
      `SELECT e.entitlement_id, e.voucher_code, e.first_name, e.amount::bigint AS amount, trim(e.currency) AS currency,
              e.voucher_valid_until::text AS voucher_valid_until, e.voucher_signature,
              e.redeemed, e.items
         FROM entitlements e
        WHERE e.distribution_id = $1 AND e.voucher_code IS NOT NULL AND e.voucher_signature IS NOT NULL
          AND ($2::text IS NULL OR e.entitlement_id > $2::text)
        ORDER BY e.entitlement_id
        LIMIT $3`,
      [distributionId, after, options.limit + 1],
    );
    const page = rows.slice(0, options.limit);
    const last = page.at(-1);
    const inKind = d.distribution_type === 'IN_KIND';
    const collected = inKind
      ? await collectedByFamily(
          tx,
          page.map((v) => v.entitlement_id),
        )
      : new Map();
    return {
      distribution: {
        distributionId: d.distribution_id,
        distributionName: d.distribution_name,
        accountId: auth.accountId,
        publicKey,
        algorithm: 'Ed25519',
        requestPhoto: d.request_photo,
        requestSignature: d.request_signature,
        distributionType: d.distribution_type,
      },
      vouchers: page.map((v) => ({
        voucherId: v.entitlement_id,
        code: v.voucher_code,
        firstName: v.first_name,
        amount: Number(v.amount),
        remainingAmount: voucherUsage(Number(v.amount), Number(v.redeemed)).remainingAmount,
        currency: v.currency,
        validUntil: v.voucher_valid_until,
        signature: v.voucher_signature,
        items: (inKind ? (v.items ?? []) : []).map((item) => ({
          name: item.name,
          unit: item.unit,
          quantity: Number(item.quantity),
          collected: collected.get(v.entitlement_id)?.get(item.name) ?? 0,
        })),
      })),
      nextCursor: rows.length > options.limit && last ? encodeCursor(last.entitlement_id) : null,
    };
  });
}
