// The one REST client every domain client builds on: built per request with the caller's token and headers.
import { RestError, type RestErrorBody } from './errors.js';

/** REST calls one GraphQL request made, in order ("GET /programs"); read by tests and benchmarks. */
export type RestCallLog = { count: number; calls: string[] };

export type RestClientOptions = {
  apiUrl: string;
  /** The caller's verified access token, passed on so the API verifies it again. */
  token: string;
  /** x-accountid as the browser sent it, if it did. */
  requestedAccountId?: string;
  /** The account to act in: the requested one, else the one GET /me picks. Resolved lazily. */
  resolveAccountId: () => Promise<string | undefined>;
  /** x-sitepath as the browser sent it: the API records the page in its activity log. */
  sitePath?: string;
  log: RestCallLog;
  /** Milliseconds before a REST call is abandoned. */
  timeoutMs?: number;
};

export type QueryValue = string | number | boolean | undefined | null;

export type RestRequest = {
  query?: Record<string, QueryValue>;
  body?: unknown;
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

  post<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('POST', path, { body });
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
    };
    const accountId = request.account === 'requested' ? options.requestedAccountId : await options.resolveAccountId();
    if (accountId) headers['x-accountid'] = accountId;
    if (options.sitePath) headers['x-sitepath'] = options.sitePath;

    options.log.count += 1;
    options.log.calls.push(`${method} ${url.pathname}`);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      // The API is down or slow: the caller sees a generic failure, the operator the cause.
      console.error(`REST ${method} ${url.pathname} failed:`, error instanceof Error ? error.message : error);
      throw new RestError(502, undefined);
    }
    const text = await response.text();
    const body = text ? parseJson(text) : undefined;
    if (!response.ok) {
      if (response.status >= 500) console.error(`REST ${method} ${url.pathname} answered ${response.status}`);
      throw new RestError(response.status, isObject(body) ? (body as RestErrorBody) : undefined);
    }
    if (text && body === undefined) {
      console.error(`REST ${method} ${url.pathname} answered ${response.status} with a body that is not JSON`);
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
