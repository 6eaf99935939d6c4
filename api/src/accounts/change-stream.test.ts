// GET /internal/changes: hidden from anyone without the gateway's secret; for the gateway, the database's change
// notifications as server-sent events, as they happen; ended by the API's close so a gateway reconnects elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { fileIdentity } from '../testing/suite.js';
import { endChangeStreams } from './change-stream.js';

const backend = (await availableBackends()).at(-1);
const identity = fileIdentity();
const SECRET = 'gateway-secret-for-change-stream-tests';

/** Reads `body` until `seen` holds for what arrived so far (or the stream ends); what arrived. */
async function readUntil(body: ReadableStream<Uint8Array>, seen: (text: string) => boolean): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (!seen(text)) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
  return text;
}

describe.runIf(backend)('the gateways’ change stream', () => {
  let api: TestApi;
  beforeAll(async () => {
    if (!backend) return;
    api = await startTestApi(backend, identity().config, { gatewaySecret: SECRET });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 404 to a caller without the gateway’s secret, or with another', async () => {
    expect((await api.call('GET', '/internal/changes')).status).toBe(404);
    const wrong = await api.call('GET', '/internal/changes', { headers: { 'x-gateway-secret': 'not-the-secret' } });
    expect(wrong).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('streams each change to users, memberships and organisations to the gateway, then ends on close', async () => {
    const abort = new AbortController();
    const answer = await fetch(`${api.url}/internal/changes`, {
      headers: { 'x-gateway-secret': SECRET, Accept: 'text/event-stream' },
      signal: abort.signal,
    });
    try {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
      if (!answer.body) throw new Error('no body');
      // Open and listening before the change is made: nothing told before it is lost.
      expect(await readUntil(answer.body, (text) => text.includes('\n\n'))).toBe(': listening\n\n');
      const { accountId } = await api.fixtures.account('Told to the gateways');
      const told = await readUntil(answer.body, (text) => text.includes(`data: account:${accountId}\n\n`));
      expect(told).toContain(`data: account:${accountId}\n\n`);
      // The API's close ends every stream (a stream would otherwise hold the server open).
      endChangeStreams(api.db);
      const rest = await readUntil(answer.body, () => false);
      expect(rest).not.toContain('listening');
    } finally {
      abort.abort();
    }
  });
});
