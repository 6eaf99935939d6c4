// The refusal messages the API sends and the web mirrors in its bundles: every reason has one, placeholders filled.
import { describe, expect, it } from 'vitest';
import { validate } from '../validation.js';
import { SCAN_REFUSALS, scanRefusalText } from './refusals.js';
import { scanLookupSchema, syncRedemptionsSchema } from './schema.js';

describe('scan refusals', () => {
  it('have a message each, with their placeholders filled in', () => {
    expect(SCAN_REFUSALS).toHaveLength(11);
    expect(scanRefusalText('EXPIRED', { date: '2027-03-31' })).toBe('This voucher expired on 2027-03-31.');
    expect(scanRefusalText('NOT_ENOUGH_VALUE', { remaining: '4.00 EUR' })).toBe(
      'Only 4.00 EUR is left on this voucher.',
    );
    for (const reason of SCAN_REFUSALS) expect(scanRefusalText(reason)).not.toMatch(/\{\{/);
  });

  it('take exactly one of qr and code, and offline redemptions with a zoned device time', () => {
    expect(validate(scanLookupSchema, { code: 'ABCD-EFGH-JKMN' }).ok).toBe(true);
    expect(validate(scanLookupSchema, {}).ok).toBe(false);
    expect(validate(scanLookupSchema, { qr: 'AV1', code: 'x' }).ok).toBe(false);
    const item = { voucherId: 'vou--01JD0000000000000000000000', amount: 1, idempotencyKey: 'k'.repeat(8) };
    expect(validate(syncRedemptionsSchema, { deviceId: 'p', redemptions: [item] }).ok).toBe(false);
    const timed = { ...item, deviceTime: '2027-01-01T10:00:00+02:00' };
    expect(validate(syncRedemptionsSchema, { deviceId: 'p', redemptions: [timed] }).ok).toBe(true);
  });
});
