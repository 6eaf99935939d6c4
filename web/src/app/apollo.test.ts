// Unit test of the client's auth link: the gateway is replaced by a scripted terminating link.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { Tokens } from '../auth/cognito.js';
import type { SessionEvent } from '../auth/session.js';
import { fakeTokens, testSession } from '../test/helpers.js';
import { createAuthLink, createMfaRequiredLink } from './apollo.js';

const QUERY = parse('query Ping { ping }');
const HOUR = 3_600_000;

type Reply =
  | { data: { ping: string } }
  | { unauthenticated: true }
  | { status: 401 }
  | { status: 500; body: string }
  | { hang: true };

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
      } else if ('hang' in reply) {
        // Like fetch: nothing comes back until the request's signal aborts, then it rejects with the reason.
        const signal = (operation.getContext().fetchOptions as { signal?: AbortSignal } | undefined)?.signal;
        signal?.addEventListener('abort', () => observer.error(signal.reason));
      } else {
        const bodyText = 'body' in reply ? reply.body : '{"message":"expired"}';
        const response = new Response(bodyText, { status: reply.status });
        observer.error(new ServerError('Response not successful', { response, bodyText }));
      }
    });
  });
  return { link, seen };
}

function setup(
  replies: Reply[],
  refreshOk = true,
  options: { expiresIn?: number; refresh?: () => Promise<Tokens> } = {},
) {
  const tokens = fakeTokens(
    Date.now() + (options.expiresIn ?? HOUR),
    { 'custom:defaultAccountId': 'acc--demo-relief' },
    'old',
  );
  const fresh = fakeTokens(Date.now() + HOUR, {}, 'fresh');
  const refresh = vi.fn(
    options.refresh ??
      (async () => {
        if (!refreshOk) throw new Error('refresh refused');
        return fresh;
      }),
  );
  const session = testSession({ tokens, identity: { refresh } });
  const events: SessionEvent[] = [];
  session.on((e) => events.push(e));
  const { link, seen } = scripted(replies);
  const client = new ApolloClient({
    link: ApolloLink.from([createAuthLink(session), link]),
    cache: new InMemoryCache(),
  });
  return { client, seen, refresh, events, tokens, fresh, session };
}

