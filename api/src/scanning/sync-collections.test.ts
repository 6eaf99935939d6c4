// Offline in-kind hand-overs over HTTP on every available database: an IN_KIND distribution downloaded for offline
// work (cards and items, nothing personal but first names), and the sync of a device's hand-overs in device-time
// order, where two devices that handed the same family's items over leave exactly one conflict and never more
// collected than entitled; a retried sync never counts twice, and another organisation gets nothing.
import { randomBytes } from 'node:crypto';
import type { EntitlementJson } from '@aid/common/distributions';
import type { PageJson } from '@aid/common/rest';
import type {
  OfflineVoucherPageJson,
  RedemptionConflictJson,
  ScannableDistributionJson,
  ScannedVoucherJson,
  SyncResultJson,
} from '@aid/common/scanning';
import { verifyVoucherQr } from '@aid/common/vouchers';
import { beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../testing/distributions.js';
import { availableBackends } from '../testing/harness.js';
import { scanningSuite } from '../testing/scanning.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

process.env.VOUCHER_KEY_SECRET ||= randomBytes(32).toString('base64url');

const backends = await availableBackends();
const identity = fileIdentity();

const ITEMS = [
  { name: 'Rice', unit: 'kg', quantityPerBeneficiary: 5, quantityPerDependant: 2 },
  { name: 'Oil', unit: 'l', quantityPerBeneficiary: 1, quantityPerDependant: 0 },
];

describe.each(backendCases(backends))('offline in-kind hand-overs on %s', (backendName, backend) => {
  const s = scanningSuite(backendName, backend, identity, 'sync-collections.test');
  const { world, key, ok, as, post, lookup, voucherDraft, generate, approve, entitlements } = s;
  let families: EntitlementJson[] = [];
  let foodId = '';
  const family = (i: number) => families[i] as EntitlementJson;
  const quantity = (f: EntitlementJson, name: string) => f.items.find((i) => i.name === name)?.quantity ?? 0;
  /** Everything the family is entitled to, as a device hands it over. */
  const everything = (f: EntitlementJson) => f.items.map((i) => ({ name: i.name, quantity: i.quantity }));
  const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00+03:00`;
  const handOver = (
    f: EntitlementJson,
    minute: number,
    items = everything(f),
    extra: Record<string, unknown> = {},
  ) => ({
    entitlementId: f.entitlementId,
    items,
    idempotencyKey: key(),
    deviceTime: at(minute),
    ...extra,
  });
  const sync = (deviceId: string, collections: Record<string, unknown>[], who = world.creator) =>
    post(who, '/scanning/collections/sync', { deviceId, collections });
  const synced = async (deviceId: string, collections: Record<string, unknown>[]) => {
    const res = await sync(deviceId, collections);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as SyncResultJson).results;
  };
  const collectedIn = async (f: EntitlementJson) => {
    const rows = await world.api.db.query<{ name: string; n: number | string }>(
      `SELECT i ->> 'name' AS name, sum((i ->> 'quantity')::numeric) AS n
         FROM in_kind_collections c CROSS JOIN jsonb_array_elements(c.items) i
        WHERE c.entitlement_id = $1 GROUP BY 1 ORDER BY 1`,
      [f.entitlementId],
    );
    return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
  };

  beforeAll(async () => {
    const d = await voucherDraft({
      distributionName: 'Food parcels offline',
      distributionType: 'IN_KIND',
      amountPerBeneficiary: 0,
      amountPerDependant: 0,
      items: ITEMS,
      validUntil: '2099-12-31',
    });
    await generate(world.creator, d.distributionId);
    await approve(d.distributionId);
    foodId = d.distributionId;
    families = await entitlements(foodId);
  }, 120_000);

  it('lists the in-kind distribution as scannable, and downloads its cards with their items', async () => {
    const scannable = await ok<PageJson<ScannableDistributionJson>>(world.creator, 'GET', '/scanning/distributions');
    expect(scannable.items.find((d) => d.distributionId === foodId)).toMatchObject({
      distributionType: 'IN_KIND',
      voucherCount: families.length,
    });
    // One family has collected its oil online before the download: the download says so.
    const online = await post(world.creator, '/scanning/collections', {
      entitlementId: family(0).entitlementId,
      idempotencyKey: key(),
      items: [{ name: 'Oil', quantity: 1 }],
    });
    expect(online.status).toBe(201);
    const page = await ok<OfflineVoucherPageJson>(world.creator, 'GET', `/scanning/distributions/${foodId}/offline`);
    expect(page.distribution).toMatchObject({ distributionType: 'IN_KIND', accountId: world.accountId });
    expect(page.vouchers).toHaveLength(families.length);
    const card = page.vouchers.find((v) => v.voucherId === family(0).entitlementId);
    expect(card).toMatchObject({ amount: 0, remainingAmount: 0, code: family(0).voucherCode });
    expect(card?.items).toEqual([
      { name: 'Rice', unit: 'kg', quantity: quantity(family(0), 'Rice'), collected: 0 },
      { name: 'Oil', unit: 'l', quantity: 1, collected: 1 },
    ]);
    // What the device keeps verifies the card's QR offline.
    expect(await verifyVoucherQr(String(family(0).qrPayload), page.distribution.publicKey)).toMatchObject({
      voucherId: family(0).entitlementId,
      amount: 0,
    });
  });

  it('applies a hand-over once, however often the sync is retried', async () => {
    const item = handOver(family(1), 1);
    const [first] = await synced('phone-a', [item]);
    expect(first).toMatchObject({ outcome: 'APPLIED', redemptionId: expect.stringMatching(/^ikc--/) });
    const [again] = await synced('phone-a', [item]);
    expect(again).toMatchObject({ outcome: 'ALREADY_APPLIED', redemptionId: first?.redemptionId });
    expect(await collectedIn(family(1))).toEqual({ Oil: 1, Rice: quantity(family(1), 'Rice') });
    const scanned = await lookup(world.creator, { code: String(family(1).voucherCode) });
    refused(scanned, 422, 'FULLY_USED');
    // The same key for another family is a device's bug, refused, and changes nothing.
    const [reused] = await synced('phone-a', [{ ...handOver(family(2), 2), idempotencyKey: item.idempotencyKey }]);
    expect(reused).toMatchObject({ outcome: 'REFUSED', reason: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await collectedIn(family(2))).toEqual({});
  });

  it("leaves exactly one conflict when two devices handed the same family's items over, in device-time order", async () => {
    const f = family(3);
    const later = handOver(f, 20);
    const earlier = handOver(f, 10);
    // Phone B syncs first, but phone A handed over first: A's is applied, B's is the conflict.
    const [fromB] = await synced('phone-b', [later]);
    expect(fromB?.outcome).toBe('APPLIED');
    const [fromA] = await synced('phone-a', [earlier]);
    expect(fromA).toMatchObject({
      outcome: 'CONFLICT',
      reason: 'FULLY_USED',
      conflictId: expect.stringMatching(/^rcf--/),
    });
    expect(await collectedIn(f)).toEqual({ Oil: 1, Rice: quantity(f, 'Rice') });
    // Within one batch, device time decides: the 10:30 hand-over is applied, the 10:40 one is the conflict.
    const g = family(4);
    const results = await synced('phone-c', [handOver(g, 40), handOver(g, 30)]);
    expect(results.map((r) => r.outcome)).toEqual(['CONFLICT', 'APPLIED']);
    expect(await collectedIn(g)).toEqual({ Oil: 1, Rice: quantity(g, 'Rice') });

    const conflicts = await ok<PageJson<RedemptionConflictJson>>(
      world.creator,
      'GET',
      `/scanning/conflicts?distributionId=${foodId}`,
    );
    const mine = conflicts.items.find((c) => c.conflictId === fromA?.conflictId);
    expect(mine).toMatchObject({
      voucherId: f.entitlementId,
      amount: 0,
      reason: 'FULLY_USED',
      deviceId: 'phone-a',
      items: [
        { name: 'Rice', quantity: quantity(f, 'Rice') },
        { name: 'Oil', quantity: 1 },
      ],
    });
    // A retried sync finds its conflict again rather than making a second one; reconciliation counts both conflicts.
    const [retried] = await synced('phone-a', [earlier]);
    expect(retried).toMatchObject({ outcome: 'CONFLICT', conflictId: fromA?.conflictId });
    const r = await ok<{ figures: { conflicts: number } }>(
      world.creator,
      'GET',
      `/reconciliation/distributions/${foodId}`,
    );
    expect(r.figures.conflicts).toBe(2);
  });

  it('keeps more than is left of an item, or an item the family is not entitled to, as a conflict', async () => {
    const f = family(5);
    const rice = quantity(f, 'Rice');
    const results = await synced('phone-a', [
      handOver(f, 1, [{ name: 'Rice', quantity: 1 }]),
      handOver(f, 2, [{ name: 'Rice', quantity: rice }]),
      handOver(f, 3, [{ name: 'Flour', quantity: 1 }]),
      // A name given twice is what the device handed over in all: here exactly what is left of the rice.
      handOver(f, 4, [
        { name: 'Rice', quantity: rice - 2 },
        { name: 'Rice', quantity: 1 },
      ]),
    ]);
    expect(results.map((r) => [r.outcome, r.reason])).toEqual([
      ['APPLIED', undefined],
      ['CONFLICT', 'NOT_ENOUGH_VALUE'],
      ['CONFLICT', 'NOT_ENOUGH_VALUE'],
      ['APPLIED', undefined],
    ]);
    expect(await collectedIn(f)).toEqual({ Rice: rice });
  });

  it('forgives the floating-point dust of decimal quantities (1 l less 0.9 l leaves 0.1 l)', async () => {
    const f = family(8);
    const results = await synced('phone-a', [
      handOver(f, 1, [{ name: 'Oil', quantity: 0.9 }]),
      handOver(f, 2, [{ name: 'Oil', quantity: 0.1 }]),
      handOver(f, 3, [{ name: 'Oil', quantity: 0.001 }]),
    ]);
    expect(results.map((r) => [r.outcome, r.reason])).toEqual([
      ['APPLIED', undefined],
      ['APPLIED', undefined],
      ['CONFLICT', 'NOT_ENOUGH_VALUE'],
    ]);
    expect(await collectedIn(f)).toEqual({ Oil: 1 });
  });

  it('refuses a batch it cannot read, saying which field, and saves nothing', async () => {
    const bad = await sync('phone-a', [
      { ...handOver(family(6), 1), items: [] },
      { ...handOver(family(6), 2), deviceTime: 'yesterday' },
    ]);
    refused(bad, 422);
    const fields = (bad.body as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['collections.0.items', 'collections.1.deviceTime']));
    expect(await collectedIn(family(6))).toEqual({});
  });

  it('gives another organisation nothing', async () => {
    const target = family(7);
    const [theirs] = ((await sync('outsider-phone', [handOver(target, 1)], world.outsider)).body as SyncResultJson)
      .results;
    expect(theirs).toMatchObject({ outcome: 'REFUSED', reason: 'NOT_FOUND' });
    refused(await as(world.outsider, 'GET', `/scanning/distributions/${foodId}/offline`), 404);
    expect(await collectedIn(target)).toEqual({});
    const mine = await lookup(world.creator, { code: String(target.voucherCode) });
    expect((mine.body as ScannedVoucherJson).collectionStatus).toBe('NOT_COLLECTED');
  });
});
