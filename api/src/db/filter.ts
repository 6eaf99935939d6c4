// Structured list filters ({ connector, conditions, groups }, the GraphQL `…Filter` inputs) → a SQL condition.
// Generic over a domain's field declaration (common/); values are always bound parameters, never SQL text.
import { isCalendarDate, parseTimestamp } from '@aid/common/dates';
import { FILTER_OPERATORS, type FilterOperator, LOGICAL_CONNECTORS, type LogicalConnector } from '@aid/common/enums';
import { type FieldDeclaration, type FieldSet, operatorArity, operatorsFor } from '@aid/common/fields';
import { idProblem } from '@aid/common/ids';
import { LIMITS } from '@aid/common/limits';
import { hasControlCharacters } from '@aid/common/validation';
import type { Queryable } from './db.js';
import { SqlParams } from './params.js';
import { QueryInputError } from './query-input.js';

export type FilterCondition = {
  field: string;
  operator: FilterOperator;
  value?: string | null;
  values?: readonly string[] | null;
};

export type FilterGroup = {
  connector?: LogicalConnector | null;
  conditions?: readonly FilterCondition[] | null;
  groups?: readonly FilterGroup[] | null;
};

/** A text search the trigram index answers: the column and the ILIKE pattern. */
export type TextSearch = { column: string; pattern: string };
export const searchKey = (search: TextSearch) => `${search.column}\u0000${search.pattern}`;

/** What a search found, looked up before the filter is built (see resolveSearches): the ids, or too many to list. */
export type FoundIds = readonly string[] | 'many';

/**
 * Where the filtered rows live: trigram searches return ids of `table` to match against `idColumn`. `searches`
 * collects the searches a filter needs; `found` holds what they found, when looked up beforehand.
 */
export type FilterTarget = {
  fields: FieldSet;
  table: string;
  idColumn: string;
  searches?: TextSearch[];
  found?: ReadonlyMap<string, FoundIds>;
};

export const FILTER_LIMITS = LIMITS.filter;

const COMPARISON_SQL: Partial<Record<FilterOperator, string>> = {
  GREATER: '>',
  GREATER_OR_EQUAL: '>=',
  LESS: '<',
  LESS_OR_EQUAL: '<=',
};

const SQL_CAST: Record<'number' | 'money' | 'date' | 'timestamp' | 'boolean', string> = {
  number: 'numeric',
  money: 'numeric',
  date: 'date',
  timestamp: 'timestamptz',
  boolean: 'boolean',
};

/** Parses the `filter` query parameter (URL-decoded JSON). */
export function parseFilterParam(raw: string, path = 'filter'): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new QueryInputError(path, 'INVALID_VALUE', 'is not valid JSON');
  }
}

/**
 * Validates `input` (untrusted JSON) against the target's fields and returns a SQL condition whose values are
 * bound in `params`. An absent or empty filter is `TRUE`. Errors name the exact place, e.g.
 * `filter.conditions[2].value: "abc" is not a number for BUDGET`.
 */
export function buildFilter(input: unknown, target: FilterTarget, params: SqlParams, path = 'filter'): string {
  if (input === undefined || input === null) return 'TRUE';
  return group(input, target, params, path, 1, { conditions: 0 });
}

