import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, pageRequest, type RestPage, toConnection } from './connection.js';

const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `p${from + i}` }));

/** A fake keyset API over p0…p(total-1): its cursors are "after:<index>". */
function restPage(total: number, first: number, after: string | undefined): RestPage<{ id: string }> {
  const start = after ? Number(after.slice('after:'.length)) + 1 : 0;
  const page = items(start, Math.max(0, Math.min(first, total - start)));
  const end = start + page.length - 1;
  return {
    items: page,
    totalCount: total,
    endCursor: page.length ? `after:${end}` : null,
    hasNextPage: end < total - 1,
  };
}

function fetchPage(total: number, first: number, after?: string | null) {
  const request = pageRequest(first, after);
  return toConnection(restPage(total, request.first, request.after), request);
}

describe('connections', () => {
  it('maps a REST page to edges, pageInfo and totalCount; the last edge carries the API cursor', () => {
    const connection = fetchPage(5, 3);
    expect(connection.edges.map((e) => e.node.id)).toEqual(['p0', 'p1', 'p2']);
    expect(connection.totalCount).toBe(5);
    expect(connection.pageInfo).toEqual({ hasNextPage: true, endCursor: 'after:2' });
    expect(connection.edges[2]?.cursor).toBe('after:2');
    expect(new Set(connection.edges.map((e) => e.cursor)).size).toBe(3);
  });

  it('pages correctly after any edge, not only the last one', () => {
    const first = fetchPage(10, 4);
    const middle = first.edges[1]?.cursor;
    const next = fetchPage(10, 3, middle);
    expect(next.edges.map((e) => e.node.id)).toEqual(['p2', 'p3', 'p4']);
    // And again from a middle cursor of a page that was itself fetched from a middle cursor.
    const again = fetchPage(10, 2, next.edges[0]?.cursor);
    expect(again.edges.map((e) => e.node.id)).toEqual(['p3', 'p4']);
    const rest = fetchPage(10, 100, again.pageInfo.endCursor);
    expect(rest.edges.map((e) => e.node.id)).toEqual(['p5', 'p6', 'p7', 'p8', 'p9']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('walks a whole list page by page without gaps or repeats', () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = fetchPage(23, 5, after);
      seen.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(items(0, 23).map((i) => i.id));
  });

  it('has a null endCursor on an empty page', () => {
    expect(fetchPage(0, 10).pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });

  it('answers first: 0 with counts only (the API pages from 1)', () => {
    expect(pageRequest(0, null).first).toBe(1);
    const page = fetchPage(3, 0);
    expect(page.edges).toEqual([]);
    expect(page.totalCount).toBe(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });

  it('refuses a page size outside 0…100 and a forged cursor', () => {
    expect(() => pageRequest(MAX_PAGE_SIZE + 1, null)).toThrow(GraphQLError);
    expect(() => pageRequest(-1, null)).toThrow(/between 0 and 100/);
    expect(() => pageRequest(10, 'g1.bm90IGpzb24')).toThrow(/cursor is not valid/);
    expect(() => pageRequest(10, `g1.${Buffer.from('[null, 500]').toString('base64url')}`)).toThrow(/cursor/);
  });
});
