// The gateway's same-origin file routes (downloads, uploads, pictures) as one table: each domain lists its rows in
// its manifest, app.ts mounts them all with mountFileRoute. The browser needs them because a download link or an
// <img> carries the httpOnly access cookie, not a bearer header; each request is passed to the API as a stream
// (rest/stream.ts), query string included, and the API checks membership, permissions and limits as for any call.
import { idProblem } from '@aid/common/ids';
import type { IRouter, Request, Response } from 'express';
import { requestIdOf } from '../logger.js';
import { type StreamProxyOptions, streamToApi } from '../rest/stream.js';

export type FileMethod = 'GET' | 'POST';

/** What the route carries; says what the table is for (README), no behaviour hangs on it. */
export type FileRouteKind = 'download' | 'upload' | 'image';

export type FileRoute = {
  /** One method, or several: then the path answers any other method 405 with Allow (an unlisted one falls to 404). */
  method: FileMethod | readonly FileMethod[];
  /** The path the browser asks, in Express's syntax (`:id` is a path parameter). */
  path: string;
  /** The API's path; each `:name` in it is the browser path's parameter of that name. */
  apiPath: string;
  kind: FileRouteKind;
  /**
   * The 404 message when a path parameter cannot be an id: answered here without a call, as the API answers an
   * unknown one (default "Not found").
   */
  notFound?: string;
  /**
   * The path parameter naming the organisation, sent as x-accountid whatever header came along (an <img> sends
   * none); the API checks the caller's membership of it.
   */
  accountParam?: string;
};

const PARAM = /:(\w+)/g;

/** Fills `:name` in the API path with the request's path parameters (already checked to be ids). */
function apiPathFor(route: FileRoute, params: Record<string, string>): string {
  return route.apiPath.replace(PARAM, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

function handler(route: FileRoute, options: StreamProxyOptions) {
  // A single method is matched by Express itself (GET also answers HEAD); a list is checked here.
  const methods: readonly string[] | undefined = typeof route.method === 'string' ? undefined : route.method;
  const names = [...route.path.matchAll(PARAM)].map((match) => match[1] ?? '');
  return (req: Request, res: Response): void => {
    if (methods && !methods.includes(req.method)) {
      res.status(405).setHeader('Allow', methods.join(', ')).end();
      return;
    }
    const params: Record<string, string> = {};
    for (const name of names) {
      const value = String(req.params[name]);
      if (idProblem(value)) {
        res
          .status(404)
          .json({ message: route.notFound ?? 'Not found', code: 'NOT_FOUND', requestId: requestIdOf(res) });
        return;
      }
      params[name] = value;
    }
    if (route.accountParam) req.headers['x-accountid'] = params[route.accountParam] ?? '';
    void streamToApi(options, req, res, apiPathFor(route, params));
  };
}

/** Mounts one row: a single method as Express routes it (GET also answers HEAD), several on every method. */
export function mountFileRoute(router: IRouter, route: FileRoute, options: StreamProxyOptions): void {
  const handle = handler(route, options);
  if (typeof route.method !== 'string') router.all(route.path, handle);
  else if (route.method === 'GET') router.get(route.path, handle);
  else router.post(route.path, handle);
}
