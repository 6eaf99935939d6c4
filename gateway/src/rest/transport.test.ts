import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from './transport.js';

// A real HTTP server that answers the first request on each connection and drops the connection, unanswered, on the
// second: what a kept-alive connection looks like when the API closed it just as the gateway reused it.
async function flakyServer() {
  const seen: string[] = [];
  const perSocket = new WeakMap<Socket, number>();
  const server = http.createServer((req, res) => {
    const n = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, n);
    seen.push(`${req.method} #${n}`);
    if (n > 1) {
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
  return { server, url, seen };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('sendJson', () => {
  it('sends a read again on a fresh connection when the kept-alive one was closed under it', async () => {
    const { server, url, seen } = await flakyServer();
    close = () => server.close();
    await sendJson('GET', url, {}, undefined, 5_000);
    const second = await sendJson('GET', url, {}, undefined, 5_000);
    expect(second).toMatchObject({ status: 200, text: '{"ok":true}' });
    expect(seen).toEqual(['GET #1', 'GET #2', 'GET #1']);
    server.closeAllConnections();
  });

  it('never sends a write twice: the caller learns the connection failed', async () => {
    const { server, url, seen } = await flakyServer();
    close = () => server.close();
    await sendJson('POST', url, {}, '{}', 5_000);
    await expect(sendJson('POST', url, {}, '{}', 5_000)).rejects.toThrow();
    expect(seen).toEqual(['POST #1', 'POST #2']);
    server.closeAllConnections();
  });
});

// What nginx answers when the API process it chose died with the request: its own HTML page, then (the process
// marked down) the other process's JSON.
async function balancerServer(firstStatus: number, firstType: string) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.method ?? '');
    if (seen.length === 1) {
      res.writeHead(firstStatus, { 'content-type': firstType });
      res.end(firstType.includes('json') ? '{"code":"UNAVAILABLE"}' : '<html>502 Bad Gateway</html>');
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
  return { server, url, seen };
}

describe('sendJson behind a balancer', () => {
  it("sends a repeatable write again after the balancer's 502 page, and returns the second answer", async () => {
    const { server, url, seen } = await balancerServer(502, 'text/html');
    close = () => server.close();
    const answer = await sendJson('POST', url, {}, '{"idempotencyKey":"k"}', 5_000, true);
    expect(answer).toMatchObject({ status: 200, text: '{"ok":true}' });
    expect(seen).toEqual(['POST', 'POST']);
  });

  it("returns the balancer's 502 to the caller of a write that is not repeatable, sent once", async () => {
    const { server, url, seen } = await balancerServer(502, 'text/html');
    close = () => server.close();
    const answer = await sendJson('POST', url, {}, '{}', 5_000);
    expect(answer.status).toBe(502);
    expect(seen).toEqual(['POST']);
  });

  it("does not send again on the API's own JSON 503: that is an answer, not a lost request", async () => {
    const { server, url, seen } = await balancerServer(503, 'application/json');
    close = () => server.close();
    const answer = await sendJson('GET', url, {}, undefined, 5_000);
    expect(answer.status).toBe(503);
    expect(seen).toEqual(['GET']);
  });
});
