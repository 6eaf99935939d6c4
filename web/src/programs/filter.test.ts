import { describe, expect, it } from 'vitest';
import { buildProgramFilter, conditionOf, type FilterRow, operatorKind } from './filter.js';

const row = (partial: Partial<FilterRow>): FilterRow => ({
  id: 1,
  field: 'PROGRAM_NAME',
  operator: 'CONTAINS',
  value: '',
  secondValue: '',
  ...partial,
});

describe('program filter input', () => {
  it('classifies every operator by how many values it takes', () => {
    expect(operatorKind('BETWEEN')).toBe('range');
    expect(operatorKind('IN')).toBe('list');
    for (const op of ['EXISTS', 'NOT_EXISTS', 'IS_NULL'] as const) expect(operatorKind(op)).toBe('none');
    for (const op of [
      'CONTAINS',
      'NOT_CONTAINS',
      'EQUAL',
      'NOT_EQUAL',
      'GREATER',
      'GREATER_OR_EQUAL',
      'LESS',
      'LESS_OR_EQUAL',
    ] as const)
      expect(operatorKind(op)).toBe('single');
  });

  it('single-value operators send `value`', () => {
    expect(conditionOf(row({ operator: 'CONTAINS', value: ' water ' }))).toEqual({
      field: 'PROGRAM_NAME',
      operator: 'CONTAINS',
      value: 'water',
    });
    expect(conditionOf(row({ field: 'START_DATE', operator: 'GREATER_OR_EQUAL', value: '2026-01-01' }))).toEqual({
      field: 'START_DATE',
      operator: 'GREATER_OR_EQUAL',
      value: '2026-01-01',
    });
  });

  it('BETWEEN sends both bounds as `values`', () => {
    expect(
      conditionOf(row({ field: 'END_DATE', operator: 'BETWEEN', value: '2026-01-01', secondValue: '2026-12-31' })),
    ).toEqual({ field: 'END_DATE', operator: 'BETWEEN', values: ['2026-01-01', '2026-12-31'] });
    expect(conditionOf(row({ operator: 'BETWEEN', value: 'a' }))).toBe('twoValuesRequired');
  });

  it('IN splits the comma-separated text into `values`', () => {
    expect(conditionOf(row({ field: 'CURRENCY', operator: 'IN', value: 'EUR, USD,,CHF ' }))).toEqual({
      field: 'CURRENCY',
      operator: 'IN',
      values: ['EUR', 'USD', 'CHF'],
    });
    expect(conditionOf(row({ operator: 'IN', value: ' , ' }))).toBe('valueRequired');
  });

  it('EXISTS, NOT_EXISTS and IS_NULL send no value even if one was typed', () => {
    for (const operator of ['EXISTS', 'NOT_EXISTS', 'IS_NULL'] as const) {
      expect(conditionOf(row({ field: 'DESCRIPTION', operator, value: 'ignored' }))).toEqual({
        field: 'DESCRIPTION',
        operator,
      });
    }
  });

  it('budget values are typed in major units and sent in minor units', () => {
    expect(conditionOf(row({ field: 'BUDGET', operator: 'GREATER', value: '1500.5' }))).toEqual({
      field: 'BUDGET',
      operator: 'GREATER',
      value: '150050',
    });
    expect(conditionOf(row({ field: 'BUDGET', operator: 'BETWEEN', value: '10', secondValue: '20' }))).toEqual({
      field: 'BUDGET',
      operator: 'BETWEEN',
      values: ['1000', '2000'],
    });
    expect(conditionOf(row({ field: 'BUDGET', operator: 'EQUAL', value: 'ten' }))).toBe('amountInvalid');
  });

  it('joins the rows with the chosen connector, or reports the rows that need a value', () => {
    const rows = [
      row({ id: 1, operator: 'CONTAINS', value: 'food' }),
      row({ id: 2, field: 'PROGRAM_STATUS', operator: 'EQUAL', value: 'ACTIVE' }),
    ];
    expect(buildProgramFilter(rows, 'OR')).toEqual({
      filter: {
        connector: 'OR',
        conditions: [
          { field: 'PROGRAM_NAME', operator: 'CONTAINS', value: 'food' },
          { field: 'PROGRAM_STATUS', operator: 'EQUAL', value: 'ACTIVE' },
        ],
      },
      errors: {},
    });
    expect(buildProgramFilter([row({ id: 7, value: '' })], 'AND')).toEqual({
      filter: undefined,
      errors: { 7: 'valueRequired' },
    });
    expect(buildProgramFilter([], 'AND')).toEqual({ filter: undefined, errors: {} });
  });
});
