// Apollo Client for the gateway: every request carries the bearer token, the current organisation and the
// page it came from (spec §7); an UNAUTHENTICATED answer refreshes the tokens and retries once, and a second
// refusal ends the session.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { catchError, defer, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import type { Session } from '../auth/session.js';

/** Marks a result or error that means "the token was refused", so one retry can follow. */
class Unauthenticated extends Error {
  constructor(readonly result?: ApolloLink.Result) {
    super('UNAUTHENTICATED');
  }
}

function resultIsUnauthenticated(result: ApolloLink.Result): boolean {
  const errors = (result as { errors?: readonly { extensions?: Record<string, unknown> }[] }).errors;
  return errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED') ?? false;
}

function errorIsUnauthenticated(error: unknown): boolean {
  if (error instanceof Unauthenticated) return true;
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return false;
}

export function requestHeaders(session: Session, accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'x-sitepath': window.location.href };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const accountId = session.accountId();
  if (accountId) headers['x-accountid'] = accountId;
  return headers;
}

export function createAuthLink(session: Session): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const send = (): Observable<ApolloLink.Result> =>
      defer(() => from(session.accessToken().catch(() => null))).pipe(
        mergeMap((token) => {
          operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
            headers: { ...headers, ...requestHeaders(session, token) },
          }));
          return forward(operation);
        }),
        mergeMap((result) =>
          resultIsUnauthenticated(result) ? throwError(() => new Unauthenticated(result)) : of(result),
        ),
      );

    const giveUp = (error: unknown): Observable<ApolloLink.Result> => {
      session.expire();
      return error instanceof Unauthenticated && error.result ? of(error.result) : throwError(() => error);
    };

    return send().pipe(
      catchError((error: unknown) => {
        if (!errorIsUnauthenticated(error)) return throwError(() => error);
        return defer(() => from(session.refresh())).pipe(
          mergeMap(() => send()),
          catchError((second: unknown) => giveUp(errorIsUnauthenticated(second) ? second : error)),
        );
      }),
    );
  });
}

export function createApolloClient(session: Session, uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createAuthLink(session), new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: new InMemoryCache({
      typePolicies: {
        Program: { keyFields: ['programId'] },
        User: { keyFields: ['userId'] },
        Role: { keyFields: ['roleId'] },
        Membership: { keyFields: ['accountId'] },
        // Me has no id of its own; there is one per session, kept under the root query.
        Me: { keyFields: [] },
      },
    }),
  });
}

/** The message to show for a failed request: the server's own message where there is one (spec §7, §8). */
export function errorMessage(error: unknown, t: TFunction): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0]?.message;
    if (first) return first;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: unknown; errors?: { message?: unknown }[] };
      const message = body.message ?? body.errors?.[0]?.message;
      if (typeof message === 'string' && message) return message;
    } catch {
      // Not JSON: fall through to the status-based text.
    }
    return t('app.errors.server', { status: error.statusCode });
  }
  if (error instanceof TypeError) return t('app.errors.offline');
  if (error instanceof Error && error.message) return error.message;
  return t('app.errors.unknown');
}
