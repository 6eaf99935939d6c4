// The filter builder's rows, generic over a list's field declaration (common/), and how they become the
// structured filter input every GraphQL list takes ({ connector, conditions: [{ field, operator, value, values }] }).
import { isCalendarDate } from '@aid/common/dates';
import { moneyInputText, parseMoney } from '@aid/common/distributions';
import type { FilterOperator } from '@aid/common/enums';
import {
  type FieldDeclaration,
  type FieldSet,
  type ListDeclaration,
  operatorArity,
  operatorsFor,
} from '@aid/common/fields';

export type Connector = 'AND' | 'OR';

/** The names of a list's fields: the GraphQL field enum of that list (a gateway test keeps the two equal). */
export type FieldName<F extends FieldSet> = keyof F & string;

/**
 * `enumLabel`'s arguments: an enum field of the list with one of its own values, so a page can tell the fields
 * apart and get each value typed (`field === 'ACTION'` narrows `value` to the actions).
 */
export type EnumLabelArgs<F extends FieldSet> =
  string extends FieldName<F>
    ? [field: string, value: string]
    : {
        [K in FieldName<F>]: F[K] extends { type: 'enum'; values: readonly (infer V extends string)[] }
          ? [field: K, value: V]
          : never;
      }[FieldName<F>];

export type FilterRow = {
  id: number;
  field: string;
  operator: FilterOperator;
  /** The value; for IN a comma-separated list (enum: the chosen values, comma-joined); for BETWEEN the lower bound. */
  value: string;
  /** The upper bound of BETWEEN. */
  secondValue: string;
};

export type RowError = 'valueRequired' | 'twoValuesRequired' | 'amountInvalid' | 'numberInvalid' | 'dateInvalid';

export type FilterCondition<N extends string = string> = {
  field: N;
  operator: FilterOperator;
  value?: string;
  values?: string[];
};
export type FilterInput<N extends string = string> = { connector: Connector; conditions: FilterCondition<N>[] };

/** The declared field of that name; never one inherited from Object (a URL may say "toString"). */
export function fieldOf<F extends FieldSet>(
  declaration: ListDeclaration<F>,
  name: string,
): FieldDeclaration | undefined {
  return Object.hasOwn(declaration.fields, name) ? declaration.fields[name] : undefined;
}

const isFieldName = <F extends FieldSet>(declaration: ListDeclaration<F>, name: string): name is FieldName<F> =>
  fieldOf(declaration, name) !== undefined;

/**
 * Timestamps are picked by day, in the user's time zone (the tables show times in it too): "on" a day is the whole
 * day, "on or before the 3rd" takes in the whole 3rd. "Not on" would need two conditions, so it is not offered.
 */
const DAY_OPERATORS: readonly FilterOperator[] = [
  'EQUAL',
  'GREATER',
  'GREATER_OR_EQUAL',
  'LESS',
  'LESS_OR_EQUAL',
  'BETWEEN',
];

/** The operators the builder offers for a field: those of its type, by day for timestamps. */
export function operatorsOf(field: FieldDeclaration): readonly FilterOperator[] {
  const all = operatorsFor(field);
  return field.type === 'timestamp'
    ? all.filter((op) => DAY_OPERATORS.includes(op) || operatorArity(op) === 'none')
    : all;
}

/** The parts of an IN value as typed: comma-separated, blanks dropped. */
export function listParts(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

let nextRowId = 1;

/** A new row starts on the list's first text field (what people search most), else its first field. */
export function newRow(declaration: ListDeclaration, field?: string): FilterRow {
  const names = Object.keys(declaration.fields);
  const name = field ?? names.find((n) => declaration.fields[n]?.type === 'text') ?? names[0] ?? '';
  const declared = fieldOf(declaration, name);
  const operator = declared ? (operatorsOf(declared)[0] ?? 'EQUAL') : 'EQUAL';
  return { id: nextRowId++, field: name, operator, value: '', secondValue: '' };
}

/** A row switched to another field: the operator stays when that field offers it; values start again. */
export function withField(row: FilterRow, declaration: ListDeclaration, field: string): FilterRow {
  const declared = fieldOf(declaration, field);
  const offered = declared ? operatorsOf(declared) : [];
  const operator = offered.includes(row.operator) ? row.operator : (offered[0] ?? row.operator);
  return { ...row, field, operator, value: '', secondValue: '' };
}

/** The instant a local day starts, or (`end`) the last millisecond before the next one starts. */
function dayBound(day: string, bound: 'start' | 'end'): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(0);
  // setFullYear, not the constructor: the constructor reads years 0–99 as 1900–1999.
  date.setFullYear(y, m - 1, bound === 'start' ? d : d + 1);
  date.setHours(0, 0, 0, 0);
  return new Date(bound === 'start' ? date.getTime() : date.getTime() - 1).toISOString();
}

