// Both servers keep idle connections longer than the clients in front of them (see common/src/keep-alive.ts): read
// off the Keep-Alive header each one sends, over a real connection to the real stack.
import http from 'node:http';
import { KEEP_ALIVE_MS } from '@aid/common/keep-alive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

function keepAliveHeader(url: string): Promise<string> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          agent.destroy();
          resolve(String(res.headers['keep-alive']));
        });
      })
      .on('error', reject);
  });
}

describe('kept-alive connections', () => {
  it('are kept 65 s by the API and by the gateway, not Node’s 5 s', async () => {
    const expected = `timeout=${KEEP_ALIVE_MS / 1000}`;
    expect(await keepAliveHeader(`${stack.api.url}/health`)).toBe(expected);
    expect(await keepAliveHeader(`${stack.gateway.url}/health`)).toBe(expected);
  });
});
