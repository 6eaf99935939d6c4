// Field declarations: what a list can be filtered and sorted on. Each domain declares its fields once (see
// programs/fields.ts); the API builds its SQL and validation from them, the gateway's field enums are checked
// against them, and the web's filter builder offers exactly the operators and inputs they allow.
import { type FilterOperator, isOneOf, type SortOption } from './enums.js';

/**
 * How a field's values are written and compared:
 * - text: case-insensitive; id: exact (ids are case-sensitive); enum: one of `values`;
 * - number: a decimal; money: minor units (the UI types major units); date: YYYY-MM-DD;
 * - timestamp: ISO 8601 (a bare date means midnight UTC); boolean: "true" or "false".
 */
export type FieldType = 'text' | 'id' | 'number' | 'money' | 'date' | 'timestamp' | 'enum' | 'boolean';

export type FieldDeclaration = {
  type: FieldType;
  /** A trusted SQL expression over the list's table (never built from input). */
  sql: string;
  /** Whether the field can be empty; only such fields offer EXISTS, NOT_EXISTS and IS_NULL. */
  nullable: boolean;
  /** The allowed values of an enum field. */
  values?: readonly string[];
  /**
   * `sql` is a plain column with a trigram index (pg_trgm): CONTAINS is answered from that index. Under row-level
   * security PostgreSQL will not use it for ILIKE directly (ILIKE is not leakproof), so the API goes through a
   * tenant-bound search function instead (see api/migrations).
   */
  trigram?: boolean;
  /**
   * `sql` is a text[] column of ids (e.g. a member's roles): EQUAL and IN hold when any element matches, NOT_EQUAL when
   * none does. Only for type `id`.
   */
  array?: boolean;
};

export type FieldSet = Readonly<Record<string, FieldDeclaration>>;

const NULL_OPERATORS = ['EXISTS', 'NOT_EXISTS', 'IS_NULL'] as const satisfies readonly FilterOperator[];
const ORDERED: readonly FilterOperator[] = [
  'EQUAL',
  'NOT_EQUAL',
  'GREATER',
  'GREATER_OR_EQUAL',
  'LESS',
  'LESS_OR_EQUAL',
  'BETWEEN',
  'IN',
];

/** The operators of spec §3 each type supports (for a nullable field; others drop the three null tests). */
export const OPERATORS_BY_TYPE: Readonly<Record<FieldType, readonly FilterOperator[]>> = {
  text: ['CONTAINS', 'NOT_CONTAINS', ...ORDERED, ...NULL_OPERATORS],
  id: ['EQUAL', 'NOT_EQUAL', 'IN', ...NULL_OPERATORS],
  enum: ['EQUAL', 'NOT_EQUAL', 'IN', 'CONTAINS', 'NOT_CONTAINS', ...NULL_OPERATORS],
  number: [...ORDERED, ...NULL_OPERATORS],
  money: [...ORDERED, ...NULL_OPERATORS],
  date: [...ORDERED, ...NULL_OPERATORS],
  timestamp: [...ORDERED, ...NULL_OPERATORS],
  boolean: ['EQUAL', 'NOT_EQUAL', ...NULL_OPERATORS],
};

export function operatorsFor(field: Pick<FieldDeclaration, 'type' | 'nullable'>): readonly FilterOperator[] {
  const all = OPERATORS_BY_TYPE[field.type];
  return field.nullable ? all : all.filter((op) => !isOneOf(NULL_OPERATORS, op));
}

/** How many values an operator takes: one, two (BETWEEN), a list (IN) or none. */
export type OperatorArity = 'single' | 'range' | 'list' | 'none';

export function operatorArity(operator: FilterOperator): OperatorArity {
  if (operator === 'BETWEEN') return 'range';
  if (operator === 'IN') return 'list';
  if (isOneOf(NULL_OPERATORS, operator)) return 'none';
  return 'single';
}

/** A sort key: how rows are ordered and how its cursor value is read back. */
export type SortDeclaration = {
  /** A trusted SQL expression; text keys carry COLLATE "C" so the order is the same on every server. */
  sql: string;
  type: 'text' | 'timestamp' | 'date' | 'number';
  direction: 'ASC' | 'DESC';
};

export type SortSet = Readonly<Partial<Record<SortOption, SortDeclaration>>>;

/** What a list offers: its filterable fields, the sort options that apply, and the one used by default. */
export type ListDeclaration<F extends FieldSet = FieldSet> = {
  fields: F;
  sorts: SortSet;
  defaultSort: SortOption;
};

