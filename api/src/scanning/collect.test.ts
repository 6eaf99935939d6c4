// In-kind collection over HTTP on every available database: an IN_KIND family's code and QR look up its items, a
// hand-over records part or all of them (never more than entitled, even under concurrency), the same key replays,
// the evidence the distribution asks for is required, and another organisation gets nothing.
import { randomBytes } from 'node:crypto';
import type { DistributionJson, EntitlementJson } from '@aid/common/distributions';
import type { CollectionResultJson, ScannedVoucherJson, ScanRefusal } from '@aid/common/scanning';
import { beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../testing/distributions.js';
import { availableBackends, type CallResult } from '../testing/harness.js';
import { scanningSuite } from '../testing/scanning.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

process.env.VOUCHER_KEY_SECRET ||= randomBytes(32).toString('base64url');

const backends = await availableBackends();
const identity = fileIdentity();

const ITEMS = [
  { name: 'Rice', unit: 'kg', quantityPerBeneficiary: 5, quantityPerDependant: 2 },
  { name: 'Oil', unit: 'l', quantityPerBeneficiary: 1, quantityPerDependant: 0 },
];

function expectRefusal(res: CallResult, reason: ScanRefusal): void {
  refused(res, 422, reason);
}

describe.each(backendCases(backends))('in-kind collection on %s', (backendName, backend) => {
  const s = scanningSuite(backendName, backend, identity, 'collect.test');
  const { world, scan, lookup, redeem, key, post, voucherDraft, generate, approve, entitlements } = s;
  let families: EntitlementJson[] = [];
  let foodId = '';
  let signed: EntitlementJson[] = [];
  const collect = (body: Record<string, unknown>, who = world.creator) =>
    post(who, '/scanning/collections', { idempotencyKey: key(), ...body });
  const family = (i: number) => families[i] as EntitlementJson;

  beforeAll(async () => {
    const inKind = async (extra: Record<string, unknown>): Promise<DistributionJson> => {
      const d = await voucherDraft({
        distributionType: 'IN_KIND',
        amountPerBeneficiary: 0,
        amountPerDependant: 0,
        items: ITEMS,
        ...extra,
      });
      await generate(world.creator, d.distributionId);
      await approve(d.distributionId);
      return d;
    };
    foodId = (await inKind({ distributionName: 'Food parcels' })).distributionId;
    families = await entitlements(foodId);
    signed = await entitlements(
      (await inKind({ distributionName: 'Signed parcels', requestSignature: true })).distributionId,
    );
  }, 120_000);

  it('gives in-kind families a code and a QR that look up their items', async () => {
    expect(family(0).entitlementId).toMatch(/^ink--/);
    expect(family(0).voucherCode).toMatch(/^[0-9A-Z]{12}$/);
    const byQr = await lookup(world.creator, { qr: String(family(0).qrPayload) });
    expect(byQr.status).toBe(200);
    const scanned = byQr.body as ScannedVoucherJson;
    expect(scanned).toMatchObject({
      voucherId: family(0).entitlementId,
      distributionType: 'IN_KIND',
      collectionStatus: 'NOT_COLLECTED',
      usageStatus: 'NOT_USED',
      amount: 0,
    });
    expect(scanned.items.map((i) => [i.name, i.unit, i.collected])).toEqual([
      ['Rice', 'kg', 0],
      ['Oil', 'l', 0],
    ]);
    const byCode = await lookup(world.creator, { code: String(family(0).voucherCode).toLowerCase() });
    expect(byCode.body).toEqual(byQr.body);
    // A family collects; it never redeems money.
    expectRefusal(await redeem(world.creator, { voucherId: family(0).entitlementId, amount: 100 }), 'NOT_FOUND');
  });

  it('records part of the items, then the rest, then refuses a family that has everything', async () => {
    const id = family(1).entitlementId;
    const rice = family(1).items.find((i) => i.name === 'Rice')?.quantity ?? 0;
    const part = await collect({ entitlementId: id, items: [{ name: 'Rice', quantity: 2 }] });
    expect(part.status).toBe(201);
    const first = part.body as CollectionResultJson;
    expect(first.collection.items).toEqual([{ name: 'Rice', quantity: 2 }]);
    expect(first.voucher.collectionStatus).toBe('PARTIALLY_COLLECTED');
    expect(first.voucher.items.find((i) => i.name === 'Rice')?.collected).toBe(2);

    // More than is left of an item, an item the family does not have, one named twice: refused, nothing recorded.
    expectRefusal(await collect({ entitlementId: id, items: [{ name: 'Rice', quantity: rice }] }), 'NOT_ENOUGH_VALUE');
    const unknown = await collect({ entitlementId: id, items: [{ name: 'Flour', quantity: 1 }] });
    refused(unknown, 422);
    expect((unknown.body as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toBe('items.0.name');
    const twice = await collect({
      entitlementId: id,
      items: [
        { name: 'Oil', quantity: 0.5 },
        { name: 'Oil', quantity: 0.5 },
      ],
    });
    refused(twice, 422);

    const rest = await collect({ entitlementId: id });
    expect(rest.status).toBe(201);
    const second = rest.body as CollectionResultJson;
    expect(second.collection.items).toEqual([
      { name: 'Rice', quantity: rice - 2 },
      { name: 'Oil', quantity: 1 },
    ]);
    expect(second.voucher).toMatchObject({ collectionStatus: 'FULLY_COLLECTED', usageStatus: 'FULLY_USED' });
    expectRefusal(await lookup(world.creator, { code: String(family(1).voucherCode) }), 'FULLY_USED');
    expectRefusal(await collect({ entitlementId: id }), 'FULLY_USED');
  });

  it('replays the same key without counting twice, and refuses it for another family', async () => {
    const idempotencyKey = key();
    const first = await collect({
      entitlementId: family(2).entitlementId,
      idempotencyKey,
      items: [{ name: 'Oil', quantity: 1 }],
    });
    const again = await collect({
      entitlementId: family(2).entitlementId,
      idempotencyKey,
      items: [{ name: 'Oil', quantity: 1 }],
    });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect((again.body as CollectionResultJson).replayed).toBe(true);
    expect((again.body as CollectionResultJson).collection.collectionId).toBe(
      (first.body as CollectionResultJson).collection.collectionId,
    );
    expect((again.body as CollectionResultJson).voucher.items.find((i) => i.name === 'Oil')?.collected).toBe(1);
    const reused = await collect({ entitlementId: family(3).entitlementId, idempotencyKey });
    refused(reused, 409);
  });

  it('asks for the signature the distribution wants, and accepts an upload of the organisation', async () => {
    const id = (signed[0] as EntitlementJson).entitlementId;
    expectRefusal(await collect({ entitlementId: id }), 'SIGNATURE_REQUIRED');
    const done = await collect({ entitlementId: id, signatureFileId: scan.fileId });
    expect(done.status).toBe(201);
  });

  it('hands everything over exactly once under 20 concurrent requests', async () => {
    const id = family(4).entitlementId;
    const results = await Promise.all(Array.from({ length: 20 }, () => collect({ entitlementId: id })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expectRefusal(r, 'FULLY_USED');
    const [row] = await world.api.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM in_kind_collections WHERE entitlement_id = $1',
      [id],
    );
    expect(Number(row?.n)).toBe(1);
  });

  it('counts collection progress in the distribution and in reconciliation', async () => {
    // By now: families 1 and 4 have everything, family 2 its oil only.
    const d = await s.ok<DistributionJson>(world.creator, 'GET', `/distributions/${foodId}`);
    expect(d.collection).toEqual({
      FULLY_COLLECTED: 2,
      PARTIALLY_COLLECTED: 1,
      NOT_COLLECTED: families.length - 3,
    });
    const r = await s.ok<{ figures: { redeemed: { families: number }; outstanding: { families: number } } }>(
      world.creator,
      'GET',
      `/reconciliation/distributions/${foodId}`,
    );
    expect(r.figures.redeemed.families).toBe(3);
    expect(r.figures.outstanding.families).toBe(families.length - 3);
    const redeemed = await s.ok<{ items: { entitlementId: string }[] }>(
      world.creator,
      'GET',
      `/reconciliation/distributions/${foodId}/families?state=REDEEMED`,
    );
    expect(redeemed.items.map((f) => f.entitlementId).sort()).toEqual(
      [family(1), family(2), family(4)].map((f) => f.entitlementId).sort(),
    );
  });

  it('gives another organisation nothing', async () => {
    const target = family(5);
    expectRefusal(await lookup(world.outsider, { code: String(target.voucherCode) }), 'NOT_FOUND');
    expectRefusal(await lookup(world.outsider, { qr: String(target.qrPayload) }), 'OTHER_ORGANISATION');
    expectRefusal(await collect({ entitlementId: target.entitlementId }, world.outsider), 'NOT_FOUND');
    const mine = await lookup(world.creator, { code: String(target.voucherCode) });
    expect((mine.body as ScannedVoucherJson).collectionStatus).toBe('NOT_COLLECTED');
  });
});
