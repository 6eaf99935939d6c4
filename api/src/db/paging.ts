// Keyset (cursor) pagination over (sort key, id), generic over tables and sort declarations. Every row gets its
// own cursor; the total is counted only when asked for, because on a large list it costs a scan.

import { isCalendarDate, parseTimestamp } from '@aid/common/dates';
import type { SortDeclaration } from '@aid/common/fields';
import { idProblem } from '@aid/common/ids';
import { LIMITS } from '@aid/common/limits';
import type { PageJson } from '@aid/common/rest';
import { hasControlCharacters } from '@aid/common/validation';
import type { Queryable } from './db.js';
import type { SqlParams } from './params.js';
import { QueryInputError } from './query-input.js';

/** A page as the REST API answers it (PageJson), with the database rows in place of their JSON. */
export type Page<R> = Omit<PageJson<R>, 'items'> & { rows: R[] };

/** A page as the REST API sends it: `items` (the rows as JSON, made by the caller) and the page's cursors and counts. */
export function pageJson<R, J>(page: Page<R>, items: J[]): PageJson<J> {
  const { rows: _rows, ...rest } = page;
  return { items, ...rest };
}

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
  /** Its key must never be null: a null would fall out of every keyset comparison. */
  sort: SortDeclaration;
  first: number;
  after?: string | null;
  /** The `first` rows just before this cursor, in the list's order (the previous page). */
  before?: string | null;
  /** Count the rows matching `where` (a second query). */
  count: boolean;
};

type CursorData = { sortName: string; key: string; id: string };

const CAST: Record<SortDeclaration['type'], string> = {
  text: 'text',
  timestamp: 'timestamptz',
  date: 'date',
  number: 'numeric',
};

/** The sort key as text that reads back exactly: timestamps keep their microseconds, in UTC. */
function keyText(sort: SortDeclaration): string {
  switch (sort.type) {
    case 'timestamp':
      return `to_char((${sort.sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    case 'date':
      return `to_char(${sort.sql}, 'YYYY-MM-DD')`;
    default:
      return `(${sort.sql})::text`;
  }
}

// The sort name travels in the cursor so a cursor from one order is refused in another, not misread.
export function encodeCursor(data: CursorData): string {
  return Buffer.from(JSON.stringify([data.sortName, data.key, data.id]), 'utf8').toString('base64url');
}

/**
 * A cursor as this list wrote it, checked down to the type of its key: a cursor that decodes but carries a word
 * where a date belongs is refused here, never handed to SQL.
 */
export function decodeCursor(cursor: string, sortName: string, sort: SortDeclaration, path = 'after'): CursorData {
  const refuse = (message?: string) => new QueryInputError(path, 'INVALID_CURSOR', message);
  if (cursor.length > LIMITS.cursorMaxLength || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw refuse();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((p) => typeof p === 'string')) throw refuse();
  const [name, key, id] = parsed as [string, string, string];
  if (name !== sortName) throw refuse(`belongs to sort ${name.slice(0, 40)}, not ${sortName}`);
  if (idProblem(id) || !keyFits(key, sort)) throw refuse();
  return { sortName: name, key, id };
}

function keyFits(key: string, sort: SortDeclaration): boolean {
  if (hasControlCharacters(key) || key.length > LIMITS.cursorMaxLength) return false;
  switch (sort.type) {
    case 'timestamp':
      return parseTimestamp(key) !== undefined;
    case 'date':
      return isCalendarDate(key);
    case 'number':
      return /^-?\d{1,30}(\.\d{1,30})?$/.test(key);
    case 'text':
      return true;
  }
}

/**
 * One page, a cursor per row, and (when asked) the total count of the same condition without the cursor.
 * Backwards (`before`), the same query runs in the opposite order and the rows are turned round again.
 */
export async function fetchPage<R extends object>(db: Queryable, q: PageQuery): Promise<Page<R>> {
  const countParams = [...q.params.values];
  const id = `${q.idColumn} COLLATE "C"`;
  const backwards = Boolean(q.before);
  const cursorText = q.before ?? q.after;
  // Paging backwards walks the list the other way round; the comparison flips with it.
  const direction = backwards ? (q.sort.direction === 'ASC' ? 'DESC' : 'ASC') : q.sort.direction;
  let where = q.where;
  if (cursorText) {
    const cursor = decodeCursor(cursorText, q.sortName, q.sort, backwards ? 'before' : 'after');
    const op = direction === 'ASC' ? '>' : '<';
    const key = `${q.params.add(cursor.key)}::${CAST[q.sort.type]}`;
    where = `(${where}) AND (${q.sort.sql}, ${id}) ${op} (${key}, ${q.params.add(cursor.id)})`;
  }
  const limit = q.params.add(q.first + 1);
  const pageSql = `SELECT ${q.select}, ${keyText(q.sort)} AS "__sortKey", ${q.idColumn} AS "__id"
    FROM ${q.from} WHERE ${where}
    ORDER BY ${q.sort.sql} ${direction}, ${id} ${direction}
    LIMIT ${limit}`;
  // In one transaction the two run one after the other; the page first, as it is what the user waits for.
  const rows = await db.query<R & { __sortKey: string; __id: string }>(pageSql, q.params.values);
  const counted = q.count
    ? await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${q.from} WHERE ${q.where}`, countParams)
    : undefined;
  const more = rows.length > q.first;
  const taken = more ? rows.slice(0, q.first) : rows;
  const ordered = backwards ? taken.reverse() : taken;
  const cursors = ordered.map((row) => encodeCursor({ sortName: q.sortName, key: row.__sortKey, id: row.__id }));
  return {
    rows: ordered.map(({ __sortKey: _key, __id: _id, ...row }) => row as unknown as R),
    cursors,
    totalCount: counted ? Number(counted[0]?.n ?? 0) : null,
    startCursor: cursors[0] ?? null,
    endCursor: cursors.at(-1) ?? null,
    // Only the direction walked is known for certain; the other side exists whenever a cursor was followed.
    hasNextPage: backwards ? Boolean(cursorText) : more,
    hasPreviousPage: backwards ? more : Boolean(cursorText),
  };
}
