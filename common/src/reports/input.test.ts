import { describe, expect, it } from 'vitest';
import { validate } from '../validation.js';
import { beneficiaryListReportInputSchema, distributionSummaryInputSchema } from './input.js';
import { zeroCounts } from './json.js';

describe('report inputs', () => {
  it('take nothing as "all in reach" and fill the interval', () => {
    expect(validate(beneficiaryListReportInputSchema, {})).toEqual({ ok: true, value: { interval: 'MONTH' } });
    expect(validate(distributionSummaryInputSchema, {})).toEqual({ ok: true, value: {} });
  });

  it('normalise nationalities and keep a list-engine filter as sent', () => {
    const filter = { connector: 'AND', conditions: [{ field: 'GENDER', operator: 'EQUAL', value: 'F' }] };
    const result = validate(beneficiaryListReportInputSchema, { nationalities: [' ke'], filter, interval: 'WEEK' });
    expect(result).toEqual({ ok: true, value: { nationalities: ['KE'], filter, interval: 'WEEK' } });
  });

  it('refuse with field paths: unknown values, a period that ends before it starts, a filter on no field', () => {
    const refusals = (schema: Parameters<typeof validate>[0], input: unknown) => {
      const result = validate(schema, input);
      return result.ok ? [] : result.fieldErrors.map((e) => `${e.field} ${e.code}`);
    };
    expect(refusals(beneficiaryListReportInputSchema, { ageBands: ['AGE_99'], nationalities: ['XX'] })).toEqual([
      'nationalities.0 NOT_ONE_OF',
      'ageBands.0 NOT_ONE_OF',
    ]);
    expect(refusals(beneficiaryListReportInputSchema, { createdFrom: '2026-03-01', createdTo: '2026-02-01' })).toEqual([
      'createdTo DATE_BEFORE',
    ]);
    expect(
      refusals(beneficiaryListReportInputSchema, {
        filter: { groups: [{ conditions: [{ field: 'PASSWORD', operator: 'EQUAL', value: 'x' }] }] },
      }),
    ).toEqual(['filter.groups.0.conditions.0.field NOT_ONE_OF']);
    expect(refusals(distributionSummaryInputSchema, { types: ['GOLD'], from: '2026-02-30', listIds: [] })).toEqual([
      'types.0 NOT_ONE_OF',
      'from INVALID_DATE',
      'listIds UNKNOWN_FIELD',
    ]);
  });
});

describe('zeroCounts', () => {
  it('gives every value, 0 when not counted, and ignores values outside the list', () => {
    expect(
      zeroCounts(['A', 'B', 'C'] as const, [
        ['B', 2],
        ['Z', 9],
      ]),
    ).toEqual({ A: 0, B: 2, C: 0 });
  });
});
