import { describe, expect, it } from 'vitest';
import { ACTIVITY_LOG_LIST } from './activity/fields.js';
import { ENTITLEMENT_LIST } from './distributions/fields.js';
import { FILTER_OPERATORS } from './enums.js';
import {
  defineList,
  OPERATORS_BY_TYPE,
  operatorArity,
  operatorsFor,
  textSorts,
  timestampFields,
  timestampSorts,
} from './fields.js';
import { JOB_LIST } from './jobs/fields.js';
import { PROGRAM_LIST } from './programs/fields.js';

describe('field declarations', () => {
  it('give each type operators of spec §3 only, and text every one of them', () => {
    for (const operators of Object.values(OPERATORS_BY_TYPE)) {
      for (const op of operators) expect(FILTER_OPERATORS).toContain(op);
    }
    expect(new Set(OPERATORS_BY_TYPE.text)).toEqual(new Set(FILTER_OPERATORS));
  });

  it('offer the null tests only on fields that can be empty', () => {
    expect(operatorsFor({ type: 'date', nullable: true })).toContain('IS_NULL');
    expect(operatorsFor({ type: 'date', nullable: false })).not.toContain('IS_NULL');
    expect(operatorsFor({ type: 'id', nullable: false })).toEqual(['EQUAL', 'NOT_EQUAL', 'IN']);
    expect(operatorsFor({ type: 'money', nullable: false })).not.toContain('CONTAINS');
  });

  it('know how many values each operator takes', () => {
    expect(FILTER_OPERATORS.map((op) => [op, operatorArity(op)])).toEqual([
      ['CONTAINS', 'single'],
      ['NOT_CONTAINS', 'single'],
      ['EQUAL', 'single'],
      ['EXISTS', 'none'],
      ['NOT_EXISTS', 'none'],
      ['GREATER', 'single'],
      ['GREATER_OR_EQUAL', 'single'],
      ['LESS', 'single'],
      ['LESS_OR_EQUAL', 'single'],
      ['NOT_EQUAL', 'single'],
      ['IS_NULL', 'none'],
      ['BETWEEN', 'range'],
      ['IN', 'list'],
    ]);
  });

  it('refuse a list whose default sort it does not offer, or an enum without values', () => {
    expect(() => defineList({ fields: {}, sorts: {}, defaultSort: 'NAME' })).toThrow(/defaultSort NAME/);
    expect(() =>
      defineList({
        fields: { KIND: { type: 'enum', sql: 'kind', nullable: false } },
        sorts: { NAME: { sql: 'name', type: 'text', direction: 'ASC' } },
        defaultSort: 'NAME',
      }),
    ).toThrow(/KIND declares no values/);
  });

  it('declare trigram search only on plain columns, which the search function can name', () => {
    for (const list of [PROGRAM_LIST, ACTIVITY_LOG_LIST, JOB_LIST]) {
      for (const [name, field] of Object.entries(list.fields)) {
        if (field.trigram) expect(field.sql, name).toMatch(/^[a-z_]+$/);
      }
    }
  });

  it('declare timestamp fields and sorts as the lists wrote them by hand, in the same key order', () => {
    expect(timestampFields('created_at', 'updated_at')).toEqual({
      CREATED_AT: { type: 'timestamp', sql: 'created_at', nullable: false },
      UPDATED_AT: { type: 'timestamp', sql: 'updated_at', nullable: false },
    });
    expect(timestampFields({ created_at: 'server_time' })).toEqual({
      CREATED_AT: { type: 'timestamp', sql: 'server_time', nullable: false },
    });
    const sorts = timestampSorts('created_at', 'updated_at');
    expect(Object.keys(sorts)).toEqual([
      'CREATED_AT_NEWEST',
      'CREATED_AT_OLDEST',
      'UPDATED_AT_NEWEST',
      'UPDATED_AT_OLDEST',
    ]);
    expect(sorts.CREATED_AT_NEWEST).toEqual({ sql: 'created_at', type: 'timestamp', direction: 'DESC' });
    expect(sorts.UPDATED_AT_OLDEST).toEqual({ sql: 'updated_at', type: 'timestamp', direction: 'ASC' });
    expect(timestampSorts({ created_at: 'server_time' }).CREATED_AT_OLDEST).toEqual({
      sql: 'server_time',
      type: 'timestamp',
      direction: 'ASC',
    });
    // The entitlements page lists its default (OLDEST) first: the OpenAPI enum and the refusal keep that order.
    expect(Object.keys(ENTITLEMENT_LIST.sorts)).toEqual(['CREATED_AT_OLDEST', 'CREATED_AT_NEWEST']);
  });
});

describe('textSorts', () => {
  it('sorts text A to Z under COLLATE "C", in the order given', () => {
    const sorts = textSorts({ NAME: 'lower(program_name)', STATUS: 'program_status' });
    expect(Object.keys(sorts)).toEqual(['NAME', 'STATUS']);
    expect(sorts.NAME).toEqual({ sql: 'lower(program_name) COLLATE "C"', type: 'text', direction: 'ASC' });
  });
});
