// The API's stream of membership and role changes (GET /internal/changes, server-sent events of the database's
// change notifications), followed for as long as the gateway runs, so that a change made through any gateway or API
// process drops the permissions this gateway keeps at once, not after the cache's time-out. While the stream is down
// the cache keeps its time-out as before; once it is back, everything kept is dropped (changes may have been missed).
import type { Logger } from '../logger.js';
import type { PermissionCache } from './permissions.js';

/** The header the API knows the gateway by (also sent with partner keys: api/src/apikeys/credentials.ts). */
const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

export type ChangeFollowerOptions = {
  apiUrl: string;
  gatewaySecret: string;
  cache: PermissionCache;
  logger: Logger;
  /** Wait before the first reconnection, doubled after each failure up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
};

export type ChangeFollower = {
  /** Whether the stream is open now (tests wait for it). */
  readonly connected: boolean;
  stop(): void;
};

/** Applies one change's payload: `user:<id>` that user's entries, `account:<id>` that account's, else all. */
export function applyChange(cache: PermissionCache, payload: string): void {
  const [kind, id] = payload.split(':', 2);
  // A member's presence changes no permission (the API does not send it; ignored should one come).
  if (kind === 'presence') return;
  if (kind === 'user' && id) cache.evictUser(id);
  else if (kind === 'account' && id) cache.evictAccount(id);
  else cache.clear();
}

/** The `data` of each complete event in `buffer`, and what is left of an event not yet complete. */
export function parseEvents(buffer: string): { payloads: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const payloads: string[] = [];
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    // A block of comments only (the API's heartbeat) carries no change.
    if (data.length) payloads.push(data.join('\n'));
  }
  return { payloads, rest };
}

export function followPermissionChanges(options: ChangeFollowerOptions): ChangeFollower {
  const minRetryMs = options.minRetryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let retryMs = minRetryMs;
  let connected = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let abort: AbortController | undefined;

  const connect = async (): Promise<void> => {
    abort = new AbortController();
    const url = new URL('/internal/changes', options.apiUrl);
    const answer = await fetch(url, {
      headers: { Accept: 'text/event-stream', [GATEWAY_SECRET_HEADER]: options.gatewaySecret },
      signal: abort.signal,
    });
    if (answer.status !== 200 || !answer.body) throw new Error(`GET /internal/changes answered ${answer.status}`);
    connected = true;
    retryMs = minRetryMs;
    // What is kept may predate a change told while the stream was down.
    options.cache.clear();
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of answer.body) {
      buffer += decoder.decode(chunk, { stream: true });
      const { payloads, rest } = parseEvents(buffer);
      buffer = rest;
      for (const payload of payloads) applyChange(options.cache, payload);
    }
  };

  const run = (): void => {
    if (stopped) return;
    connect().then(
      () => retry('the API ended the change stream'),
      (error: unknown) => retry(error instanceof Error ? error.message : String(error)),
    );
  };

  const retry = (why: string): void => {
    connected = false;
    if (stopped) return;
    options.logger.warn({ retryInMs: retryMs, reason: why }, 'permission change stream down; the cache keeps its TTL');
    timer = setTimeout(run, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  run();
  return {
    get connected() {
      return connected;
    },
    stop() {
      stopped = true;
      connected = false;
      clearTimeout(timer);
      abort?.abort();
    },
  };
}
