// The HTTP side of every list: `?first&after&sort&filter&count`, or `?ids=` for a batch look-up. A domain's list
// route is `listRoute({ source, scope, toJson })`.
import { LIMITS } from '@aid/common';
import type { Request, RequestHandler } from 'express';
import { type AuthContext, authContext } from '../auth/context.js';
import { parseFilterParam } from '../db/filter.js';
import { findByIds, type ListQuery, type ListScope, type ListSource, listPage } from '../db/list.js';
import { pageJson } from '../db/paging.js';
import { QueryInputError } from '../db/query-input.js';
import { booleanQuery, singleQuery, splitIds } from './request.js';

export const DEFAULT_PAGE_SIZE = 50;

/** The paging, sort, filter and count parameters of a list request, checked. */
export function listQueryOf(req: Request, source: ListSource): ListQuery {
  const firstRaw = singleQuery(req, 'first');
  const first = firstRaw === undefined ? DEFAULT_PAGE_SIZE : Number(firstRaw);
  if ((firstRaw !== undefined && !/^\d{1,3}$/.test(firstRaw)) || first < 1 || first > LIMITS.pageSizeMax) {
    throw new QueryInputError('first', 'INVALID_VALUE', `must be a whole number from 1 to ${LIMITS.pageSizeMax}`);
  }
  const sort = singleQuery(req, 'sort') ?? source.declaration.defaultSort;
  const filterRaw = singleQuery(req, 'filter');
  const filter = filterRaw ? parseFilterParam(filterRaw) : undefined;
  const after = singleQuery(req, 'after') || undefined;
  const before = singleQuery(req, 'before') || undefined;
  if (after && before) throw new QueryInputError('before', 'INVALID_VALUE', 'cannot be combined with after');
  // The sort is checked against the list's own options when the page is fetched.
  return { first, after, before, sort: sort as ListQuery['sort'], filter, count: booleanQuery(req, 'count', true) };
}

export type ListRouteOptions<R extends object, J> = {
  source: ListSource;
  /** Who may list and what they see (a domain may read its own query parameters); throws 403 when they may not. */
  scope: (auth: AuthContext, req: Request) => ListScope;
  toJson: (row: R) => J;
};

/** GET handler: a keyset page (PageJson) or, with `?ids=`, the visible objects among those ids (ItemsJson). */
export function listRoute<R extends object, J>({ source, scope, toJson }: ListRouteOptions<R, J>): RequestHandler {
  return async (req, res) => {
    const auth = authContext(res);
    const visible = scope(auth, req);
    const ids = singleQuery(req, 'ids');
    if (ids !== undefined) {
      const rows = await auth.run((tx) => findByIds<R>(tx, source, visible, splitIds(ids)));
      res.json({ items: rows.map(toJson) });
      return;
    }
    const query = listQueryOf(req, source);
    const page = await auth.run((tx) => listPage<R>(tx, source, visible, query));
    res.json(pageJson(page, page.rows.map(toJson)));
  };
}
