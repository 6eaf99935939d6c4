// Structured list filters ({ connector, conditions, groups }, the GraphQL `…Filter` inputs) → a SQL condition.
// Generic: a domain passes a whitelist of fields; values are always bound parameters, never SQL text.
import { FILTER_OPERATORS, type FilterOperator, LOGICAL_CONNECTORS, type LogicalConnector } from '@aid/common';
import type { SqlParams } from './params.js';
import { QueryInputError } from './query-input.js';

export type FieldType = 'text' | 'number' | 'date' | 'timestamp' | 'enum';

export type FilterField = {
  /** A trusted SQL expression (a column name) from the domain's whitelist. */
  column: string;
  type: FieldType;
  /** The allowed values of an `enum` field. */
  values?: readonly string[];
};

export type FilterFields = Readonly<Record<string, FilterField>>;

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

export const FILTER_LIMITS = { maxDepth: 5, maxConditions: 50, maxValues: 100, maxValueLength: 1000 } as const;

const NO_VALUE_OPERATORS: readonly FilterOperator[] = ['EXISTS', 'NOT_EXISTS', 'IS_NULL'];
const ORDERING_OPERATORS: readonly FilterOperator[] = [
  'GREATER',
  'GREATER_OR_EQUAL',
  'LESS',
  'LESS_OR_EQUAL',
  'BETWEEN',
];
const COMPARISON_SQL: Partial<Record<FilterOperator, string>> = {
  GREATER: '>',
  GREATER_OR_EQUAL: '>=',
  LESS: '<',
  LESS_OR_EQUAL: '<=',
};
const SQL_CAST: Record<Exclude<FieldType, 'text' | 'enum'>, string> = {
  number: 'numeric',
  date: 'date',
  timestamp: 'timestamptz',
};

/** Parses the `filter` query parameter (URL-decoded JSON). */
export function parseFilterParam(raw: string, path = 'filter'): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new QueryInputError(path, 'is not valid JSON');
  }
}

/**
 * Validates `input` (untrusted JSON) against `fields` and returns a SQL condition whose values are bound in
 * `params`. An absent or empty filter is `TRUE`. Errors name the exact place, e.g.
 * `filter.conditions[2].value: "abc" is not a number for BUDGET`.
 */
export function buildFilter(input: unknown, fields: FilterFields, params: SqlParams, path = 'filter'): string {
  if (input === undefined || input === null) return 'TRUE';
  const counter = { conditions: 0 };
  return group(input, fields, params, path, 1, counter);
}

function group(
  input: unknown,
  fields: FilterFields,
  params: SqlParams,
  path: string,
  depth: number,
  counter: { conditions: number },
): string {
  if (depth > FILTER_LIMITS.maxDepth) {
    throw new QueryInputError(path, `groups nest at most ${FILTER_LIMITS.maxDepth} levels deep`);
  }
  const obj = asObject(input, path, ['connector', 'conditions', 'groups']);
  const connector = obj.connector ?? 'AND';
  if (typeof connector !== 'string' || !(LOGICAL_CONNECTORS as readonly string[]).includes(connector)) {
    throw new QueryInputError(`${path}.connector`, `${show(connector)} is not one of ${LOGICAL_CONNECTORS.join(', ')}`);
  }
  const parts: string[] = [];
  const conditions = asArray(obj.conditions, `${path}.conditions`);
  conditions.forEach((c, i) => {
    counter.conditions += 1;
    if (counter.conditions > FILTER_LIMITS.maxConditions) {
      throw new QueryInputError(
        `${path}.conditions[${i}]`,
        `a filter has at most ${FILTER_LIMITS.maxConditions} conditions`,
      );
    }
    parts.push(condition(c, fields, params, `${path}.conditions[${i}]`));
  });
  const groups = asArray(obj.groups, `${path}.groups`);
  groups.forEach((g, i) => {
    parts.push(group(g, fields, params, `${path}.groups[${i}]`, depth + 1, counter));
  });
  // An empty group constrains nothing, whatever its connector.
  if (parts.length === 0) return 'TRUE';
  return `(${parts.join(` ${connector} `)})`;
}

