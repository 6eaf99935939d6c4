// Unit test of the client's auth link: the gateway is replaced by a scripted terminating link.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { SessionEvent } from '../auth/session.js';
import { fakeTokens, testSession } from '../test/helpers.js';
import { createAuthLink } from './apollo.js';

const QUERY = parse('query Ping { ping }');
const HOUR = 3_600_000;

type Reply = { data: { ping: string } } | { unauthenticated: true } | { status: 401 };

function scripted(replies: Reply[]) {
  const seen: Record<string, string>[] = [];
  const link = new ApolloLink((operation) => {
    seen.push({ ...(operation.getContext().headers as Record<string, string>) });
    const reply = replies.shift();
    return new Observable<ApolloLink.Result>((observer) => {
      if (!reply) observer.error(new Error('no more replies'));
      else if ('data' in reply) {
        observer.next({ data: reply.data });
        observer.complete();
      } else if ('unauthenticated' in reply) {
        observer.next({ data: null, errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] });
        observer.complete();
      } else {
        const response = new Response('{"message":"expired"}', { status: 401 });
        observer.error(new ServerError('Response not successful', { response, bodyText: '{"message":"expired"}' }));
      }
    });
  });
  return { link, seen };
}

function setup(replies: Reply[], refreshOk = true) {
  const tokens = fakeTokens(Date.now() + HOUR, { 'custom:defaultAccountId': 'acc--demo-relief' }, 'old');
  const fresh = fakeTokens(Date.now() + HOUR, {}, 'fresh');
  const refresh = vi.fn(async () => {
    if (!refreshOk) throw new Error('refresh refused');
    return fresh;
  });
  const session = testSession({ tokens, identity: { refresh } });
  const events: SessionEvent[] = [];
  session.on((e) => events.push(e));
  const { link, seen } = scripted(replies);
  const client = new ApolloClient({
    link: ApolloLink.from([createAuthLink(session), link]),
    cache: new InMemoryCache(),
  });
  return { client, seen, refresh, events, tokens, fresh };
}

describe('auth link', () => {
  it('sends the bearer token, the account and the page URL', async () => {
    const { client, seen, tokens } = setup([{ data: { ping: 'pong' } }]);
    const { data } = await client.query({ query: QUERY });
    expect(data).toEqual({ ping: 'pong' });
    expect(seen[0]).toEqual({
      Authorization: `Bearer ${tokens.accessToken}`,
      'x-accountid': 'acc--demo-relief',
      'x-sitepath': window.location.href,
    });
  });

  it('refreshes once and retries once after UNAUTHENTICATED', async () => {
    const { client, seen, refresh, fresh, events } = setup([{ unauthenticated: true }, { data: { ping: 'again' } }]);
    const { data } = await client.query({ query: QUERY });
    expect(data).toEqual({ ping: 'again' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen[1]?.Authorization).toBe(`Bearer ${fresh.accessToken}`);
    expect(events).toEqual(['refreshed']);
  });

  it('retries after an HTTP 401 too', async () => {
    const { client, refresh } = setup([{ status: 401 }, { data: { ping: 'ok' } }]);
    expect((await client.query({ query: QUERY })).data).toEqual({ ping: 'ok' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the retry is refused as well', async () => {
    const { client, seen, refresh, events } = setup([{ status: 401 }, { status: 401 }, { data: { ping: 'never' } }]);
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(seen).toHaveLength(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['refreshed', 'expired']);
  });

  it('ends the session when the refresh itself fails', async () => {
    const { client, seen, events } = setup([{ unauthenticated: true }, { data: { ping: 'never' } }], false);
    await expect(client.query({ query: QUERY })).rejects.toThrow('Not signed in');
    expect(seen).toHaveLength(1);
    expect(events).toEqual(['failed', 'expired']);
  });
});
