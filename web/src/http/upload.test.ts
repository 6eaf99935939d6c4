// The one upload helper: the file is the request body, with the session's headers and its name; the answer is the
// stored file's body, or the refusal with the server's message and field errors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTokens, testSession } from '../test/helpers.js';
import { postJson, uploadFile } from './upload.js';

afterEach(() => vi.restoreAllMocks());

const session = () =>
  testSession({ tokens: fakeTokens(Date.now() + 3_600_000, { 'custom:defaultAccountId': 'acc--one' }) });

describe('uploads', () => {
  it('streams the file to /api/files with its type and name, and answers the stored file', async () => {
    const stored = { fileId: 'fil--1', fileName: 'list é.csv', sizeBytes: 4 };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(stored), { status: 201 }));
    const file = new File(['a,b\n'], 'list é.csv', { type: 'text/csv' });
    await expect(uploadFile(session(), file)).resolves.toEqual({ ok: true, body: stored });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/files');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({
      'Content-Type': 'text/csv',
      'x-file-name': 'list%20%C3%A9.csv',
      'x-accountid': 'acc--one',
      Authorization: expect.stringMatching(/^Bearer /),
    });
  });

  it("posts to another path when told (a picture), and answers a refusal's message and field errors", async () => {
    const body = { message: 'Not an image', fieldErrors: [{ field: 'image', code: 'INVALID_TYPE' }] };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(body), { status: 422 }));
    const result = await uploadFile(session(), new File(['x'], 'x.gif'), '/api/me/profile-image');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me/profile-image');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/octet-stream' });
    expect(result).toEqual({ ok: false, status: 422, message: 'Not an image', fieldErrors: body.fieldErrors });
  });

  it("answers the refusal's message key and values, so the page can word it in the user's language", async () => {
    const body = {
      message: 'The file is too large: at most 250 MiB can be uploaded',
      code: 'PAYLOAD_TOO_LARGE',
      messageKey: 'files.tooLarge',
      messageParams: { limit: '250 MiB' },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 413 }));
    await expect(uploadFile(session(), new File(['x'], 'x.csv'))).resolves.toMatchObject({
      ok: false,
      message: body.message,
      words: { key: 'files.tooLarge', params: [{ name: 'limit', value: '250 MiB' }] },
    });
  });

  it('names the status when the refusal has no message', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 413 }));
    await expect(uploadFile(session(), new File(['x'], 'x.csv'))).resolves.toMatchObject({
      ok: false,
      status: 413,
      message: 'The upload failed (HTTP 413).',
    });
  });

  it('posts a JSON body with the session headers (a route that reads a stored file), and answers its refusal', async () => {
    const body = { message: 'Not a workbook', fieldErrors: [{ field: 'fileId', code: 'INVALID_FORMAT' }] };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(body), { status: 422 }));
    const result = await postJson(session(), '/api/smart-forms/xlsform', { fileId: 'fil--1' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/smart-forms/xlsform');
    expect(init?.body).toBe('{"fileId":"fil--1"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'x-accountid': 'acc--one' });
    expect(result).toEqual({ ok: false, status: 422, message: 'Not a workbook', fieldErrors: body.fieldErrors });
  });
});
