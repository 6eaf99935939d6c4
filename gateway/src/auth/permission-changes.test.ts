// Following the API's change stream: each change drops the cached permissions it touched (a user's, an account's, or
// all); the stream is opened with the gateway's secret, re-opened with back-off when it fails or ends (everything
// dropped on reconnecting), and while it is down the cache keeps what it has. The real API's side: roles.test.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { applyChange, type ChangeFollower, followPermissionChanges, parseEvents } from './permission-changes.js';
import { PermissionCache } from './permissions.js';

const entry = (userId: string, accountId: string) => ({ userId, accountId, permissions: {} });

function filledCache(): PermissionCache {
  const cache = new PermissionCache(30_000);
  cache.set(PermissionCache.key('sub-1', 'acc--a'), entry('usr--1', 'acc--a'));
  cache.set(PermissionCache.key('sub-1', 'acc--b'), entry('usr--1', 'acc--b'));
  cache.set(PermissionCache.key('sub-2', undefined), entry('usr--2', 'acc--a'));
  cache.set(PermissionCache.key('sub-3', 'acc--c'), entry('usr--3', 'acc--c'));
  return cache;
}
const kept = (cache: PermissionCache) =>
  [
    PermissionCache.key('sub-1', 'acc--a'),
    PermissionCache.key('sub-1', 'acc--b'),
    PermissionCache.key('sub-2', undefined),
    PermissionCache.key('sub-3', 'acc--c'),
  ].map((key) => cache.get(key) !== undefined);

describe('a change told by the API', () => {
  it('drops a user’s entries in every account, an account’s entries, or everything', () => {
    const cache = filledCache();
    applyChange(cache, 'user:usr--1');
    expect(kept(cache)).toEqual([false, false, true, true]);
    applyChange(cache, 'account:acc--a');
    expect(kept(cache)).toEqual([false, false, false, true]);
    const other = filledCache();
    applyChange(other, '*');
    expect(kept(other)).toEqual([false, false, false, false]);
  });

  it('reads complete events only, skipping comments and keeping a partial one for later', () => {
    expect(parseEvents(': listening\n\ndata: user:usr--1\n\ndata: account:acc--a\r\n\r\ndata: acc')).toEqual({
      payloads: ['user:usr--1', 'account:acc--a'],
      rest: 'data: acc',
    });
  });
});

describe('following the stream', () => {
  let server: Server | undefined;
  let follower: ChangeFollower | undefined;
  afterEach(async () => {
    follower?.stop();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** A stand-in API; `handle` answers GET /internal/changes, the n-th connection being `n`. */
  async function api(handle: (req: IncomingMessage, res: ServerResponse, n: number) => void): Promise<string> {
    let connections = 0;
    const started = createServer((req, res) => handle(req, res, ++connections));
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  }
  const follow = (apiUrl: string, cache: PermissionCache) =>
    followPermissionChanges({
      apiUrl,
      gatewaySecret: 'the-secret',
      cache,
      logger: createLogger(undefined, 'silent'),
      minRetryMs: 20,
      maxRetryMs: 40,
    });

  it('drops what each event touches, and everything again when it reconnects after the stream ended', async () => {
    const secrets: (string | undefined)[] = [];
    const open: ServerResponse[] = [];
    const url = await api((req, res) => {
      secrets.push(req.headers['x-gateway-secret'] as string | undefined);
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(': listening\n\n');
      open.push(res);
    });
    const cache = new PermissionCache(30_000);
    follower = follow(url, cache);
    await expect.poll(() => follower?.connected).toBe(true);
    expect(secrets).toEqual(['the-secret']);
    const fill = () => {
      const filled = filledCache();
      for (const key of [PermissionCache.key('sub-1', 'acc--a'), PermissionCache.key('sub-3', 'acc--c')]) {
        const value = filled.get(key);
        if (value) cache.set(key, value);
      }
    };
    fill();
    open[0]?.write('data: user:usr--1\n\n');
    await expect.poll(() => cache.get(PermissionCache.key('sub-1', 'acc--a'))).toBeUndefined();
    expect(cache.get(PermissionCache.key('sub-3', 'acc--c'))).toBeDefined();

    // The API process goes away: the follower comes back, and what it kept meanwhile may have missed a change.
    open[0]?.end();
    await expect.poll(() => open.length).toBe(2);
    await expect.poll(() => cache.get(PermissionCache.key('sub-3', 'acc--c'))).toBeUndefined();
    fill();
    open[1]?.write('data: account:acc--c\n\n');
    await expect.poll(() => cache.get(PermissionCache.key('sub-3', 'acc--c'))).toBeUndefined();
    expect(cache.get(PermissionCache.key('sub-1', 'acc--a'))).toBeDefined();
  });

  it('keeps the cache while the API refuses the stream, trying again with back-off', async () => {
    const url = await api((_req, res, n) => {
      if (n < 3) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(': listening\n\n');
    });
    const cache = filledCache();
    follower = follow(url, cache);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(follower.connected).toBe(false);
    expect(kept(cache)).toEqual([true, true, true, true]);
    await expect.poll(() => follower?.connected).toBe(true);
    expect(kept(cache)).toEqual([false, false, false, false]);
  });
});
