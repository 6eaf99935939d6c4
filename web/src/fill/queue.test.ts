import { describe, expect, it } from 'vitest';
import { enqueue, flushQueue, waitingCount } from './queue.js';
import { fakeFetch, TOKEN } from './testForm.js';
import { deviceVault, memoryKeyStore } from './vault.js';

const body = (key: string) => ({
  idempotencyKey: key,
  version: 3,
  answers: { first_name: 'Amina', members: 4 },
  deviceTime: '2026-11-27T10:00:00.000Z',
});

describe('offline queue of filled forms', () => {
  it('keeps a filled form sealed: the stored text holds no answer, and the same device key opens it', async () => {
    const keys = memoryKeyStore();
    const vault = await deviceVault(keys);
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000001') }, localStorage);
    const stored = Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '');
    expect(stored.join('')).not.toContain('Amina');
    expect(waitingCount(localStorage, TOKEN)).toBe(1);
    // Another key (another device, or cleared site data) cannot open it: it is dropped, never sent.
    const { fetcher, sent } = fakeFetch(() => ({ status: 201, body: { submissionId: 'sfs--1', status: 'PENDING' } }));
    await flushQueue(await deviceVault(memoryKeyStore()), fetcher, localStorage);
    expect(sent).toEqual([]);
  });

  it('sends each waiting form with its own key; a 200 replay counts as sent', async () => {
    const vault = await deviceVault(memoryKeyStore());
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000001') }, localStorage);
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000002') }, localStorage);
    const { fetcher, sent } = fakeFetch((_url, _method, sentBody) => ({
      status: (sentBody as { idempotencyKey: string }).idempotencyKey.endsWith('1') ? 200 : 201,
      body: { submissionId: 'sfs--1', status: 'PENDING' },
    }));
    const result = await flushQueue(vault, fetcher, localStorage);
    expect(result).toEqual({ sent: 2, waiting: 0, refused: [] });
    expect(sent.map((s) => (s.body as { idempotencyKey: string }).idempotencyKey).sort()).toEqual([
      'key-0000000000000001',
      'key-0000000000000002',
    ]);
    expect(sent[0]?.url).toBe(`/api/public/forms/${TOKEN}/submissions`);
    expect(waitingCount(localStorage)).toBe(0);
  });

  it('keeps what the network did not take, and drops (and reports) what the server refuses for good', async () => {
    const vault = await deviceVault(memoryKeyStore());
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000001') }, localStorage);
    const offline = fakeFetch(() => 'offline');
    expect(await flushQueue(vault, offline.fetcher, localStorage)).toEqual({ sent: 0, waiting: 1, refused: [] });
    const down = fakeFetch(() => ({ status: 502, body: { code: 'BAD_GATEWAY' } }));
    expect((await flushQueue(vault, down.fetcher, localStorage)).waiting).toBe(1);
    const closed = fakeFetch(() => ({ status: 409, body: { code: 'CONFLICT', message: 'closed' } }));
    const result = await flushQueue(vault, closed.fetcher, localStorage);
    expect(result.refused).toEqual([{ idempotencyKey: 'key-0000000000000001', message: 'the form is closed' }]);
    expect(waitingCount(localStorage)).toBe(0);
  });

  it('reports a monitoring family’s second answer in the server’s words, not as a closed form', async () => {
    const vault = await deviceVault(memoryKeyStore());
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000003') }, localStorage);
    const answered = fakeFetch(() => ({
      status: 409,
      body: { code: 'CONFLICT', reason: 'ALREADY_ANSWERED', message: 'This family has already answered' },
    }));
    const result = await flushQueue(vault, answered.fetcher, localStorage);
    expect(result.refused).toEqual([
      { idempotencyKey: 'key-0000000000000003', message: 'This family has already answered' },
    ]);
  });
});
