// The one download helper: the file is fetched with the session's headers (a plain link could not carry x-accountid)
// and handed to the browser; a refusal rejects with the server's message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTokens, testSession } from '../test/helpers.js';
import { downloadFile, downloadUrl, listParams } from './download.js';

afterEach(() => vi.restoreAllMocks());

describe('downloads', () => {
  it('builds the query the REST route reads, leaving out empty parameters', () => {
    expect(downloadUrl({ path: '/api/x.csv' })).toBe('/api/x.csv');
    expect(downloadUrl({ path: '/api/x.pdf', params: { selectedIds: '', other: undefined } })).toBe('/api/x.pdf');
    expect(downloadUrl({ path: '/api/x.csv?a=1', params: { columns: 'a,b' } })).toBe('/api/x.csv?a=1&columns=a%2Cb');
    expect(listParams({ field: 'name' }, 'NAME_ASC')).toEqual({ filter: '{"field":"name"}', sort: 'NAME_ASC' });
  });

  it("fetches with the session's headers and saves the file under its name", async () => {
    const tokens = fakeTokens(Date.now() + 3_600_000, { 'custom:defaultAccountId': 'acc--one' });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('a,b\n', { status: 200 }));
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await downloadFile(testSession({ tokens }), {
      path: '/api/activity-logs/export.csv',
      params: { sort: 'NEWEST' },
      fileName: 'log.csv',
      accept: 'text/csv',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/activity-logs/export.csv?sort=NEWEST');
    expect(init?.headers).toEqual({
      Accept: 'text/csv',
      Authorization: `Bearer ${tokens.accessToken}`,
      'x-accountid': 'acc--one',
      'x-sitepath': window.location.href,
    });
    expect(clicked).toEqual(['log.csv']);
  });

  it("rejects with the server's message, or the status when there is none", async () => {
    const session = testSession({ tokens: fakeTokens(Date.now() + 3_600_000) });
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{"message":"Not allowed"}', { status: 403 }))
      .mockResolvedValueOnce(new Response('', { status: 502 }));
    await expect(downloadFile(session, { path: '/api/a', fileName: 'a' })).rejects.toThrow('Not allowed');
    await expect(downloadFile(session, { path: '/api/a', fileName: 'a' })).rejects.toThrow('HTTP 502');
  });
});
