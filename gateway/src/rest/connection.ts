// REST pages → GraphQL connections, with a cursor on every edge.
//
// The API pages by keyset and returns one opaque cursor per page (`endCursor`), not one per item. The last
// edge of a page carries that cursor as it is. Every other edge gets a gateway cursor "<page's after, offset>":
// paging after it asks the API for the same page again from `after` and drops `offset` items. Offsets stay
// below the page size, so one REST call always suffices.
import type { PageJson } from '@aid/common';
import { gatewayError } from './errors.js';

/** A page as the REST API returns it. */
export type RestPage<T> = PageJson<T>;

export type Connection<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};

/** The schema promises at most 100 items per page; the API refuses more. */
export const MAX_PAGE_SIZE = 100;

const PREFIX = 'g1.';

/** What to ask the API for to answer `first`/`after`, and how many leading items to drop from its answer. */
export type PageRequest = { first: number; after: string | undefined; skip: number; requested: number };

export function pageRequest(first: number, after: string | null | undefined): PageRequest {
  if (!Number.isInteger(first) || first < 0 || first > MAX_PAGE_SIZE) {
    throw gatewayError('BAD_USER_INPUT', `first must be between 0 and ${MAX_PAGE_SIZE}.`);
  }
  const decoded = after ? decodeCursor(after) : { after: undefined, skip: 0 };
  return {
    // The API pages 1 to 100 items; `first: 0` still asks for one, to learn totalCount and hasNextPage.
    first: Math.max(1, Math.min(decoded.skip + first, MAX_PAGE_SIZE)),
    after: decoded.after,
    skip: decoded.skip,
    requested: first,
  };
}

export function toConnection<T>(page: RestPage<T>, request: PageRequest): Connection<T> {
  const last = page.items.length - 1;
  const edges: Connection<T>['edges'] = [];
  page.items.forEach((node, position) => {
    if (position < request.skip || edges.length >= request.requested) return;
    const cursor = position === last && page.endCursor ? page.endCursor : encodeCursor(request.after, position + 1);
    edges.push({ cursor, node });
  });
  // Items fetched but not returned (only with `first: 0`, or a short page) still follow this page.
  const cut = page.items.length - request.skip > edges.length;
  return {
    edges,
    pageInfo: { hasNextPage: page.hasNextPage || cut, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: page.totalCount,
  };
}

export function encodeCursor(after: string | undefined, skip: number): string {
  return PREFIX + Buffer.from(JSON.stringify([after ?? null, skip])).toString('base64url');
}

function decodeCursor(cursor: string): { after: string | undefined; skip: number } {
  if (!cursor.startsWith(PREFIX)) return { after: cursor, skip: 0 };
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor.slice(PREFIX.length), 'base64url').toString());
    if (Array.isArray(value) && value.length === 2) {
      const [after, skip] = value as unknown[];
      if ((after === null || typeof after === 'string') && Number.isInteger(skip)) {
        const n = skip as number;
        if (n > 0 && n < MAX_PAGE_SIZE) return { after: after ?? undefined, skip: n };
      }
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw gatewayError('BAD_USER_INPUT', 'The cursor is not valid.');
}
