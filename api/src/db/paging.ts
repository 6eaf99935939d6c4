// Keyset (cursor) pagination over (sort key, id), generic over tables and sort options.
import type { Queryable } from './db.js';
import type { SqlParams } from './params.js';
import { QueryInputError } from './query-input.js';

export type SortSpec = {
  /** A trusted SQL expression; text keys carry COLLATE "C" so order is the same on every server. */
  expression: string;
  /** SQL type the cursor's text is cast back to when comparing. */
  type: 'text' | 'timestamptz' | 'numeric' | 'date';
  direction: 'ASC' | 'DESC';
};

export type Page<R> = { rows: R[]; totalCount: number; endCursor: string | null; hasNextPage: boolean };

export type PageQuery = {
  /** Columns to select, e.g. `p.*`. */
  select: string;
  /** Table (and joins). */
  from: string;
  /** Condition over `params` (tenant, visibility and filter); the cursor condition is added here. */
  where: string;
  params: SqlParams;
  /** The unique id column that breaks ties. */
  idColumn: string;
  sortName: string;
  sort: SortSpec;
  first: number;
  after?: string | null;
};

type CursorData = { sortName: string; key: string; id: string };

// The sort name travels in the cursor so a cursor from one order is refused in another, not misread.
export function encodeCursor(data: CursorData): string {
  return Buffer.from(JSON.stringify([data.sortName, data.key, data.id]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, sortName: string, path = 'after'): CursorData {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new QueryInputError(path, 'is not a cursor returned by this list');
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((p) => typeof p === 'string')) {
    throw new QueryInputError(path, 'is not a cursor returned by this list');
  }
  const [name, key, id] = parsed as [string, string, string];
  if (name !== sortName) throw new QueryInputError(path, `belongs to sort ${name}, not ${sortName}`);
  return { sortName: name, key, id };
}

/** One page plus the total count of the same condition (without the cursor). */
export async function fetchPage<R extends object>(db: Queryable, q: PageQuery): Promise<Page<R>> {
  const countParams = [...q.params.values];
  const id = `${q.idColumn} COLLATE "C"`;
  let where = q.where;
  if (q.after) {
    const cursor = decodeCursor(q.after, q.sortName);
    const op = q.sort.direction === 'ASC' ? '>' : '<';
    where = `(${where}) AND (${q.sort.expression}, ${id}) ${op} (${q.params.add(cursor.key)}::${q.sort.type}, ${q.params.add(cursor.id)})`;
  }
  const limit = q.params.add(q.first + 1);
  const pageSql = `SELECT ${q.select}, (${q.sort.expression})::text AS "__sortKey", ${q.idColumn} AS "__id"
    FROM ${q.from} WHERE ${where}
    ORDER BY ${q.sort.expression} ${q.sort.direction}, ${id} ${q.sort.direction}
    LIMIT ${limit}`;
  const countSql = `SELECT count(*) AS n FROM ${q.from} WHERE ${q.where}`;
  const [rows, counted] = await Promise.all([
    db.query<R & { __sortKey: string; __id: string }>(pageSql, q.params.values),
    db.query<{ n: number | string }>(countSql, countParams),
  ]);
  const hasNextPage = rows.length > q.first;
  const pageRows = hasNextPage ? rows.slice(0, q.first) : rows;
  const last = pageRows.at(-1);
  return {
    rows: pageRows,
    totalCount: Number(counted[0]?.n ?? 0),
    endCursor: last ? encodeCursor({ sortName: q.sortName, key: last.__sortKey, id: last.__id }) : null,
    hasNextPage,
  };
}
