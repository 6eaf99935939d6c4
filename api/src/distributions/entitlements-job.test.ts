// The entitlements job resumed after a crash (the worker died between two batches): it continues after the last
// family a committed batch reached, keeps what was made, and ends with one signed voucher per family.
import { randomBytes } from 'node:crypto';
import { verifyVoucherQr } from '@aid/common/vouchers';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantRunner } from '../db/tenant.js';
import { availableBackends, type TestApi } from '../testing/harness.js';
import type { Caller } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { VOUCHER_FAMILIES, voucherSuite } from '../testing/vouchers.js';
import { voucherPublicKey } from '../vouchers/keys.js';
import { qrPayloadOfRow, VOUCHER_COLUMNS, type VoucherColumnsRow } from '../vouchers/usage.js';
import { entitlementsJob } from './entitlements.js';

process.env.VOUCHER_KEY_SECRET ||= randomBytes(32).toString('base64url');

const backends = await availableBackends();
const identity = fileIdentity();

type Row = VoucherColumnsRow & { beneficiary_id: string };

describe.each(backendCases(backends))('the entitlements job resumed on %s', (backendName, backend) => {
  let api: TestApi;
  let accountId: string;
  let creator: Caller;
  const suite = voucherSuite(backendName, backend, identity, 'entitlements-job.test');
  beforeAll(() => {
    ({ api, accountId, creator } = suite.world);
  });
  const rowsOf = (id: string) =>
    api.db.query<Row>(
      `SELECT entitlement_id, beneficiary_id, amount, currency, ${VOUCHER_COLUMNS} FROM entitlements
        WHERE distribution_id = $1 ORDER BY beneficiary_id`,
      [id],
    );
  const resume = (distributionId: string) =>
    entitlementsJob({
      params: { distributionId, userId: creator.userId },
      done: 0,
      attempt: 2,
      progress: async () => undefined,
      run: tenantRunner(api.db, { accountId, userId: creator.userId }),
      signal: new AbortController().signal,
    });

  it('continues after the last family done, keeping what an earlier attempt made', async () => {
    const d = await suite.voucherDraft({ distributionName: 'Resumed' });
    await suite.generate(creator, d.distributionId);
    const whole = await rowsOf(d.distributionId);
    expect(whole).toHaveLength(VOUCHER_FAMILIES.length);
    // The crash: only the first batch (the first families in id order) was committed.
    const kept = whole.slice(0, 4);
    await api.db.query(`DELETE FROM entitlements WHERE distribution_id = $1 AND beneficiary_id > $2`, [
      d.distributionId,
      String(kept.at(-1)?.beneficiary_id),
    ]);
    await api.db.query(
      `UPDATE distributions SET distribution_status = 'CREATE_IN_PROGRESS' WHERE distribution_id = $1`,
      [d.distributionId],
    );
    expect(await resume(d.distributionId)).toEqual({ entitlements: VOUCHER_FAMILIES.length });
    const after = await rowsOf(d.distributionId);
    expect(after.map((r) => r.beneficiary_id)).toEqual(whole.map((r) => r.beneficiary_id));
    expect(after.slice(0, 4).map((r) => r.voucher_code)).toEqual(kept.map((r) => r.voucher_code));
    const publicKey = String(await api.db.transaction((tx) => voucherPublicKey(tx, accountId)));
    for (const row of after) expect(await verifyVoucherQr(qrPayloadOfRow(row), publicKey)).toBeDefined();
    const [status] = await api.db.query<{ s: string }>(
      'SELECT distribution_status AS s FROM distributions WHERE distribution_id = $1',
      [d.distributionId],
    );
    expect(status?.s).toBe('READY');
  });

  it('adds nothing when an earlier attempt had made them all', async () => {
    const d = await suite.voucherDraft({ distributionName: 'Done already' });
    await suite.generate(creator, d.distributionId);
    const before = await rowsOf(d.distributionId);
    await api.db.query(
      `UPDATE distributions SET distribution_status = 'CREATE_IN_PROGRESS' WHERE distribution_id = $1`,
      [d.distributionId],
    );
    expect(await resume(d.distributionId)).toEqual({ entitlements: VOUCHER_FAMILIES.length });
    expect((await rowsOf(d.distributionId)).map((r) => r.entitlement_id)).toEqual(before.map((r) => r.entitlement_id));
  });
});
