import { describe, expect, it } from 'vitest';
import { DateScalar, DateTimeScalar, MinorUnitsScalar } from './scalars.js';

describe('scalars', () => {
  it('DateTime takes ISO 8601 with a time zone and answers UTC', () => {
    expect(DateTimeScalar.parseValue('2026-11-21T09:00:00+01:00')).toBe('2026-11-21T08:00:00.000Z');
    expect(DateTimeScalar.serialize('2026-11-21T08:00:00.123456Z')).toBe('2026-11-21T08:00:00.123Z');
    for (const bad of ['2026-11-21', '2026-11-21T08:00:00', '2026-02-30T08:00:00Z', 'yesterday', 1_700_000_000]) {
      expect(() => DateTimeScalar.parseValue(bad)).toThrow(/DateTime/);
    }
  });

  it('Date takes existing calendar dates only', () => {
    expect(DateScalar.parseValue('2028-02-29')).toBe('2028-02-29');
    expect(DateScalar.serialize('2026-11-21T00:00:00.000Z')).toBe('2026-11-21');
    for (const bad of ['2026-02-29', '2026-13-01', '21/11/2026', '2026-11-21T00:00:00Z', 20261121]) {
      expect(() => DateScalar.parseValue(bad)).toThrow(/Date/);
    }
  });

  it('MinorUnits takes safe integers only', () => {
    expect(MinorUnitsScalar.parseValue(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(MinorUnitsScalar.parseValue(-250)).toBe(-250);
    expect(MinorUnitsScalar.serialize('12345')).toBe(12345);
    for (const bad of [1.5, Number.MAX_SAFE_INTEGER + 1, '100', Number.NaN, null]) {
      expect(() => MinorUnitsScalar.parseValue(bad)).toThrow(/MinorUnits/);
    }
    expect(() => MinorUnitsScalar.parseLiteral({ kind: 'IntValue', value: '9007199254740993' } as never)).toThrow();
    expect(MinorUnitsScalar.parseLiteral({ kind: 'IntValue', value: '10000000000' } as never)).toBe(10_000_000_000);
  });
});