function group(
  input: unknown,
  target: FilterTarget,
  params: SqlParams,
  path: string,
  depth: number,
  counter: { conditions: number },
): string {
  if (depth > FILTER_LIMITS.maxDepth) {
    throw new QueryInputError(path, 'INVALID_VALUE', `groups nest at most ${FILTER_LIMITS.maxDepth} levels deep`);
  }
  const obj = asObject(input, path, ['connector', 'conditions', 'groups']);
  const connector = obj.connector ?? 'AND';
  if (typeof connector !== 'string' || !(LOGICAL_CONNECTORS as readonly string[]).includes(connector)) {
    throw new QueryInputError(`${path}.connector`, 'NOT_ONE_OF', `${show(connector)} is not one of AND, OR`, {
      values: LOGICAL_CONNECTORS.join(', '),
    });
  }
  const parts: string[] = [];
  asArray(obj.conditions, `${path}.conditions`).forEach((c, i) => {
    counter.conditions += 1;
    if (counter.conditions > FILTER_LIMITS.maxConditions) {
      throw new QueryInputError(
        `${path}.conditions[${i}]`,
        'TOO_MANY',
        `a filter has at most ${FILTER_LIMITS.maxConditions} conditions`,
        { max: FILTER_LIMITS.maxConditions },
      );
    }
    parts.push(condition(c, target, params, `${path}.conditions[${i}]`));
  });
  asArray(obj.groups, `${path}.groups`).forEach((g, i) => {
    parts.push(group(g, target, params, `${path}.groups[${i}]`, depth + 1, counter));
  });
  // An empty group constrains nothing, whatever its connector.
  if (parts.length === 0) return 'TRUE';
  return `(${parts.join(` ${connector} `)})`;
}

function condition(input: unknown, target: FilterTarget, params: SqlParams, path: string): string {
  const obj = asObject(input, path, ['field', 'operator', 'value', 'values']);
  const name = obj.field;
  const field = typeof name === 'string' && Object.hasOwn(target.fields, name) ? target.fields[name] : undefined;
  if (typeof name !== 'string' || !field) {
    const names = Object.keys(target.fields).join(', ');
    throw new QueryInputError(`${path}.field`, 'NOT_ONE_OF', `${show(name)} is not one of ${names}`, { values: names });
  }
  const operator = obj.operator;
  if (typeof operator !== 'string' || !(FILTER_OPERATORS as readonly string[]).includes(operator)) {
    throw new QueryInputError(
      `${path}.operator`,
      'NOT_ONE_OF',
      `${show(operator)} is not one of ${FILTER_OPERATORS.join(', ')}`,
      { values: FILTER_OPERATORS.join(', ') },
    );
  }
  const op = operator as FilterOperator;
  const allowed = operatorsFor(field);
  if (!allowed.includes(op)) {
    throw new QueryInputError(
      `${path}.operator`,
      'NOT_ONE_OF',
      `${op} does not apply to ${name} (${field.type}); use ${allowed.join(', ')}`,
      { values: allowed.join(', ') },
    );
  }
  const col = field.sql;
  if (field.array) return arrayCondition(obj, op, field, name, params, path);
  const textual = field.type === 'text' || field.type === 'enum';
  switch (operatorArity(op)) {
    case 'none':
      if (op === 'IS_NULL') return `${col} IS NULL`;
      if (op === 'EXISTS') return textual ? `(${col} IS NOT NULL AND ${col} <> '')` : `${col} IS NOT NULL`;
      return textual ? `(${col} IS NULL OR ${col} = '')` : `${col} IS NULL`;
    case 'range':
    case 'list':
      return manyValues(obj.values, op, field, name, params, path);
    case 'single':
      break;
  }
  const value = parseValue(obj.value, field, name, op, `${path}.value`);
  switch (op) {
    case 'CONTAINS':
      if (field.trigram) {
        // Answered from the trigram index; see app_text_search in migrations/0002_platform.sql.
        const search = { column: col, pattern: `%${escapeLike(value)}%` };
        target.searches?.push(search);
        const found = target.found?.get(searchKey(search));
        // A few thousand ids are matched through the primary key. A broad search (more ids than that) is answered
        // faster by ILIKE itself: the page query reads rows in page order and stops when the page is full.
        if (found && found !== 'many') return `${target.idColumn} = ANY(${params.add(found)}::text[])`;
        if (found === 'many') return `${col} ILIKE ${params.add(search.pattern)}`;
        return `${target.idColumn} IN (SELECT found FROM ${searchCall(target, search, params)} AS found)`;
      }
      return `${col} ILIKE ${params.add(`%${escapeLike(value)}%`)}`;
    case 'NOT_CONTAINS':
      return `(${col} IS NULL OR ${col} NOT ILIKE ${params.add(`%${escapeLike(value)}%`)})`;
    case 'EQUAL':
      return `${compared(col, field, false)} = ${bind(value, field, params)}`;
    case 'NOT_EQUAL':
      return `(${col} IS NULL OR ${compared(col, field, false)} <> ${bind(value, field, params)})`;
    default:
      return `${compared(col, field)} ${COMPARISON_SQL[op]} ${bind(value, field, params)}`;
  }
}

