// The one REST client every domain client builds on: built per request with the caller's token and headers.
import { idRefusal } from '@aid/common/gateway';
import { idProblem } from '@aid/common/ids';
import type { Logger } from '../logger.js';
import { gatewayError, RestError, type RestErrorBody } from './errors.js';
import { type JsonResponse, sendJson } from './transport.js';

/**
 * REST calls one GraphQL request made, in order: "GET /programs", and the same with its query string in `urls`.
 * Read by tests and benchmarks (the response carries it only when GATEWAY_COUNT_REST_CALLS is on).
 */
export type RestCallLog = { count: number; calls: string[]; urls: string[] };

export type RestClientOptions = {
  apiUrl: string;
  /** The caller's verified access token, passed on so the API verifies it again. */
  token: string;
  /** Proves to the API that a partner key came through the gateway (x-gateway-secret); set for key callers. */
  gatewaySecret?: string;
  /** x-accountid as the browser sent it, if it did. */
  requestedAccountId?: string;
  /** The account to act in: the requested one, else the one GET /me picks. Resolved lazily. */
  resolveAccountId: () => Promise<string | undefined>;
  /** x-sitepath as the browser sent it: the API records the page in its activity log. */
  sitePath?: string;
  /** This request's id: the API logs it too, so one action can be followed through both. */
  requestId: string;
  logger: Logger;
  log: RestCallLog;
  /** Milliseconds before a REST call is abandoned. */
  timeoutMs?: number;
};

export type QueryValue = string | number | boolean | undefined | null;

/**
 * A list query whose query string would be longer than this is sent as `POST <list>/query` with a JSON body: the
 * API's HTTP parser refuses request heads over 16 KiB (Node's default), and a long URL is logged and proxied badly
 * everywhere. Below it, lists stay plain GETs (cacheable, readable in logs).
 */
export const MAX_LIST_QUERY_STRING = 4 * 1024;

export type RestRequest = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * Safe to send twice (transport.ts): a read sent as POST (a list query), or a write the API applies once per
   * idempotency key. Sent again, like a GET, when it demonstrably reached no live API process.
   */
  repeatable?: boolean;
  /**
   * 'requested' sends only the browser's x-accountid: GET /me uses it, because it is the call that decides
   * the account when the browser sent none (asking for the resolved one there would wait on itself).
   */
  account?: 'resolved' | 'requested';
};

export class RestClient {
  readonly #options: RestClientOptions;

  constructor(options: RestClientOptions) {
    this.#options = options;
  }

  get<T>(path: string, query?: Record<string, QueryValue>, account?: RestRequest['account']): Promise<T> {
    return this.request<T>('GET', path, { query, account });
  }

  /**
   * One page of a list: `GET <path>?…`, or `POST <path>/query` with the same parameters as a JSON body when the
   * query string would pass MAX_LIST_QUERY_STRING (a filter of thousands of ids).
   */
  list<T>(path: string, query: Record<string, QueryValue>): Promise<T> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    if (params.toString().length <= MAX_LIST_QUERY_STRING) return this.get<T>(path, query);
    const body = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null));
    return this.request<T>('POST', `${path.replace(/\/$/, '')}/query`, { body, repeatable: true });
  }

  post<T>(path: string, body: unknown, options: Pick<RestRequest, 'repeatable'> = {}): Promise<T> {
    return this.request<T>('POST', path, { body, ...options });
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('PATCH', path, { body });
  }

  async request<T>(method: string, path: string, request: RestRequest = {}): Promise<T> {
    const options = this.#options;
    const url = new URL(path.replace(/^\//, ''), `${options.apiUrl.replace(/\/$/, '')}/`);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.token}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-request-id': options.requestId,
    };
    const accountId = request.account === 'requested' ? options.requestedAccountId : await options.resolveAccountId();
    if (accountId) headers['x-accountid'] = accountId;
    if (options.sitePath) headers['x-sitepath'] = options.sitePath;
    if (options.gatewaySecret) headers['x-gateway-secret'] = options.gatewaySecret;

    options.log.count += 1;
    options.log.calls.push(`${method} ${url.pathname}`);
    options.log.urls.push(`${method} ${url.pathname}${url.search}`);
    let response: JsonResponse;
    try {
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      response = await sendJson(method, url, headers, body, options.timeoutMs ?? 30_000, request.repeatable);
    } catch (error) {
      // The API is down or slow: the caller sees a generic failure, the operator the cause.
      options.logger.error({ err: error, method, path: url.pathname }, 'REST call failed');
      throw new RestError(502, undefined);
    }
    const text = response.text;
    const body = text ? parseJson(text) : undefined;
    if (response.status < 200 || response.status >= 300) {
      if (response.status >= 500) {
        options.logger.error({ method, path: url.pathname, status: response.status }, 'REST call answered an error');
      }
      throw new RestError(
        response.status,
        isObject(body) ? (body as RestErrorBody) : undefined,
        retryAfterOf(response.headers?.['retry-after']),
      );
    }
    if (text && body === undefined) {
      options.logger.error({ method, path: url.pathname, status: response.status }, 'REST answer is not JSON');
      throw new RestError(502, undefined);
    }
    return body as T;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** GraphQL's optional arguments without their nulls: the API's strict schemas accept a missing field, not a null one. */
export function present<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as T;
}

/**
 * `/programs/<id>` for an id argument: an impossible id is refused here, by name, rather than sent on as a URL the
 * API could only refuse (or Node's HTTP parser, with a bare 431, when it is huge).
 */
export function idPath(base: string, id: string, argument = 'id'): string {
  const problem = idProblem(id);
  if (problem) throw gatewayError('VALIDATION_FAILED', idRefusal(argument, id));
  return `${base}/${encodeURIComponent(id)}`;
}

/** Retry-After in whole seconds (the API sends seconds, never a date); undefined when absent or unreadable. */
function retryAfterOf(value: string | undefined): number | undefined {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}
