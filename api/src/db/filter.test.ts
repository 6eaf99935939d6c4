// Unit tests of the generic filter builder: the SQL it writes and the parameters it binds.

import type { FieldSet } from '@aid/common/fields';
import { describe, expect, it } from 'vitest';
import { buildFilter, parseFilterParam, searchKey, type TextSearch } from './filter.js';
import { SqlParams } from './params.js';
import { QueryInputError } from './query-input.js';

const FIELDS = {
  NAME: { sql: 'name', type: 'text', nullable: true },
  TITLE: { sql: 'title', type: 'text', nullable: false, trigram: true },
  REF: { sql: 'ref', type: 'id', nullable: false },
  SIZE: { sql: 'size', type: 'number', nullable: true },
  DAY: { sql: 'day', type: 'date', nullable: true },
  AT: { sql: 'at', type: 'timestamp', nullable: true },
  KIND: { sql: 'kind', type: 'enum', nullable: false, values: ['A', 'B'] },
  DONE: { sql: 'done', type: 'boolean', nullable: false },
} as const satisfies FieldSet;

const TARGET = { fields: FIELDS, table: 'things', idColumn: 'thing_id' };

function build(filter: unknown) {
  const params = new SqlParams();
  params.add('acc--tenant');
  const sql = buildFilter(filter, TARGET, params);
  return { sql, values: params.values.slice(1) };
}

function errorOf(filter: unknown): QueryInputError {
  try {
    build(filter);
  } catch (error) {
    if (error instanceof QueryInputError) return error;
    throw error;
  }
  throw new Error('expected a QueryInputError');
}