/** An id array (FieldDeclaration.array): EQUAL and IN match any element, NOT_EQUAL none (see common/fields.ts). */
function arrayCondition(
  obj: Record<string, unknown>,
  op: FilterOperator,
  field: FieldDeclaration,
  name: string,
  params: SqlParams,
  path: string,
): string {
  if (op === 'IN') {
    if (!Array.isArray(obj.values) || obj.values.length < 1 || obj.values.length > FILTER_LIMITS.maxValues) {
      throw new QueryInputError(`${path}.values`, 'TOO_MANY', `IN needs 1 to ${FILTER_LIMITS.maxValues} values`, {
        max: FILTER_LIMITS.maxValues,
      });
    }
    const parsed = obj.values.map((v, i) => parseValue(v, field, name, op, `${path}.values[${i}]`));
    return `${field.sql} && ${params.add(parsed)}::text[]`;
  }
  const value = params.add(parseValue(obj.value, field, name, op, `${path}.value`));
  return op === 'NOT_EQUAL' ? `NOT (${value} = ANY(${field.sql}))` : `${value} = ANY(${field.sql})`;
}

function manyValues(
  values: unknown,
  op: FilterOperator,
  field: FieldDeclaration,
  name: string,
  params: SqlParams,
  path: string,
): string {
  if (!Array.isArray(values)) {
    throw new QueryInputError(`${path}.values`, 'REQUIRED', `is required for ${op} (a list of strings)`);
  }
  if (op === 'BETWEEN' && values.length !== 2) {
    throw new QueryInputError(
      `${path}.values`,
      'INVALID_VALUE',
      `BETWEEN needs exactly 2 values, got ${values.length}`,
    );
  }
  if (op === 'IN' && (values.length < 1 || values.length > FILTER_LIMITS.maxValues)) {
    throw new QueryInputError(
      `${path}.values`,
      'TOO_MANY',
      `IN needs 1 to ${FILTER_LIMITS.maxValues} values, got ${values.length}`,
      { max: FILTER_LIMITS.maxValues },
    );
  }
  const parsed = values.map((v, i) => parseValue(v, field, name, op, `${path}.values[${i}]`));
  const col = field.sql;
  if (op === 'BETWEEN') {
    const [low, high] = parsed.map((v) => bind(v, field, params));
    return `${compared(col, field)} BETWEEN ${low} AND ${high}`;
  }
  if (field.type === 'text') {
    return `lower(${col}) IN (SELECT lower(v) FROM unnest(${params.add(parsed)}::text[]) AS v)`;
  }
  const cast = field.type === 'enum' || field.type === 'id' ? 'text' : SQL_CAST[field.type];
  return `${col} = ANY(${params.add(parsed)}::${cast}[])`;
}

/** The column as compared: text ignores case and orders by code point so results match on every server. */
function compared(col: string, field: FieldDeclaration, ordering = true): string {
  if (field.type !== 'text') return col;
  return ordering ? `lower(${col}) COLLATE "C"` : `lower(${col})`;
}

function bind(value: string, field: FieldDeclaration, params: SqlParams): string {
  switch (field.type) {
    case 'text':
      return `lower(${params.add(value)})`;
    case 'enum':
    case 'id':
      return params.add(value);
    default:
      return `${params.add(value)}::${SQL_CAST[field.type]}`;
  }
}

