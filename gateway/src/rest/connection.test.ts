import { refusalIn } from '@aid/common/refusals';
import type { PageJson } from '@aid/common/rest';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, pageRequest, toConnection } from './connection.js';

const page = (ids: string[], more: Partial<PageJson<{ id: string }>> = {}): PageJson<{ id: string }> => ({
  items: ids.map((id) => ({ id })),
  cursors: ids.map((id) => `c-${id}`),
  totalCount: null,
  startCursor: ids.length ? `c-${ids[0]}` : null,
  endCursor: ids.length ? `c-${ids.at(-1)}` : null,
  hasNextPage: false,
  hasPreviousPage: false,
  ...more,
});

describe('connections', () => {
  it('gives every edge the cursor the API gave its item', () => {
    const connection = toConnection(
      page(['p0', 'p1', 'p2'], { hasNextPage: true, totalCount: 5 }),
      pageRequest({ first: 3 }),
    );
    expect(connection.edges).toEqual([
      { cursor: 'c-p0', node: { id: 'p0' } },
      { cursor: 'c-p1', node: { id: 'p1' } },
      { cursor: 'c-p2', node: { id: 'p2' } },
    ]);
    expect(connection.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: 'c-p0',
      endCursor: 'c-p2',
    });
    expect(connection.totalCount).toBe(5);
  });

  it('asks for first items after a cursor, or the last items before one', () => {
    expect(pageRequest({ first: 10, after: 'abc' })).toEqual({ first: 10, after: 'abc', empty: false });
    expect(pageRequest({ last: 10, before: 'abc' })).toEqual({ first: 10, before: 'abc', empty: false });
    expect(pageRequest({}, 20)).toEqual({ first: 20, after: undefined, empty: false });
  });

  it('answers first: 0 with counts and whether more follow, but no edges (the API pages from 1)', () => {
    const request = pageRequest({ first: 0 });
    expect(request.first).toBe(1);
    const connection = toConnection(page(['p0'], { totalCount: 3 }), request);
    expect(connection.edges).toEqual([]);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    expect(connection.totalCount).toBe(3);
  });

  it('refuses sizes outside 0…100, forged cursors and mixed directions, saying why', () => {
    expect(() => pageRequest({ first: MAX_PAGE_SIZE + 1 })).toThrow(GraphQLError);
    expect(() => pageRequest({ first: -1 })).toThrow(/between 0 and 100/);
    expect(() => pageRequest({ first: 10, after: 'not a cursor!' })).toThrow(/after is not a cursor/);
    expect(() => pageRequest({ first: 10, after: 'A'.repeat(5000) })).toThrow(/after is not a cursor/);
    expect(() => pageRequest({ last: 10 })).toThrow(/last needs before/);
    // Worded by key, so a French member reads it in French.
    expect(() => pageRequest({ first: -1 })).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({
          messageKey: 'gateway.pageSize',
          messageParams: { name: 'first', max: MAX_PAGE_SIZE },
        }),
      }),
    );
    expect(refusalIn('fr', 'gateway.pageSize', { name: 'first', max: 100 })).toBe(
      'first doit être compris entre 0 et 100.',
    );
    expect(() => pageRequest({ first: 10, before: 'abc' })).toThrow(/before needs last/);
    expect(() => pageRequest({ last: 10, before: 'abc', after: 'abc' })).toThrow(/not both/);
  });
});
