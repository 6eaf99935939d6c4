// The world the scanning tests share, on top of the vouchers world (an approved and a generated VOUCHER distribution,
// an outsider): a second approved one asking for photo and signature, a cancelled one, an officer SELECTED on the
// first approved one only, and an upload of the organisation. Registers its own beforeAll.
import type { DistributionJson, EntitlementJson } from '@aid/common/distributions';
import { newId } from '@aid/common/ids';
import type { Permissions } from '@aid/common/permissions';
import type { TestIdentity } from '@aid/identity';
import { beforeAll } from 'vitest';
import type { Backend, CallResult } from './harness.js';
import type { Caller } from './programs.js';
import { voucherSuite } from './vouchers.js';

export type ScanningWorld = {
  officer: Caller;
  /** Approved, requestPhoto and requestSignature; the officer is not assigned to it. */
  photo: DistributionJson;
  photoVouchers: EntitlementJson[];
  cancelledVouchers: EntitlementJson[];
  generatedVouchers: EntitlementJson[];
  /** A file of the organisation (photo or signature). */
  fileId: string;
};

export const scanPermissions = (objectIds: string[]): Permissions => ({
  section: [{ name: 'VOUCHER_SCANNING', access: { SCAN: { accessLevel: 'SELECTED', objectIds } } }],
});

export function scanningSuite(backendName: string, backend: Backend, identity: () => TestIdentity, domain: string) {
  const suite = voucherSuite(backendName, backend, identity, domain);
  const { world, caller, ok, generate, voucherDraft, entitlements, approve } = suite;
  const scan = {} as ScanningWorld;

  const approvedDraft = async (extra: Record<string, unknown>) => {
    const d = await voucherDraft(extra);
    await generate(world.creator, d.distributionId);
    await approve(d.distributionId);
    return d;
  };

  beforeAll(async () => {
    scan.officer = await caller(
      'officer',
      world.accountId,
      'SCAN_OFFICER',
      scanPermissions([world.approved.distributionId]),
    );
    scan.photo = await approvedDraft({
      distributionName: 'Photo vouchers',
      requestPhoto: true,
      requestSignature: true,
    });
    scan.photoVouchers = await entitlements(scan.photo.distributionId);
    const cancelled = await approvedDraft({ distributionName: 'Cancelled vouchers' });
    await ok(world.creator, 'POST', `/distributions/${cancelled.distributionId}/cancel`);
    scan.cancelledVouchers = await entitlements(cancelled.distributionId);
    scan.generatedVouchers = await entitlements(world.generated.distributionId);
    scan.fileId = newId('file');
    await world.api.db.query(
      `INSERT INTO files (file_id, account_id, file_name, content_type, size_bytes, sha256)
       VALUES ($1, $2, 'photo.jpg', 'image/jpeg', 3, 'abc')`,
      [scan.fileId, world.accountId],
    );
  }, 120_000);

  const post = (who: Caller, path: string, body: unknown): Promise<CallResult> => suite.as(who, 'POST', path, body);
  const lookup = (who: Caller, body: { qr?: string; code?: string }) => post(who, '/scanning/lookup', body);
  let keys = 0;
  /** A fresh idempotency key each call. */
  const key = () => `key-${backendName}-${Date.now()}-${++keys}`;
  const redeem = (who: Caller, body: Record<string, unknown>) =>
    post(who, '/scanning/redemptions', { idempotencyKey: key(), ...body });

  return { ...suite, scan, lookup, redeem, key, post };
}

/** Sums the ledger of one voucher straight from the database. */
export async function ledgerSum(
  db: { query<T extends object>(sql: string, params?: readonly string[]): Promise<T[]> },
  voucherId: string,
): Promise<number> {
  const [row] = await db.query<{ total: number | string }>(
    'SELECT coalesce(sum(amount), 0)::bigint AS total FROM voucher_redemptions WHERE voucher_id = $1',
    [voucherId],
  );
  return Number(row?.total ?? 0);
}

/** A voucher's running total (entitlements.redeemed), which every ledger write must keep equal to ledgerSum. */
export async function runningTotal(
  db: { query<T extends object>(sql: string, params?: readonly string[]): Promise<T[]> },
  voucherId: string,
): Promise<number> {
  const [row] = await db.query<{ redeemed: number | string }>(
    'SELECT redeemed FROM entitlements WHERE entitlement_id = $1',
    [voucherId],
  );
  return Number(row?.redeemed ?? Number.NaN);
}

/** The organisation's vouchers whose running total is not their ledger's sum: none, whatever wrote the ledger. */
export async function totalsOffLedger(
  db: { query<T extends object>(sql: string, params?: readonly string[]): Promise<T[]> },
  accountId: string,
): Promise<{ entitlement_id: string; redeemed: number; ledger: number }[]> {
  return db.query(
    `SELECT e.entitlement_id, e.redeemed, coalesce(r.total, 0) AS ledger
       FROM entitlements e
       LEFT JOIN (SELECT voucher_id, sum(amount)::bigint AS total FROM voucher_redemptions GROUP BY voucher_id) r
         ON r.voucher_id = e.entitlement_id
      WHERE e.account_id = $1 AND e.redeemed <> coalesce(r.total, 0)`,
    [accountId],
  );
}
