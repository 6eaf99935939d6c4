import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../auth/session.js';
import { createIdeFetcher } from './fetcher.js';

// The session is a stand-in here: the fetcher's job is only to add the caller's headers.
function sessionWith(token: string | null): Session {
  return { accessToken: async () => token, accountId: () => 'acc--one' } as unknown as Session;
}

describe('GraphQL IDE fetcher', () => {
  it("sends the user's token, account and page with each request", async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ data: { ok: true } })));
    const fetcher = createIdeFetcher(sessionWith('token-1'), fetchImpl as unknown as typeof fetch, vi.fn());
    await expect(fetcher({ query: '{ ok }' })).resolves.toEqual({ data: { ok: true } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/graphql');
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['x-accountid']).toBe('acc--one');
    expect(headers['x-sitepath']).toBe(location.href);
    expect(JSON.parse(String(init.body))).toEqual({ query: '{ ok }' });
  });

  it('sends a signed-out visitor to sign-in and back', async () => {
    const goTo = vi.fn();
    const fetcher = createIdeFetcher(sessionWith(null), vi.fn() as unknown as typeof fetch, goTo);
    await expect(fetcher({ query: '{ ok }' })).rejects.toThrow(/Sign in/);
    expect(goTo).toHaveBeenCalledWith('/login?redirect=%2Fgraphiql');
  });
});