/** The local day of an instant, as YYYY-MM-DD; a bare day is that day. */
function localDay(value: string): string {
  if (isCalendarDate(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value.slice(0, 10);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** One typed value as the API takes it; `bound` says which end of a day a timestamp stands for. */
function serverValue(field: FieldDeclaration, raw: string, bound: 'start' | 'end'): string | RowError {
  const value = raw.trim();
  switch (field.type) {
    case 'money': {
      // Held in hundredths (common's money rule); typed in major units, as everywhere else in the UI.
      const minor = parseMoney(value);
      return minor === null ? 'amountInvalid' : String(minor);
    }
    case 'number': {
      // A decimal comma (French) is read as a point.
      const number = value.replace(',', '.');
      return /^-?\d+(\.\d+)?$/.test(number) ? number : 'numberInvalid';
    }
    case 'date':
      return isCalendarDate(value) ? value : 'dateInvalid';
    case 'timestamp':
      // The API reads a bare date as midnight UTC; the user means a day where they are, so the instant is sent.
      return isCalendarDate(value) ? dayBound(value, bound) : 'dateInvalid';
    default:
      return value;
  }
}

/** GREATER than a day and LESS_OR_EQUAL to it are about the day's end; the others about its start. */
const boundOf = (operator: FilterOperator): 'start' | 'end' =>
  operator === 'GREATER' || operator === 'LESS_OR_EQUAL' ? 'end' : 'start';

const ROW_ERRORS: readonly string[] = [
  'valueRequired',
  'twoValuesRequired',
  'amountInvalid',
  'numberInvalid',
  'dateInvalid',
];
const isRowError = (v: string): v is RowError => ROW_ERRORS.includes(v);

export function conditionOf<F extends FieldSet>(
  row: FilterRow,
  declaration: ListDeclaration<F>,
): FilterCondition<FieldName<F>> | RowError {
  const name = row.field;
  const field = fieldOf(declaration, name);
  if (!field || !isFieldName(declaration, name)) return 'valueRequired';
  const base = { field: name, operator: row.operator };
  switch (operatorArity(row.operator)) {
    case 'none':
      return base;
    case 'single': {
      if (!row.value.trim()) return 'valueRequired';
      if (field.type === 'timestamp' && row.operator === 'EQUAL') {
        // "On" a day: from its first to its last millisecond.
        if (!isCalendarDate(row.value.trim())) return 'dateInvalid';
        const day = row.value.trim();
        return { field: name, operator: 'BETWEEN', values: [dayBound(day, 'start'), dayBound(day, 'end')] };
      }
      const value = serverValue(field, row.value, boundOf(row.operator));
      return isRowError(value) ? value : { ...base, value };
    }
    case 'range': {
      if (!row.value.trim() || !row.secondValue.trim()) return 'twoValuesRequired';
      const values = [serverValue(field, row.value, 'start'), serverValue(field, row.secondValue, 'end')];
      return values.find(isRowError) ?? { ...base, values };
    }
    case 'list': {
      const parts = listParts(row.value);
      if (parts.length === 0) return 'valueRequired';
      const values = parts.map((part) => serverValue(field, part, 'start'));
      return values.find(isRowError) ?? { ...base, values };
    }
  }
}

export type BuiltFilter<N extends string = string> = {
  filter: FilterInput<N> | undefined;
  errors: Record<number, RowError>;
};

/** The filter for the rows, or the rows' errors; no rows means no filter at all. */
export function buildFilter<F extends FieldSet>(
  rows: readonly FilterRow[],
  connector: Connector,
  declaration: ListDeclaration<F>,
): BuiltFilter<FieldName<F>> {
  const errors: Record<number, RowError> = {};
  const conditions: FilterCondition<FieldName<F>>[] = [];
  for (const row of rows) {
    const result = conditionOf(row, declaration);
    if (typeof result === 'string') errors[row.id] = result;
    else conditions.push(result);
  }
  if (Object.keys(errors).length > 0 || conditions.length === 0) return { filter: undefined, errors };
  return { filter: { connector, conditions }, errors };
}

/**
 * The filter in force narrowed by one more condition (a click on a value in the list): joined to an AND filter, in
 * place of a condition on the same field and operator; an OR filter of several conditions cannot take it without
 * nested groups, so the condition then stands alone.
 */
export function narrowedBy<N extends string>(
  filter: FilterInput<N> | undefined,
  condition: FilterCondition<N>,
): FilterInput<N> {
  if (!filter || (filter.connector === 'OR' && filter.conditions.length > 1)) {
    return { connector: 'AND', conditions: [condition] };
  }
  const others = filter.conditions.filter((c) => c.field !== condition.field || c.operator !== condition.operator);
  return { connector: 'AND', conditions: [...others, condition] };
}

/** Back from the API's form to what the user typed (a filter restored from the URL). */
function typedValue(field: FieldDeclaration, value: string): string {
  if (field.type === 'money' && /^\d+$/.test(value)) {
    const text = moneyInputText(Number(value));
    return text.endsWith('.00') ? text.slice(0, -3) : text;
  }
  if (field.type === 'timestamp') return localDay(value);
  return value;
}

/** A timestamp BETWEEN that spans exactly one local day is that day's "on" (how the builder sends it). */
function wholeDay(field: FieldDeclaration, condition: FilterCondition): string | undefined {
  if (field.type !== 'timestamp' || condition.operator !== 'BETWEEN') return undefined;
  const [from = '', to = ''] = condition.values ?? [];
  const day = localDay(from);
  return isCalendarDate(day) && from === dayBound(day, 'start') && to === dayBound(day, 'end') ? day : undefined;
}

/** The rows that build `filter` again; conditions on fields or with operators the builder does not offer are dropped. */
export function rowsOf<F extends FieldSet>(
  filter: FilterInput | undefined,
  declaration: ListDeclaration<F>,
): FilterRow[] {
  if (!filter) return [];
  return filter.conditions.flatMap((condition) => {
    const field = fieldOf(declaration, condition.field);
    if (!field || !operatorsOf(field).includes(condition.operator)) return [];
    const day = wholeDay(field, condition);
    if (day !== undefined) {
      return [{ id: nextRowId++, field: condition.field, operator: 'EQUAL', value: day, secondValue: '' }];
    }
    const values = condition.values ?? [];
    const arity = operatorArity(condition.operator);
    return [
      {
        id: nextRowId++,
        field: condition.field,
        operator: condition.operator,
        value:
          arity === 'list'
            ? values.map((v) => typedValue(field, v)).join(', ')
            : typedValue(field, arity === 'range' ? (values[0] ?? '') : (condition.value ?? '')),
        secondValue: arity === 'range' ? typedValue(field, values[1] ?? '') : '',
      },
    ];
  });
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The shape of a filter input, whatever its fields; anything else (not JSON, another shape) is undefined. */
function filterShape(raw: string | null): FilterInput | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { connector, conditions } = value as { connector?: unknown; conditions?: unknown };
  if ((connector !== 'AND' && connector !== 'OR') || !Array.isArray(conditions)) return undefined;
  const valid = conditions.every((c: unknown) => {
    if (typeof c !== 'object' || c === null) return false;
    const { field, operator, value: single, values } = c as Record<string, unknown>;
    return (
      typeof field === 'string' &&
      typeof operator === 'string' &&
      (single === undefined || single === null || typeof single === 'string') &&
      (values === undefined || values === null || isStrings(values))
    );
  });
  return valid ? { connector, conditions: conditions as FilterCondition[] } : undefined;
}

/**
 * The filter a URL holds, as the builder would send it again: conditions the builder cannot show (an unknown
 * field, an operator it does not offer, a value it would refuse) are dropped, so the list is never filtered by
 * something the user cannot see. Nothing usable is no filter.
 */
export function parseFilter<F extends FieldSet>(
  raw: string | null,
  declaration: ListDeclaration<F>,
): FilterInput<FieldName<F>> | undefined {
  const shape = filterShape(raw);
  if (!shape) return undefined;
  const conditions = rowsOf(shape, declaration).flatMap((row) => {
    const condition = conditionOf(row, declaration);
    return typeof condition === 'string' ? [] : [condition];
  });
  return conditions.length > 0 ? { connector: shape.connector, conditions } : undefined;
}