export function defineList<F extends FieldSet>(list: ListDeclaration<F>): ListDeclaration<F> {
  if (!list.sorts[list.defaultSort]) throw new Error(`defaultSort ${list.defaultSort} is not one of the list's sorts`);
  for (const [name, field] of Object.entries(list.fields)) {
    if (field.type === 'enum' && !field.values?.length) throw new Error(`enum field ${name} declares no values`);
    if (field.array && (field.type !== 'id' || field.nullable))
      throw new Error(`array field ${name} must be a non-null id`);
  }
  return list;
}

/**
 * Sorts A to Z on text, by SQL expression (`textSorts({ NAME: 'lower(program_name)' })`): each key carries
 * COLLATE "C", so the order and the cursors are the same on every server whatever its locale.
 */
export function textSorts<S extends SortOption>(expressions: Readonly<Record<S, string>>): Record<S, SortDeclaration> {
  const sorts = Object.entries<string>(expressions).map(([name, sql]) => [
    name,
    { sql: `${sql} COLLATE "C"`, type: 'text', direction: 'ASC' },
  ]);
  return Object.fromEntries(sorts) as Record<S, SortDeclaration>;
}

/** The timestamp columns lists filter and sort on; the field is the column's name in capitals. */
export type TimestampColumn = 'created_at' | 'updated_at';
/** Each column's SQL expression, where it is not the column itself (a scan's CREATED_AT is its server_time). */
type TimestampSql<C extends TimestampColumn> = Readonly<Record<C, string>>;
type TimestampSortName<C extends TimestampColumn> = `${Uppercase<C>}_NEWEST` | `${Uppercase<C>}_OLDEST`;

function timestampEntries<C extends TimestampColumn>(
  columns: readonly (C | TimestampSql<C> | undefined)[],
): [Uppercase<C>, string][] {
  const pairs = columns.flatMap((c): [string, string][] =>
    typeof c === 'string' ? [[c, c]] : c ? Object.entries<string>(c) : [],
  );
  return pairs.map(([column, sql]) => [column.toUpperCase() as Uppercase<C>, sql]);
}

/**
 * The CREATED_AT / UPDATED_AT filter fields (never empty), so every list declares them alike:
 * `timestampFields('created_at', 'updated_at')`, or `timestampFields({ created_at: 'server_time' })`.
 */
export function timestampFields<C extends TimestampColumn>(...columns: C[]): Record<Uppercase<C>, FieldDeclaration>;
export function timestampFields<C extends TimestampColumn>(
  sql: TimestampSql<C>,
): Record<Uppercase<C>, FieldDeclaration>;
export function timestampFields<C extends TimestampColumn>(
  ...columns: (C | TimestampSql<C>)[]
): Record<Uppercase<C>, FieldDeclaration> {
  return Object.fromEntries(
    timestampEntries(columns).map(([name, sql]) => [name, { type: 'timestamp', sql, nullable: false }]),
  ) as Record<Uppercase<C>, FieldDeclaration>;
}

/**
 * The <COLUMN>_NEWEST and <COLUMN>_OLDEST sorts of each column, newest first: `timestampSorts('created_at')`. Key
 * order is what the OpenAPI enum and the "sort must be one of" refusal show, so a list whose default is OLDEST can
 * put it first: `timestampSorts({ created_at: 'created_at' }, { oldestFirst: true })`.
 */
export function timestampSorts<C extends TimestampColumn>(
  ...columns: C[]
): Record<TimestampSortName<C>, SortDeclaration>;
export function timestampSorts<C extends TimestampColumn>(
  sql: TimestampSql<C>,
  options?: { oldestFirst?: boolean },
): Record<TimestampSortName<C>, SortDeclaration>;
export function timestampSorts<C extends TimestampColumn>(
  ...args: (C | TimestampSql<C> | { oldestFirst?: boolean } | undefined)[]
): Record<TimestampSortName<C>, SortDeclaration> {
  const [first, options] = args;
  const oldestFirst =
    typeof first === 'object' &&
    typeof options === 'object' &&
    'oldestFirst' in options &&
    options.oldestFirst === true;
  const columns = (typeof first === 'object' ? [first] : args) as (C | TimestampSql<C>)[];
  const directions: ['NEWEST' | 'OLDEST', 'ASC' | 'DESC'][] = [
    ['NEWEST', 'DESC'],
    ['OLDEST', 'ASC'],
  ];
  if (oldestFirst) directions.reverse();
  return Object.fromEntries(
    timestampEntries(columns).flatMap(([name, sql]) =>
      directions.map(([suffix, direction]) => [`${name}_${suffix}`, { sql, type: 'timestamp', direction }]),
    ),
  ) as Record<TimestampSortName<C>, SortDeclaration>;
}
