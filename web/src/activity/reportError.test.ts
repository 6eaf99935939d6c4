import { describe, expect, it, vi } from 'vitest';
import { fakeTokens } from '../test/helpers.js';
import { errorReport, isLocalHost, reportError } from './reportError.js';

function crash() {
  const error = new Error('render failed');
  error.stack = 'Error: render failed\n    at Broken (app.js:1:1)';
  return error;
}

describe('crash reports (POST /log-error)', () => {
  it('sends the payload of the specification', () => {
    window.history.replaceState(null, '', '/programs?sort=NAME');
    expect(errorReport(crash(), '\n    in Broken')).toEqual({
      message: 'render failed',
      stack: 'Error: render failed\n    at Broken (app.js:1:1)',
      componentStack: '\n    in Broken',
      url: 'http://localhost:3000/programs?sort=NAME',
      pathname: '/programs',
      userAgent: navigator.userAgent,
      searchParams: '?sort=NAME',
    });
  });

  it('is skipped when the host name is localhost, and only then', async () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(false);
    const fetchImpl = vi.fn(async () => new Response(null, { status: 201 }));
    await reportError(crash(), undefined, { hostname: 'localhost', fetchImpl, readState: () => ({ version: 1 }) });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('carries the bearer token and the organisation when signed in', async () => {
    const tokens = fakeTokens(Date.now() + 3_600_000, { 'custom:defaultAccountId': 'acc--demo-relief' });
    const fetchImpl = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 201 }));
    await reportError(crash(), '\n    in Broken', {
      hostname: 'aid.example',
      fetchImpl: fetchImpl as unknown as typeof fetch,
      readState: () => ({ version: 1, tokens }),
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/log-error');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      Authorization: `Bearer ${tokens.accessToken}`,
      'x-accountid': 'acc--demo-relief',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toMatchObject({
      message: 'render failed',
      componentStack: '\n    in Broken',
    });
  });

  it('sends no Authorization header when nobody is signed in, and never throws', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init: RequestInit) => {
      throw new TypeError('offline');
    });
    await expect(
      reportError('plain text', undefined, {
        hostname: 'aid.example',
        fetchImpl: fetchImpl as unknown as typeof fetch,
        readState: () => ({ version: 1 }),
      }),
    ).resolves.toBeUndefined();
    const headers = fetchImpl.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body)).message).toBe('plain text');
  });
});
