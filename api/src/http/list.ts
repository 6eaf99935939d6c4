// The HTTP side of every list: `?first&after&sort&filter&count`, or `?ids=` for a batch look-up. A domain's list
// route is `listRoute({ source, scope, toJson })`. The same parameters may come as a JSON body of
// `POST <list>/query` (listQueryRoutes), for filters too large for a URL.
import { fieldError } from '@aid/common/errors';
import { LIMITS } from '@aid/common/limits';
import type { Request, RequestHandler } from 'express';
import { type AuthContext, authContext } from '../auth/context.js';
import { parseFilterParam } from '../db/filter.js';
import { findByIds, type ListQuery, type ListScope, type ListSource, listPage } from '../db/list.js';
import { pageJson } from '../db/paging.js';
import { QueryInputError } from '../db/query-input.js';
import { ApiError } from './errors.js';
import { booleanQuery, singleQuery, splitIds } from './request.js';
import { jsonBody } from './validation.js';

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

/**
 * Every list the API serves (`:id` is one path segment). Each also answers `POST <path>/query` with its parameters
 * as a JSON body: a filter of thousands of values does not fit a URL (Node refuses request heads over 16 KiB).
 */
export const LIST_PATHS = [
  '/activity-logs',
  '/beneficiary-duplicates',
  '/beneficiary-lists',
  '/beneficiary-lists/:id/beneficiaries',
  '/distributions',
  '/distributions/:id/entitlements',
  '/distributions/:id/notifications',
  '/files',
  '/jobs',
  '/members',
  '/message-templates',
  '/notifications/outbox',
  '/programs',
  '/scanning/conflicts',
  '/scanning/distributions',
] as const;

const QUERY_SUFFIX = '/query';

function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`);
}

/** The query string a list query's body stands for: `filter` as JSON, every other parameter as its text. */
function queryStringOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ApiError.invalid([
      fieldError('body', 'WRONG_TYPE', { expected: 'a JSON object' }, 'must be a JSON object of list parameters'),
    ]);
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (name === 'filter' && typeof value === 'object') params.set(name, JSON.stringify(value));
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(name, String(value));
    } else {
      throw ApiError.invalid([
        fieldError(
          name,
          'WRONG_TYPE',
          { expected: 'a string, number or boolean' },
          'must be a string, number or boolean',
        ),
      ]);
    }
  }
  return params.toString();
}

/**
 * `POST <list>/query` for every list of LIST_PATHS: the body (`{ first, after, before, sort, filter, count, ids, … }`,
 * filter as an object or its JSON) becomes the query string of `GET <list>`, which then runs as if it had been asked
 * for, so validation, scope and permissions are that route's own. Mounted once, before the domain routers; its body
 * limit is LIMITS.listQueryBodyBytes (413 over it), so whatever the gateway accepted reaches the filter's own limits.
 */
export function listQueryRoutes(paths: readonly string[] = LIST_PATHS): RequestHandler {
  const patterns = paths.map(pathPattern);
  const [parse, refuseNul] = jsonBody(LIMITS.listQueryBodyBytes);
  if (!parse || !refuseNul) throw new Error('jsonBody changed shape');
  return (req, res, next) => {
    if (req.method !== 'POST' || !req.path.endsWith(QUERY_SUFFIX)) {
      next();
      return;
    }
    const base = req.path.slice(0, -QUERY_SUFFIX.length);
    if (!patterns.some((pattern) => pattern.test(base))) {
      next();
      return;
    }
    parse(req, res, (parseError?: unknown) => {
      if (parseError) {
        next(parseError);
        return;
      }
      refuseNul(req, res, (nulError?: unknown) => {
        if (nulError) {
          next(nulError);
          return;
        }
        try {
          const query = queryStringOf(req.body);
          req.method = 'GET';
          req.url = query ? `${base}?${query}` : base;
          req.body = undefined;
          next();
        } catch (error) {
          next(error);
        }
      });
    });
  };
}