function condition(input: unknown, fields: FilterFields, params: SqlParams, path: string): string {
  const obj = asObject(input, path, ['field', 'operator', 'value', 'values']);
  const fieldName = obj.field;
  const field = typeof fieldName === 'string' && Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
  if (typeof fieldName !== 'string' || !field) {
    throw new QueryInputError(`${path}.field`, `${show(fieldName)} is not one of ${Object.keys(fields).join(', ')}`);
  }
  const operator = obj.operator;
  if (typeof operator !== 'string' || !(FILTER_OPERATORS as readonly string[]).includes(operator)) {
    throw new QueryInputError(`${path}.operator`, `${show(operator)} is not one of ${FILTER_OPERATORS.join(', ')}`);
  }
  const op = operator as FilterOperator;
  checkApplicable(op, field, fieldName, `${path}.operator`);
  const col = field.column;

  if (NO_VALUE_OPERATORS.includes(op)) {
    const textual = field.type === 'text' || field.type === 'enum';
    if (op === 'IS_NULL') return `${col} IS NULL`;
    if (op === 'EXISTS') return textual ? `(${col} IS NOT NULL AND ${col} <> '')` : `${col} IS NOT NULL`;
    return textual ? `(${col} IS NULL OR ${col} = '')` : `${col} IS NULL`;
  }

  if (op === 'BETWEEN' || op === 'IN') {
    const values = obj.values;
    if (!Array.isArray(values)) {
      throw new QueryInputError(`${path}.values`, `is required for ${op} (a list of strings)`);
    }
    if (op === 'BETWEEN' && values.length !== 2) {
      throw new QueryInputError(`${path}.values`, `BETWEEN needs exactly 2 values, got ${values.length}`);
    }
    if (op === 'IN' && (values.length < 1 || values.length > FILTER_LIMITS.maxValues)) {
      throw new QueryInputError(
        `${path}.values`,
        `IN needs 1 to ${FILTER_LIMITS.maxValues} values, got ${values.length}`,
      );
    }
    const parsed = values.map((v, i) => parseValue(v, field, fieldName, op, `${path}.values[${i}]`));
    if (op === 'BETWEEN') {
      const [low, high] = parsed.map((v) => bind(v, field, params));
      return `${compared(col, field)} BETWEEN ${low} AND ${high}`;
    }
    if (field.type === 'text') {
      return `lower(${col}) IN (SELECT lower(v) FROM unnest(${params.add(parsed)}::text[]) AS v)`;
    }
    const cast = field.type === 'enum' ? 'text' : SQL_CAST[field.type];
    return `${col} = ANY(${params.add(parsed)}::${cast}[])`;
  }

  const value = parseValue(obj.value, field, fieldName, op, `${path}.value`);
  switch (op) {
    case 'CONTAINS':
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

function checkApplicable(op: FilterOperator, field: FilterField, fieldName: string, path: string): void {
  const textual = field.type === 'text' || field.type === 'enum';
  if ((op === 'CONTAINS' || op === 'NOT_CONTAINS') && !textual) {
    throw new QueryInputError(path, `${op} applies to text fields, not to ${fieldName} (${field.type})`);
  }
  if (ORDERING_OPERATORS.includes(op) && field.type === 'enum') {
    throw new QueryInputError(path, `${op} does not apply to ${fieldName}, which has a fixed set of values`);
  }
}

/** The column as compared: text ignores case and orders by code point so results match on every server. */
function compared(col: string, field: FilterField, ordering = true): string {
  if (field.type !== 'text') return col;
  return ordering ? `lower(${col}) COLLATE "C"` : `lower(${col})`;
}

function bind(value: string, field: FilterField, params: SqlParams): string {
  if (field.type === 'text') return `lower(${params.add(value)})`;
  if (field.type === 'enum') return params.add(value);
  return `${params.add(value)}::${SQL_CAST[field.type]}`;
}

function parseValue(raw: unknown, field: FilterField, fieldName: string, op: FilterOperator, path: string): string {
  if (raw === undefined || raw === null) throw new QueryInputError(path, `is required for ${op}`);
  if (typeof raw !== 'string') throw new QueryInputError(path, `must be a string, got ${show(raw)}`);
  if (raw.length > FILTER_LIMITS.maxValueLength) {
    throw new QueryInputError(path, `is longer than ${FILTER_LIMITS.maxValueLength} characters`);
  }
  // CONTAINS on an enum field searches its text, so any fragment is fine there.
  if (op === 'CONTAINS' || op === 'NOT_CONTAINS') return raw;
  switch (field.type) {
    case 'text':
      return raw;
    case 'enum':
      if (!field.values?.includes(raw)) {
        throw new QueryInputError(path, `${show(raw)} is not one of ${field.values?.join(', ')} for ${fieldName}`);
      }
      return raw;
    case 'number':
      if (!/^-?\d{1,30}(\.\d{1,30})?$/.test(raw)) {
        throw new QueryInputError(path, `${show(raw)} is not a number for ${fieldName}`);
      }
      return raw;
    case 'date':
      if (!isCalendarDate(raw)) {
        throw new QueryInputError(path, `${show(raw)} is not a date (YYYY-MM-DD) for ${fieldName}`);
      }
      return raw;
    case 'timestamp': {
      const iso = parseTimestamp(raw);
      if (!iso) {
        throw new QueryInputError(path, `${show(raw)} is not an ISO 8601 date-time for ${fieldName}`);
      }
      return iso;
    }
  }
}

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** ISO 8601 date or date-time → ISO string; a value without a zone is read as UTC, never as server time. */
function parseTimestamp(value: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
    value,
  );
  if (!match?.[1] || !isCalendarDate(match[1])) return undefined;
  const time = match[2] ?? '00:00:00';
  const zone = match[3] ?? 'Z';
  const parsed = new Date(`${match[1]}T${time}${zone.toUpperCase()}`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function asObject(input: unknown, path: string, keys: readonly string[]): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new QueryInputError(path, 'must be an object');
  }
  for (const key of Object.keys(input)) {
    if (!keys.includes(key))
      throw new QueryInputError(`${path}.${key}`, `is not allowed here (use ${keys.join(', ')})`);
  }
  return input as Record<string, unknown>;
}

function asArray(input: unknown, path: string): unknown[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) throw new QueryInputError(path, 'must be a list');
  return input;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
