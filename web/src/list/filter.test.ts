import { ACTIVITY_LOG_LIST } from '@aid/common/activity';
import { operatorArity } from '@aid/common/fields';
import { PROGRAM_LIST } from '@aid/common/programs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFilter,
  conditionOf,
  type FilterRow,
  narrowedBy,
  newRow,
  operatorsOf,
  parseFilter,
  rowsOf,
  withField,
} from './filter.js';

// Days are the user's days: the tests run east of UTC, at a fixed offset (+05:30, no daylight saving), so that a
// day taken in UTC would fail them.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  process.env.TZ = zone;
});

const row = (partial: Partial<FilterRow>): FilterRow => ({
  id: 1,
  field: 'PROGRAM_NAME',
  operator: 'CONTAINS',
  value: '',
  secondValue: '',
  ...partial,
});
const program = (partial: Partial<FilterRow>) => conditionOf(row(partial), PROGRAM_LIST);

describe('filter rows, generic over a field declaration', () => {
  it('offers only the operators of the field type', () => {
    expect(operatorsOf(PROGRAM_LIST.fields.PROGRAM_ID)).toEqual(['EQUAL', 'NOT_EQUAL', 'IN']);
    expect(operatorsOf(PROGRAM_LIST.fields.PROGRAM_STATUS)).not.toContain('GREATER');
    // Nullable fields add the null tests; timestamps are picked by day, so "equals an instant" is "on a day", and
    // "not on a day" (two conditions) is not offered.
    expect(operatorsOf(PROGRAM_LIST.fields.DESCRIPTION)).toContain('NOT_EXISTS');
    expect(operatorsOf(PROGRAM_LIST.fields.CREATED_AT)).toEqual([
      'EQUAL',
      'GREATER',
      'GREATER_OR_EQUAL',
      'LESS',
      'LESS_OR_EQUAL',
      'BETWEEN',
    ]);
  });

  it('starts a row on the first text field and keeps the operator only when the new field offers it', () => {
    const start = newRow(ACTIVITY_LOG_LIST);
    expect(start.field).toBe('SITE_PATH');
    const contains = { ...newRow(PROGRAM_LIST), operator: 'CONTAINS' as const, value: 'x' };
    expect(withField(contains, PROGRAM_LIST, 'DESCRIPTION')).toMatchObject({ operator: 'CONTAINS', value: '' });
    expect(withField(contains, PROGRAM_LIST, 'BUDGET').operator).toBe('EQUAL');
  });

  it('single-value operators send `value`; BETWEEN and IN send `values`; null tests send none', () => {
    expect(program({ operator: 'CONTAINS', value: ' water ' })).toEqual({
      field: 'PROGRAM_NAME',
      operator: 'CONTAINS',
      value: 'water',
    });
    expect(program({ field: 'END_DATE', operator: 'BETWEEN', value: '2026-01-01', secondValue: '2026-12-31' })).toEqual(
      { field: 'END_DATE', operator: 'BETWEEN', values: ['2026-01-01', '2026-12-31'] },
    );
    expect(program({ operator: 'BETWEEN', value: 'a' })).toBe('twoValuesRequired');
    expect(program({ field: 'CURRENCY', operator: 'IN', value: 'EUR, USD,,CHF ' })).toEqual({
      field: 'CURRENCY',
      operator: 'IN',
      values: ['EUR', 'USD', 'CHF'],
    });
    expect(program({ operator: 'IN', value: ' , ' })).toBe('valueRequired');
    for (const operator of ['EXISTS', 'NOT_EXISTS', 'IS_NULL'] as const) {
      expect(operatorArity(operator)).toBe('none');
      expect(program({ field: 'DESCRIPTION', operator, value: 'ignored' })).toEqual({ field: 'DESCRIPTION', operator });
    }
  });

  it('money is typed in major units and sent in minor units', () => {
    expect(program({ field: 'BUDGET', operator: 'GREATER', value: '1500.5' })).toMatchObject({ value: '150050' });
    expect(program({ field: 'BUDGET', operator: 'BETWEEN', value: '10', secondValue: '20' })).toMatchObject({
      values: ['1000', '2000'],
    });
    expect(program({ field: 'BUDGET', operator: 'EQUAL', value: 'ten' })).toBe('amountInvalid');
  });

  it('dates must be days; timestamps take in whole days of the user', () => {
    expect(program({ field: 'START_DATE', operator: 'EQUAL', value: '2026-02-30' })).toBe('dateInvalid');
    expect(program({ field: 'CREATED_AT', operator: 'LESS_OR_EQUAL', value: '2026-03-04' })).toMatchObject({
      value: '2026-03-04T18:29:59.999Z',
    });
    expect(program({ field: 'CREATED_AT', operator: 'GREATER_OR_EQUAL', value: '2026-03-04' })).toMatchObject({
      value: '2026-03-03T18:30:00.000Z',
    });
    expect(program({ field: 'CREATED_AT', operator: 'GREATER', value: '2026-03-04' })).toMatchObject({
      value: '2026-03-04T18:29:59.999Z',
    });
    expect(
      program({ field: 'UPDATED_AT', operator: 'BETWEEN', value: '2026-03-01', secondValue: '2026-03-31' }),
    ).toMatchObject({ values: ['2026-02-28T18:30:00.000Z', '2026-03-31T18:29:59.999Z'] });
    // "On" a day is the whole day.
    expect(program({ field: 'CREATED_AT', operator: 'EQUAL', value: '2026-03-04' })).toEqual({
      field: 'CREATED_AT',
      operator: 'BETWEEN',
      values: ['2026-03-03T18:30:00.000Z', '2026-03-04T18:29:59.999Z'],
    });
    expect(program({ field: 'CREATED_AT', operator: 'EQUAL', value: '4 March' })).toBe('dateInvalid');
  });

  it('joins the rows with the chosen connector, or reports the rows that need a value', () => {
    const rows = [
      row({ id: 1, operator: 'CONTAINS', value: 'food' }),
      row({ id: 2, field: 'PROGRAM_STATUS', operator: 'EQUAL', value: 'ACTIVE' }),
    ];
    expect(buildFilter(rows, 'OR', PROGRAM_LIST)).toEqual({
      filter: {
        connector: 'OR',
        conditions: [
          { field: 'PROGRAM_NAME', operator: 'CONTAINS', value: 'food' },
          { field: 'PROGRAM_STATUS', operator: 'EQUAL', value: 'ACTIVE' },
        ],
      },
      errors: {},
    });
    expect(buildFilter([row({ id: 7, value: '' })], 'AND', PROGRAM_LIST)).toEqual({
      filter: undefined,
      errors: { 7: 'valueRequired' },
    });
    expect(buildFilter([], 'AND', PROGRAM_LIST)).toEqual({ filter: undefined, errors: {} });
  });

  it('narrows the filter in force by one more condition', () => {
    const user = (value: string) => ({ field: 'USER_ID', operator: 'EQUAL' as const, value });
    const action = { field: 'ACTION', operator: 'EQUAL' as const, value: 'UPDATE' };
    expect(narrowedBy(undefined, user('usr--a'))).toEqual({ connector: 'AND', conditions: [user('usr--a')] });
    // Joined to an AND filter, replacing the same test on the same field.
    const narrowed = narrowedBy({ connector: 'AND', conditions: [action, user('usr--a')] }, user('usr--b'));
    expect(narrowed).toEqual({ connector: 'AND', conditions: [action, user('usr--b')] });
    // A lone condition joined by OR is the same as by AND; an OR of several cannot take one more.
    expect(narrowedBy({ connector: 'OR', conditions: [action] }, user('usr--a'))).toEqual({
      connector: 'AND',
      conditions: [action, user('usr--a')],
    });
    expect(narrowedBy({ connector: 'OR', conditions: [action, action] }, user('usr--a'))).toEqual({
      connector: 'AND',
      conditions: [user('usr--a')],
    });
  });

  it('gives back the rows of a filter read from the URL, as the user typed them', () => {
    const rows = [
      row({ id: 1, field: 'BUDGET', operator: 'BETWEEN', value: '10', secondValue: '20.5' }),
      row({ id: 2, field: 'CREATED_AT', operator: 'LESS', value: '2026-03-04' }),
      row({ id: 3, field: 'PROGRAM_TYPE', operator: 'IN', value: 'CASH,VOUCHER' }),
      row({ id: 4, field: 'UPDATED_AT', operator: 'EQUAL', value: '2026-03-05' }),
      row({ id: 5, field: 'UPDATED_AT', operator: 'LESS_OR_EQUAL', value: '2026-03-06' }),
    ];
    const built = buildFilter(rows, 'OR', PROGRAM_LIST).filter;
    const url = JSON.stringify(built);
    const parsed = parseFilter(url, PROGRAM_LIST);
    // What the URL holds is sent again unchanged.
    expect(parsed).toEqual(built);
    const again = rowsOf(parsed, PROGRAM_LIST).map(({ id: _id, ...rest }) => rest);
    expect(again).toEqual([
      { field: 'BUDGET', operator: 'BETWEEN', value: '10', secondValue: '20.50' },
      { field: 'CREATED_AT', operator: 'LESS', value: '2026-03-04', secondValue: '' },
      { field: 'PROGRAM_TYPE', operator: 'IN', value: 'CASH, VOUCHER', secondValue: '' },
      { field: 'UPDATED_AT', operator: 'EQUAL', value: '2026-03-05', secondValue: '' },
      { field: 'UPDATED_AT', operator: 'LESS_OR_EQUAL', value: '2026-03-06', secondValue: '' },
    ]);
  });

  it('keeps from a URL only what the builder can show, so the list is never filtered out of sight', () => {
    const url = (...conditions: unknown[]) => JSON.stringify({ connector: 'AND', conditions });
    expect(parseFilter('{"connector":"XOR","conditions":[]}', PROGRAM_LIST)).toBeUndefined();
    expect(parseFilter('not json', PROGRAM_LIST)).toBeUndefined();
    expect(parseFilter(url({ field: 'PROGRAM_NAME', operator: 'EQUAL', value: 3 }), PROGRAM_LIST)).toBeUndefined();
    // Unknown fields (also those every object inherits), operators the field does not offer, values it refuses.
    expect(
      parseFilter(
        url(
          { field: 'NOPE', operator: 'EQUAL', value: 'x' },
          { field: 'toString', operator: 'EQUAL', value: 'x' },
          { field: 'BUDGET', operator: 'CONTAINS', value: '1' },
          { field: 'BUDGET', operator: 'EQUAL', value: 'ten' },
          { field: 'PROGRAM_NAME', operator: 'BETWEEN', values: ['a'] },
          { field: 'CURRENCY', operator: 'EQUAL', value: 'EUR' },
        ),
        PROGRAM_LIST,
      ),
    ).toEqual({ connector: 'AND', conditions: [{ field: 'CURRENCY', operator: 'EQUAL', value: 'EUR' }] });
    expect(
      rowsOf(
        { connector: 'AND', conditions: [{ field: 'hasOwnProperty', operator: 'EQUAL', value: 'x' }] },
        PROGRAM_LIST,
      ),
    ).toEqual([]);
    // An instant typed into the URL is read as its day, and sent as the builder would send that day.
    expect(
      parseFilter(
        url({ field: 'CREATED_AT', operator: 'GREATER_OR_EQUAL', value: '2026-03-04T20:00:00Z' }),
        PROGRAM_LIST,
      ),
    ).toEqual({
      connector: 'AND',
      conditions: [{ field: 'CREATED_AT', operator: 'GREATER_OR_EQUAL', value: '2026-03-04T18:30:00.000Z' }],
    });
  });
});