describe('auth link', () => {
  it('sends the bearer token, the account and the page URL', async () => {
    const { client, seen, tokens } = setup([{ data: { ping: 'pong' } }]);
    const { data } = await client.query({ query: QUERY });
    expect(data).toEqual({ ping: 'pong' });
    expect(seen[0]).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
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

describe('auth link: a refresh that fails', () => {
  it('emits expired even when the request was unsubscribed meanwhile (the signed-in page unmounted)', async () => {
    let refuse: (error: Error) => void = () => {};
    const pending = new Promise<Tokens>((_resolve, reject) => {
      refuse = reject;
    });
    const { client, events } = setup([{ status: 401 }], true, { refresh: () => pending });
    const subscription = client.watchQuery({ query: QUERY }).subscribe({ error: () => {} });
    await vi.waitFor(() => expect(events).toEqual([]));
    await new Promise((r) => setTimeout(r, 0));
    subscription.unsubscribe();
    refuse(new Error('Refresh Token has been revoked'));
    await vi.waitFor(() => expect(events).toEqual(['failed', 'expired']));
  });

  it('emits expired even when clearing the tokens aborted the request first (its page unmounted)', async () => {
    let refuse: (error: Error) => void = () => {};
    const pending = new Promise<Tokens>((_resolve, reject) => {
      refuse = reject;
    });
    const { client, events, session } = setup([{ status: 401 }], true, { refresh: () => pending });
    const controller = new AbortController();
    // As React does: the refresh's clearing of the tokens unmounts the page, which aborts its request, before the
    // refresh's rejection reaches the request.
    session.on((event) => {
      if (event === 'failed') controller.abort(new Error('unmounted'));
    });
    const request = client.query({ query: QUERY, context: { fetchOptions: { signal: controller.signal } } });
    await new Promise((r) => setTimeout(r, 0));
    refuse(new Error('Refresh Token has been revoked'));
    await expect(request).rejects.toThrow('unmounted');
    await vi.waitFor(() => expect(events).toEqual(['failed', 'expired']));
  });
});

describe('auth link: other failures', () => {
  it('rejects other errors with the message field of the response body', async () => {
    const { client, refresh, events } = setup([{ status: 500, body: '{"message":"The budget is too large"}' }]);
    const error = await client.query({ query: QUERY }).catch((e: unknown) => e);
    expect(ServerError.is(error)).toBe(true);
    expect((error as ServerError).message).toBe('The budget is too large');
    expect((error as ServerError).statusCode).toBe(500);
    expect(refresh).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('does not end the session when the retry fails for another reason', async () => {
    const { client, refresh, events } = setup([{ status: 401 }, { status: 500, body: '{"message":"Database down"}' }]);
    await expect(client.query({ query: QUERY })).rejects.toThrow('Database down');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['refreshed']);
  });

  it('shares one refresh between requests refused at the same time', async () => {
    const { client, refresh, seen } = setup([
      { status: 401 },
      { status: 401 },
      { data: { ping: 'a' } },
      { data: { ping: 'b' } },
    ]);
    const [a, b] = await Promise.all([
      client.query({ query: QUERY }),
      client.query({ query: parse('query Pong { ping }') }),
    ]);
    expect([a.data, b.data]).toEqual([{ ping: 'a' }, { ping: 'b' }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(4);
  });

  it('rejects with the abort reason when aborted during the request', async () => {
    const { client } = setup([{ hang: true }]);
    const controller = new AbortController();
    const reason = new Error('The user left the page');
    const query = client.query({ query: QUERY, context: { fetchOptions: { signal: controller.signal } } });
    await Promise.resolve();
    controller.abort(reason);
    await expect(query).rejects.toBe(reason);
  });

  it('rejects with the abort reason when aborted while the token is being refreshed', async () => {
    let release: (tokens: Tokens) => void = () => {};
    const pending = new Promise<Tokens>((resolve) => {
      release = resolve;
    });
    const { client, seen } = setup([{ data: { ping: 'never' } }], true, { expiresIn: 60_000, refresh: () => pending });
    const controller = new AbortController();
    const reason = new DOMException('Aborted by the test', 'AbortError');
    const query = client.query({ query: QUERY, context: { fetchOptions: { signal: controller.signal } } });
    controller.abort(reason);
    await expect(query).rejects.toBe(reason);
    release(fakeTokens(Date.now() + HOUR, {}, 'late'));
    expect(seen).toHaveLength(0);
  });

  it('rejects with the abort reason when the signal was aborted before the request', async () => {
    const { client, seen } = setup([{ data: { ping: 'never' } }]);
    const reason = new Error('already aborted');
    await expect(
      client.query({ query: QUERY, context: { fetchOptions: { signal: AbortSignal.abort(reason) } } }),
    ).rejects.toBe(reason);
    expect(seen).toHaveLength(0);
  });
});

describe('MFA_REQUIRED link', () => {
  it('reads `me` again when a request is refused for missing MFA, and passes the refusal on', async () => {
    const operations: string[] = [];
    const terminal = new ApolloLink((operation) => {
      operations.push(operation.operationName ?? '');
      return new Observable<ApolloLink.Result>((observer) => {
        observer.next(
          operation.operationName === 'Me'
            ? { data: { me: { __typename: 'Me', currentAccountId: 'acc--a' } } }
            : { data: null, errors: [{ message: 'MFA required', extensions: { code: 'MFA_REQUIRED' } }] },
        );
        observer.complete();
      });
    });
    const client = new ApolloClient({
      link: ApolloLink.from([createMfaRequiredLink(), terminal]),
      cache: new InMemoryCache({ typePolicies: { Me: { keyFields: [] } } }),
    });
    // Watched, as the shell's useQuery(MeDocument) watches it.
    const me = client.watchQuery({ query: parse('query Me { me { currentAccountId } }') });
    const watching = me.subscribe(() => {});
    await vi.waitFor(() => expect(operations).toEqual(['Me']));

    const refused = await client.query({ query: QUERY, errorPolicy: 'all' });
    expect(refused.error?.message).toContain('MFA required');
    await vi.waitFor(() => expect(operations).toEqual(['Me', 'Ping', 'Me']));
    watching.unsubscribe();
  });
});
