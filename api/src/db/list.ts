// One list engine for every domain: tenant and SELECTED scoping, structured filters, keyset pages and ordered
// by-id look-ups, all from the domain's declaration in common/. A domain supplies its table and row mapper.
import type { SortOption } from '@aid/common/enums';
import type { ListDeclaration } from '@aid/common/fields';
import { filterValueCount, filterValuesProblem, LIMITS } from '@aid/common/limits';
import type { Access } from '@aid/common/permissions';
import type { Queryable } from './db.js';
import { buildFilter, resolveSearches, type TextSearch } from './filter.js';
import { fetchPage, type Page } from './paging.js';
import { SqlParams } from './params.js';
import { QueryInputError } from './query-input.js';

export type ListSource = {
  /** In messages: "sort TYPE does not apply to activity logs". */
  name: string;
  /** A plain table with `account_id` (row-level security keys on it). */
  table: string;
  idColumn: string;
  /** The columns a row carries (trusted SQL). */
  columns: string;
  declaration: ListDeclaration;
};

/**
 * Who is asking: the organisation (kept explicit in every query even under row-level security, because it is
 * the leading column of every index), what their access level allows, and any rule of the domain's own
 * (e.g. "only your own entries") as SQL over `params`.
 */
export type ListScope = {
  accountId: string;
  access: Access;
  where?: (params: SqlParams) => string;
};

export type ListQuery = {
  first: number;
  after?: string;
  before?: string;
  sort: SortOption;
  filter?: unknown;
  count: boolean;
};

export function scopeCondition(source: Pick<ListSource, 'idColumn'>, scope: ListScope, params: SqlParams): string {
  if (scope.access.accessLevel === 'NONE') return 'FALSE';
  const parts = [`account_id = ${params.add(scope.accountId)}`];
  if (scope.access.accessLevel === 'SELECTED') {
    parts.push(`${source.idColumn} = ANY(${params.add(scope.access.objectIds)}::text[])`);
  }
  if (scope.where) parts.push(`(${scope.where(params)})`);
  return parts.join(' AND ');
}

/** The sort options a list offers; any other is refused naming the ones that apply. */
export function checkSort(source: ListSource, sort: string, path = 'sort'): SortOption {
  if (Object.hasOwn(source.declaration.sorts, sort)) return sort as SortOption;
  const offered = Object.keys(source.declaration.sorts).join(', ');
  throw new QueryInputError(
    path,
    'NOT_ONE_OF',
    `${JSON.stringify(sort.slice(0, 40))} does not apply to ${source.name}; use one of ${offered}`,
    { values: offered },
  );
}

export async function listPage<R extends object>(
  tx: Queryable,
  source: ListSource,
  scope: ListScope,
  query: ListQuery,
): Promise<Page<R>> {
  const sort = source.declaration.sorts[checkSort(source, query.sort)];
  if (!sort) throw new Error(`sort ${query.sort} vanished`);
  checkFilterSize(query.filter);
  const target = { fields: source.declaration.fields, table: source.table, idColumn: source.idColumn };
  // Text searches first: what they find decides how the page query matches them (see filter.ts).
  const searches: TextSearch[] = [];
  buildFilter(query.filter, { ...target, searches }, new SqlParams());
  const found = searches.length > 0 ? await resolveSearches(tx, target, searches) : undefined;
  const params = new SqlParams();
  const where = `${scopeCondition(source, scope, params)} AND ${buildFilter(query.filter, { ...target, found }, params)}`;
  return fetchPage<R>(tx, {
    select: source.columns,
    from: source.table,
    where,
    params,
    idColumn: source.idColumn,
    sortName: query.sort,
    sort,
    first: query.first,
    after: query.after,
    before: query.before,
    count: query.count,
  });
}

/**
 * One limit on the values of a filter, whatever list it is for and however it came (query string or
 * `POST <list>/query`): over it, 422 naming the filter, the limit and the count, before any SQL is built.
 */
export function checkFilterSize(filter: unknown): void {
  const count = filterValueCount(filter);
  const problem = filterValuesProblem(count);
  if (problem) throw new QueryInputError('filter', 'TOO_MANY', problem, { max: LIMITS.filter.maxValues, count });
}

/** Batch look-up (the gateway's DataLoader): visible rows only, in the order asked, unknown ids left out. */
export async function findByIds<R extends object>(
  tx: Queryable,
  source: ListSource,
  scope: ListScope,
  ids: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<R[]> {
  if (ids.length > LIMITS.idsPerRequest) {
    throw new QueryInputError('ids', 'TOO_MANY', `has ${ids.length} ids; at most ${LIMITS.idsPerRequest} are allowed`, {
      max: LIMITS.idsPerRequest,
    });
  }
  if (ids.length === 0) return [];
  const params = new SqlParams();
  const rows = await tx.query<R & Record<string, unknown>>(
    `SELECT ${source.columns} FROM ${source.table}
      WHERE ${scopeCondition(source, scope, params)} AND ${source.idColumn} = ANY(${params.add(ids)}::text[])
      ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    params.values,
  );
  const byId = new Map(rows.map((row) => [String(row[source.idColumn]), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
