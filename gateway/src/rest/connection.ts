// Connections (first/after, last/before) over the API's keyset pages, which carry a cursor per item. The total is
// counted only when the query selects `totalCount`: on a list of a million rows it costs a scan.
import { GATEWAY_MESSAGES } from '@aid/common/gateway';
import { filterValueCount, filterValuesProblem, LIMITS } from '@aid/common/limits';
import type { PageJson } from '@aid/common/rest';
import {
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLIncludeDirective,
  type GraphQLResolveInfo,
  GraphQLSkipDirective,
  getDirectiveValues,
  Kind,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type { QueryValue, RestClient } from './client.js';
import { gatewayError, RestError } from './errors.js';

export type Connection<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** Absent when the query did not select it (and so nothing was counted). */
  totalCount: number | null;
};

/** The paging arguments every connection field takes. */
export type ConnectionArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

export type PageRequest = { first: number; after?: string; before?: string; empty: boolean };

export const MAX_PAGE_SIZE = LIMITS.pageSizeMax;
const CURSOR = /^[A-Za-z0-9_-]+$/;

function checkCursor(name: string, cursor: string | null | undefined): string | undefined {
  if (cursor === null || cursor === undefined || cursor === '') return undefined;
  if (cursor.length > LIMITS.cursorMaxLength || !CURSOR.test(cursor)) {
    throw gatewayError('VALIDATION_FAILED', GATEWAY_MESSAGES.notACursor({ name }));
  }
  return cursor;
}

function checkSize(name: string, size: number): number {
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE) {
    throw gatewayError('VALIDATION_FAILED', GATEWAY_MESSAGES.pageSize({ name, max: MAX_PAGE_SIZE }));
  }
  return size;
}

/** What to ask the API for: `first` items after a cursor, or the `last` items before one. */
export function pageRequest(args: ConnectionArgs, defaultSize = 50): PageRequest {
  const after = checkCursor('after', args.after);
  const before = checkCursor('before', args.before);
  if (args.last !== null && args.last !== undefined) {
    if (!before) throw gatewayError('VALIDATION_FAILED', GATEWAY_MESSAGES.lastNeedsBefore());
    if (after) throw gatewayError('VALIDATION_FAILED', GATEWAY_MESSAGES.firstWithLast());
    const last = checkSize('last', args.last);
    // The API pages 1 to 100 items; a size of 0 still asks for one, to learn whether there is more.
    return { first: Math.max(1, last), before, empty: last === 0 };
  }
  if (before) throw gatewayError('VALIDATION_FAILED', GATEWAY_MESSAGES.beforeNeedsLast());
  const first = checkSize('first', args.first ?? defaultSize);
  return { first: Math.max(1, first), after, empty: first === 0 };
}

export function toConnection<T>(page: PageJson<T>, request: PageRequest): Connection<T> {
  const edges = request.empty ? [] : page.items.map((node, i) => ({ cursor: page.cursors[i] ?? '', node }));
  const more = request.empty && page.items.length > 0;
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage || (more && !request.before),
      hasPreviousPage: page.hasPreviousPage || (more && Boolean(request.before)),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: page.totalCount,
  };
}

/** Whether the field being resolved selects `name` directly (through fragments too). */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  // A selection under @skip(if: true) or @include(if: false) is not asked for (a client pages on without the total).
  const included = (node: SelectionNode): boolean =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
  const within = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (!included(selection)) return false;
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      const fragment: FragmentDefinitionNode | undefined = info.fragments[selection.name.value];
      return within(fragment?.selectionSet);
    });
  return info.fieldNodes.some((node: FieldNode) => within(node.selectionSet));
}

export type ListArgs = ConnectionArgs & { sort?: string | null; filter?: unknown };

/**
 * The one limit on a list filter's values (LIMITS.filter.maxValues), checked before any REST call with the API's own
 * answer (422 VALIDATION_FAILED, field `filter`, TOO_MANY with max and count), so every list refuses it alike.
 */
export function checkFilterSize(filter: unknown): void {
  const count = filterValueCount(filter);
  const problem = filterValuesProblem(count);
  if (!problem) return;
  const fieldError = {
    field: 'filter',
    code: 'TOO_MANY',
    params: { max: LIMITS.filter.maxValues, count },
    message: problem,
  };
  throw new RestError(422, { code: 'VALIDATION_FAILED', message: `filter ${problem}`, fieldErrors: [fieldError] });
}

/**
 * One page of a REST list as a connection: `GET <path>?first&after|before&sort&filter&count`, plus any `extra`
 * query parameters of the domain (`POST <path>/query` when a large filter would make the URL too long).
 */
export async function fetchConnection<T>(
  rest: RestClient,
  path: string,
  args: ListArgs,
  info: GraphQLResolveInfo,
  extra: Record<string, QueryValue> = {},
  defaultSize?: number,
): Promise<{ connection: Connection<T>; page: PageJson<T> }> {
  const request = pageRequest(args, defaultSize);
  checkFilterSize(args.filter);
  const page = await rest.list<PageJson<T>>(path, {
    ...extra,
    first: request.first,
    after: request.after,
    before: request.before,
    sort: args.sort ?? undefined,
    filter: args.filter ? JSON.stringify(args.filter) : undefined,
    count: selects(info, 'totalCount'),
  });
  return { connection: toConnection(page, request), page };
}