describe('buildFilter', () => {
  it('is TRUE without conditions', () => {
    expect(build(undefined).sql).toBe('TRUE');
    expect(build(null).sql).toBe('TRUE');
    // An empty group matches everything, so it makes an OR true, as it should.
    expect(build({ connector: 'OR', groups: [{}] }).sql).toBe('(TRUE)');
  });

  it('binds every value as a parameter, numbered after the caller’s', () => {
    const { sql, values } = build({
      conditions: [
        { field: 'NAME', operator: 'EQUAL', value: "x' OR 1=1 --" },
        { field: 'SIZE', operator: 'BETWEEN', values: ['1', '2.5'] },
      ],
    });
    expect(sql).toBe('(lower(name) = lower($2) AND size BETWEEN $3::numeric AND $4::numeric)');
    expect(values).toEqual(["x' OR 1=1 --", '1', '2.5']);
  });

  it('escapes LIKE wildcards so they match literally', () => {
    const { sql, values } = build({ conditions: [{ field: 'NAME', operator: 'CONTAINS', value: '50%_off\\' }] });
    expect(sql).toBe('(name ILIKE $2)');
    expect(values).toEqual(['%50\\%\\_off\\\\%']);
  });

  it('lets fields without a value match NOT_CONTAINS and NOT_EQUAL', () => {
    expect(build({ conditions: [{ field: 'NAME', operator: 'NOT_CONTAINS', value: 'a' }] }).sql).toBe(
      '((name IS NULL OR name NOT ILIKE $2))',
    );
    expect(build({ conditions: [{ field: 'SIZE', operator: 'NOT_EQUAL', value: '3' }] }).sql).toBe(
      '((size IS NULL OR size <> $2::numeric))',
    );
  });

  it('treats empty text as no value for EXISTS and NOT_EXISTS, but not for IS_NULL', () => {
    const sql = (field: string, operator: string) => build({ conditions: [{ field, operator }] }).sql;
    expect(sql('NAME', 'EXISTS')).toBe("((name IS NOT NULL AND name <> ''))");
    expect(sql('NAME', 'NOT_EXISTS')).toBe("((name IS NULL OR name = ''))");
    expect(sql('NAME', 'IS_NULL')).toBe('(name IS NULL)');
    expect(sql('DAY', 'EXISTS')).toBe('(day IS NOT NULL)');
  });

  it('reads a timestamp without a zone as UTC', () => {
    const { values } = build({ conditions: [{ field: 'AT', operator: 'GREATER', value: '2026-01-02T03:04' }] });
    expect(values).toEqual(['2026-01-02T03:04:00.000Z']);
  });

  it('nests groups with their connectors', () => {
    const { sql } = build({
      connector: 'OR',
      conditions: [{ field: 'KIND', operator: 'IN', values: ['A', 'B'] }],
      groups: [
        {
          conditions: [
            { field: 'DAY', operator: 'LESS', value: '2026-01-01' },
            { field: 'AT', operator: 'IS_NULL' },
          ],
        },
      ],
    });
    expect(sql).toBe('(kind = ANY($2::text[]) OR (day < $3::date AND at IS NULL))');
  });

  it('says where and why a filter is wrong', () => {
    expect(errorOf({ conditions: [{ field: 'SIZE', operator: 'GREATER', value: '1e3' }] }).message).toBe(
      'filter.conditions[0].value: "1e3" is not a number for SIZE',
    );
    expect(
      errorOf({ groups: [{ conditions: [{ field: 'DAY', operator: 'EQUAL', value: '2026-02-29' }] }] }).message,
    ).toBe('filter.groups[0].conditions[0].value: "2026-02-29" is not a date (YYYY-MM-DD) for DAY');
    expect(errorOf({ conditions: [{ field: 'KIND', operator: 'EQUAL', value: 'C' }] }).field).toBe(
      'filter.conditions[0].value',
    );
    expect(errorOf({ conditions: [{ field: 'NAME', operator: 'EQUAL', value: 5 }] }).reason).toBe(
      'must be a string, got 5',
    );
    expect(errorOf({ conditions: [{ field: 'constructor', operator: 'EQUAL', value: 'x' }] }).field).toBe(
      'filter.conditions[0].field',
    );
  });

  it('answers CONTAINS on a trigram field from the tenant-bound search function, by identifiers only', () => {
    const { sql, values } = build({ conditions: [{ field: 'TITLE', operator: 'CONTAINS', value: 'wat' }] });
    expect(sql).toBe(
      '(thing_id IN (SELECT found FROM app_text_search($2::regclass, $3, $4, $5, $6::integer) AS found))',
    );
    expect(values).toEqual(['things', 'thing_id', 'title', '%wat%', null]);
  });

  it('matches what a search found beforehand: by id when few, by ILIKE when many', () => {
    const searches: TextSearch[] = [];
    const filter = { conditions: [{ field: 'TITLE', operator: 'CONTAINS', value: 'wat' }] };
    buildFilter(filter, { ...TARGET, searches }, new SqlParams());
    expect(searches).toEqual([{ column: 'title', pattern: '%wat%' }]);
    const [search] = searches;
    if (!search) throw new Error('no search collected');
    const few = new SqlParams();
    expect(buildFilter(filter, { ...TARGET, found: new Map([[searchKey(search), ['t--1', 't--2']]]) }, few)).toBe(
      '(thing_id = ANY($1::text[]))',
    );
    expect(few.values).toEqual([['t--1', 't--2']]);
    const many = new SqlParams();
    expect(buildFilter(filter, { ...TARGET, found: new Map([[searchKey(search), 'many' as const]]) }, many)).toBe(
      '(title ILIKE $1)',
    );
  });

  it('compares ids exactly and booleans as booleans', () => {
    expect(build({ conditions: [{ field: 'REF', operator: 'EQUAL', value: 'prg--A' }] }).sql).toBe('(ref = $2)');
    expect(build({ conditions: [{ field: 'DONE', operator: 'EQUAL', value: 'true' }] }).sql).toBe(
      '(done = $2::boolean)',
    );
    expect(errorOf({ conditions: [{ field: 'REF', operator: 'IN', values: ['ok', 'bad id'] }] }).message).toBe(
      'filter.conditions[0].values[1]: "bad id" may contain only letters, digits, "-" and "_"',
    );
    expect(errorOf({ conditions: [{ field: 'DONE', operator: 'EQUAL', value: 'yes' }] }).fieldError.code).toBe(
      'WRONG_TYPE',
    );
  });

  it('offers each field only the operators of its type, naming the ones that apply', () => {
    const error = errorOf({ conditions: [{ field: 'REF', operator: 'CONTAINS', value: 'x' }] });
    expect(error.message).toBe(
      'filter.conditions[0].operator: CONTAINS does not apply to REF (id); use EQUAL, NOT_EQUAL, IN',
    );
    // Fields that are never empty do not offer the three null tests.
    expect(errorOf({ conditions: [{ field: 'KIND', operator: 'IS_NULL' }] }).field).toBe(
      'filter.conditions[0].operator',
    );
    expect(build({ conditions: [{ field: 'NAME', operator: 'IS_NULL' }] }).sql).toBe('(name IS NULL)');
  });

  it('refuses control characters in values, which PostgreSQL cannot store', () => {
    const error = errorOf({ conditions: [{ field: 'NAME', operator: 'EQUAL', value: 'a\u0000b' }] });
    expect(error.fieldError).toMatchObject({ field: 'filter.conditions[0].value', code: 'INVALID_CHARACTERS' });
  });

  it('parses the query parameter', () => {
    expect(parseFilterParam('{"connector":"AND"}')).toEqual({ connector: 'AND' });
    expect(() => parseFilterParam('{')).toThrow('filter: is not valid JSON');
  });
});
