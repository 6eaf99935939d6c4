import { describe, expect, it } from 'vitest';
import { discardRefused, enqueue, refusedForms, waitingCount } from './queue.js';
import type { BatchResult } from './send.js';
import { flushQueue } from './sync.js';
import { fakeFetch, TOKEN } from './testForm.js';
import { deviceVault, memoryKeyStore } from './vault.js';

const PHOTO = `data:image/jpeg;base64,${btoa('\xff\xd8\xff\xe0 a tiny photo')}`;

const body = (key: string, answers: Record<string, unknown> = { first_name: 'Amina', members: 4 }) => ({
  idempotencyKey: key,
  version: 3,
  answers,
  deviceTime: '2026-11-27T10:00:00.000Z',
});

type BatchBody = { accessCode?: string; submissions: { idempotencyKey: string; answers: Record<string, unknown> }[] };

/** A batch answer: every item CREATED unless `refuse` names it. */
const batchAnswer = (sentBody: unknown, refuse: (key: string) => boolean = () => false) => ({
  status: 200,
  body: {
    results: (sentBody as BatchBody).submissions.map(
      ({ idempotencyKey }): BatchResult =>
        refuse(idempotencyKey)
          ? {
              idempotencyKey,
              outcome: 'REFUSED',
              error: {
                code: 'VALIDATION_FAILED',
                message: 'members is too large',
                fieldErrors: [{ field: 'members', code: 'TOO_LARGE', message: 'must be at most 30' }],
              },
            }
          : { idempotencyKey, outcome: 'CREATED', submissionId: 'sfs--1', status: 'PENDING' },
    ),
  },
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
    const { fetcher, sent } = fakeFetch(() => ({ status: 500 }));
    await flushQueue(await deviceVault(memoryKeyStore()), fetcher, localStorage);
    expect(sent).toEqual([]);
  });

  it('uploads the images first, then sends the forms in one batch with the fileIds; REPLAYED counts as sent', async () => {
    const vault = await deviceVault(memoryKeyStore());
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000001', { photo: PHOTO }) }, localStorage);
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000002') }, localStorage);
    const { fetcher, sent } = fakeFetch((url, _method, sentBody) =>
      url.endsWith('/files')
        ? { status: 201, body: { fileId: 'fil--photo' } }
        : {
            status: 200,
            body: {
              results: (sentBody as BatchBody).submissions.map(({ idempotencyKey }, i) => ({
                idempotencyKey,
                outcome: i === 0 ? 'REPLAYED' : 'CREATED',
                submissionId: 'sfs--1',
              })),
            },
          },
    );
    const result = await flushQueue(vault, fetcher, localStorage);
    expect(result).toEqual({ sent: 2, waiting: 0, refused: [] });
    expect(sent.map((s) => s.url)).toEqual([
      `/api/public/forms/${TOKEN}/files`,
      `/api/public/forms/${TOKEN}/submissions/batch`,
    ]);
    const upload = sent[0]?.body as Blob;
    expect(upload.type).toBe('image/jpeg');
    expect(sent[0]?.headers['Content-Type']).toBe('image/jpeg');
    const batch = sent[1]?.body as BatchBody;
    expect(batch.submissions.map((s) => s.idempotencyKey)).toEqual(['key-0000000000000001', 'key-0000000000000002']);
    expect(batch.submissions[0]?.answers).toEqual({ photo: 'fil--photo' });
    expect(waitingCount(localStorage)).toBe(0);
  });

  it('keeps an uploaded image’s fileId when the batch cannot go: the next sync does not upload it again', async () => {
    const vault = await deviceVault(memoryKeyStore());
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000003', { photo: PHOTO }) }, localStorage);
    const down = fakeFetch((url) =>
      url.endsWith('/files') ? { status: 201, body: { fileId: 'fil--kept' } } : { status: 503 },
    );
    expect(await flushQueue(vault, down.fetcher, localStorage)).toEqual({ sent: 0, waiting: 1, refused: [] });
    const up = fakeFetch((_url, _method, sentBody) => batchAnswer(sentBody));
    expect((await flushQueue(vault, up.fetcher, localStorage)).sent).toBe(1);
    expect(up.sent.map((s) => s.url)).toEqual([`/api/public/forms/${TOKEN}/submissions/batch`]);
    expect(up.sent[0]?.body).toMatchObject({ submissions: [{ answers: { photo: 'fil--kept' } }] });
  });

  it('waits when offline or the upload cannot go, sending nothing after it', async () => {
    const vault = await deviceVault(memoryKeyStore());
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000004', { photo: PHOTO }) }, localStorage);
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000005') }, localStorage);
    const offline = fakeFetch(() => 'offline');
    expect(await flushQueue(vault, offline.fetcher, localStorage)).toEqual({ sent: 0, waiting: 2, refused: [] });
    expect(offline.sent).toHaveLength(1);
    const limited = fakeFetch((url) =>
      url.endsWith('/files') ? { status: 201, body: { fileId: 'f' } } : { status: 429 },
    );
    expect((await flushQueue(vault, limited.fetcher, localStorage)).waiting).toBe(2);
    expect(waitingCount(localStorage)).toBe(2);
    localStorage.clear();
  });

  it('keeps a refused form on the device with its reason, sends the others, and never sends it again', async () => {
    const vault = await deviceVault(memoryKeyStore());
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000006') }, localStorage);
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000007') }, localStorage);
    const { fetcher } = fakeFetch((_url, _method, sentBody) => batchAnswer(sentBody, (key) => key.endsWith('6')));
    const result = await flushQueue(vault, fetcher, localStorage);
    expect(result).toMatchObject({ sent: 1, waiting: 0 });
    expect(result.refused).toEqual([
      { idempotencyKey: 'key-0000000000000006', message: 'members: must be at most 30' },
    ]);
    expect(waitingCount(localStorage)).toBe(0);
    expect(refusedForms(localStorage, TOKEN)).toEqual(result.refused);
    const again = fakeFetch(() => ({ status: 500 }));
    await flushQueue(vault, again.fetcher, localStorage);
    expect(again.sent).toEqual([]);
    discardRefused('key-0000000000000006', localStorage);
    expect(refusedForms(localStorage)).toEqual([]);
  });

  it('keeps every form of a batch refused as a whole (wrong access code), and a refused image', async () => {
    const vault = await deviceVault(memoryKeyStore());
    await enqueue(vault, { token: TOKEN, body: { ...body('key-0000000000000008'), accessCode: 'x' } }, localStorage);
    await enqueue(vault, { token: TOKEN, body: body('key-0000000000000009', { photo: PHOTO }) }, localStorage);
    const { fetcher, sent } = fakeFetch((url) =>
      url.endsWith('/files')
        ? { status: 422, body: { fieldErrors: [{ field: 'file', message: 'is not a JPEG, PNG or WebP image' }] } }
        : { status: 403, body: { code: 'FORBIDDEN', message: 'The access code is missing or wrong' } },
    );
    const result = await flushQueue(vault, fetcher, localStorage);
    // The image is refused while uploading, before any batch goes.
    expect(result.refused).toEqual([
      { idempotencyKey: 'key-0000000000000009', message: 'photo: is not a JPEG, PNG or WebP image' },
      { idempotencyKey: 'key-0000000000000008', message: 'access code missing or wrong' },
    ]);
    expect(sent.find((s) => s.url.endsWith('/batch'))?.body).toMatchObject({ accessCode: 'x' });
    expect(refusedForms(localStorage)).toHaveLength(2);
    localStorage.clear();
  });

  it('sends 60 waiting forms as a batch of 50 and one of 10', async () => {
    const vault = await deviceVault(memoryKeyStore());
    for (let i = 0; i < 60; i++) {
      await enqueue(vault, { token: TOKEN, body: body(`key-${String(i).padStart(16, '0')}`) }, localStorage);
    }
    const { fetcher, sent } = fakeFetch((_url, _method, sentBody) => batchAnswer(sentBody));
    expect(await flushQueue(vault, fetcher, localStorage)).toEqual({ sent: 60, waiting: 0, refused: [] });
    expect(sent.map((s) => (s.body as BatchBody).submissions.length)).toEqual([50, 10]);
  });
});