function parseValue(raw: unknown, field: FieldDeclaration, name: string, op: FilterOperator, path: string): string {
  if (raw === undefined || raw === null) throw new QueryInputError(path, 'REQUIRED', `is required for ${op}`);
  if (typeof raw !== 'string') {
    throw new QueryInputError(path, 'WRONG_TYPE', `must be a string, got ${show(raw)}`, { expected: 'a string' });
  }
  if (raw.length > FILTER_LIMITS.maxValueLength) {
    throw new QueryInputError(path, 'TOO_LONG', `is longer than ${FILTER_LIMITS.maxValueLength} characters`, {
      max: FILTER_LIMITS.maxValueLength,
    });
  }
  if (hasControlCharacters(raw)) throw new QueryInputError(path, 'INVALID_CHARACTERS');
  // CONTAINS on an enum field searches its text, so any fragment is fine there.
  if (op === 'CONTAINS' || op === 'NOT_CONTAINS') return raw;
  switch (field.type) {
    case 'text':
      return raw;
    case 'id': {
      const problem = idProblem(raw);
      if (problem) throw new QueryInputError(path, 'INVALID_ID', `${show(raw)} ${problem}`);
      return raw;
    }
    case 'enum':
      if (!field.values?.includes(raw)) {
        const values = field.values?.join(', ') ?? '';
        throw new QueryInputError(path, 'NOT_ONE_OF', `${show(raw)} is not one of ${values} for ${name}`, { values });
      }
      return raw;
    case 'number':
    case 'money':
      if (!/^-?\d{1,30}(\.\d{1,30})?$/.test(raw)) {
        throw new QueryInputError(path, 'WRONG_TYPE', `${show(raw)} is not a number for ${name}`, {
          expected: 'a number',
        });
      }
      return raw;
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') {
        throw new QueryInputError(path, 'WRONG_TYPE', `${show(raw)} is not true or false for ${name}`, {
          expected: 'true or false',
        });
      }
      return raw;
    case 'date':
      if (!isCalendarDate(raw)) {
        throw new QueryInputError(path, 'INVALID_DATE', `${show(raw)} is not a date (YYYY-MM-DD) for ${name}`);
      }
      return raw;
    case 'timestamp': {
      const iso = parseTimestamp(raw);
      if (!iso) {
        throw new QueryInputError(path, 'INVALID_DATE_TIME', `${show(raw)} is not an ISO 8601 date-time for ${name}`);
      }
      return iso;
    }
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function asObject(input: unknown, path: string, keys: readonly string[]): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new QueryInputError(path, 'WRONG_TYPE', 'must be an object', { expected: 'a JSON object' });
  }
  for (const key of Object.keys(input)) {
    if (!keys.includes(key)) {
      throw new QueryInputError(`${path}.${key}`, 'UNKNOWN_FIELD', `is not allowed here (use ${keys.join(', ')})`);
    }
  }
  return input as Record<string, unknown>;
}

function asArray(input: unknown, path: string): unknown[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) throw new QueryInputError(path, 'WRONG_TYPE', 'must be a list', { expected: 'a list' });
  return input;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function searchCall(
  target: Pick<FilterTarget, 'table' | 'idColumn'>,
  search: TextSearch,
  params: SqlParams,
  maxRows: number | null = null,
): string {
  const args = [`${params.add(target.table)}::regclass`, params.add(target.idColumn), params.add(search.column)];
  return `app_text_search(${args.join(', ')}, ${params.add(search.pattern)}, ${params.add(maxRows)}::integer)`;
}

/** Searches that find more ids than this are matched by a pass over the rows rather than by id. */
export const SEARCH_IDS_MAX = 5_000;

/**
 * Runs the trigram searches a filter needs (in the request's transaction, so within its organisation) and returns
 * what each found: the ids when there are at most SEARCH_IDS_MAX, else 'many'.
 */
export async function resolveSearches(
  tx: Queryable,
  target: Pick<FilterTarget, 'table' | 'idColumn'>,
  searches: readonly TextSearch[],
): Promise<Map<string, FoundIds>> {
  const found = new Map<string, FoundIds>();
  for (const search of searches) {
    const key = searchKey(search);
    if (found.has(key)) continue;
    const params = new SqlParams();
    const rows = await tx.query<{ found: string }>(
      `SELECT found FROM ${searchCall(target, search, params, SEARCH_IDS_MAX + 1)} AS found`,
      params.values,
    );
    found.set(key, rows.length > SEARCH_IDS_MAX ? 'many' : rows.map((r) => r.found));
  }
  return found;
}
