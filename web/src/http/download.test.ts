// The one download helper: the file is fetched with the session's headers (a plain link could not carry x-accountid)
// and handed to the browser; a refusal rejects with its words in the user's language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTextBundle } from '../i18n/bundles.js';
import { createI18nIn } from '../i18n/index.js';
import { REFUSALS_TEXTS } from '../i18n/refusals/index.js';
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

describe('a refused download in the user’s language', () => {
  const session = testSession({ tokens: fakeTokens(Date.now() + 3_600_000) });
  const refused = (body: string, status: number) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(body, { status }));
  const download = () =>
    downloadFile(session, { path: '/api/distributions/d/payment-instructions.csv', fileName: 'p.csv' });

  afterEach(async () => {
    // Downloads word refusals with the latest i18next instance: leave an English one for the tests after.
    await createI18nIn('en');
  });

  it("words the payment export's refusal by its key, with its values", async () => {
    const i18n = await createI18nIn('fr');
    addTextBundle(i18n, REFUSALS_TEXTS);
    refused(
      JSON.stringify({
        code: 'CONFLICT',
        message: 'Payment instructions are for CASH distributions; this one is VOUCHER',
        messageKey: 'payments.notCash',
        messageParams: { type: 'VOUCHER' },
      }),
      409,
    );
    await expect(download()).rejects.toThrow(
      'Les instructions de paiement concernent les distributions CASH ; celle-ci est de type VOUCHER',
    );
  });

  it('falls back to the text of its code, then to a sentence of its own, in the language', async () => {
    await createI18nIn('es');
    refused('{"code":"FORBIDDEN"}', 403);
    await expect(download()).rejects.toThrow('No tiene permiso');
    refused('<html>Bad gateway</html>', 502);
    await expect(download()).rejects.toThrow('La descarga falló (HTTP 502).');
  });

  it('shows an Arabic fallback in Arabic', async () => {
    await createI18nIn('ar');
    refused('', 500);
    await expect(download()).rejects.toThrow('تعذّر التنزيل (HTTP 500)');
  });
});
