// Apollo Client for the gateway: every request carries the bearer token, the current organisation and the
// page it came from (spec §7); an UNAUTHENTICATED answer refreshes the tokens and retries once, and a failed
// refresh or a second refusal ends the session. Other failures reject with the server's message, an aborted
// request with the abort reason.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { catchError, defer, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import type { Session } from '../auth/session.js';
import { requestHeaders, serverMessage } from '../http/headers.js';

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

/** Spec §7: other errors reject with the message field of the response body (the status stays readable). */
function withServerMessage(error: unknown): unknown {
  if (!ServerError.is(error)) return error;
  const message = serverMessage(error.bodyText);
  if (!message || message === error.message) return error;
  return new ServerError(message, { response: error.response, bodyText: error.bodyText });
}

/** Resolves like `promise`, or rejects with the abort reason as soon as `signal` aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createAuthLink(session: Session): ApolloLink {
  // A refused refresh ends the session once, whoever asked for it, and whether or not the request that asked is
  // still there to see it: the refresh's own clearing of the tokens unmounts the signed-in pages, which could abort
  // that request first and leave the session `failed` but never `expired` (a flaky /login?redirect= instead of
  // /login?status=not-authorized). After React has re-rendered (the clearing's update runs first), so the
  // `expired` navigation comes last and stands.
  const ending = new WeakSet<Promise<unknown>>();
  const refreshEndingSession = (): Promise<unknown> => {
    const attempt = session.refresh();
    if (!ending.has(attempt)) {
      ending.add(attempt);
      attempt.catch(() => session.expire());
    }
    return attempt;
  };

  return new ApolloLink((operation, forward) => {
    const signal = (operation.getContext().fetchOptions as { signal?: AbortSignal } | undefined)?.signal;
    // The token the last attempt carried: when it is no longer the stored one, another request has refreshed
    // in the meantime and a retry needs no refresh of its own.
    let sentToken: string | null = null;

    const send = (): Observable<ApolloLink.Result> =>
      // A token that cannot be obtained (the session emits `failed`) is left out: the server's refusal then
      // runs the 401 path below, which ends the session.
      defer(() =>
        from(
          abortable(
            session.accessToken().catch(() => null),
            signal,
          ),
        ),
      ).pipe(
        mergeMap((token) => {
          // The HTTP link does not notice a signal that aborted before it subscribed.
          if (signal?.aborted) return throwError(() => signal.reason);
          sentToken = token;
          operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
            headers: { ...headers, ...requestHeaders({ accessToken: token, accountId: session.accountId() }) },
          }));
          return forward(operation);
        }),
        mergeMap((result) =>
          resultIsUnauthenticated(result) ? throwError(() => new Unauthenticated(result)) : of(result),
        ),
      );

    /** The refusal goes to the caller (once the session has been ended with `expire`). */
    const refused = (error: unknown): Observable<ApolloLink.Result> =>
      error instanceof Unauthenticated && error.result ? of(error.result) : throwError(() => withServerMessage(error));
    /** The session is over: `expired` (spec §4/§7). */
    const giveUp = (error: unknown): Observable<ApolloLink.Result> => {
      session.expire();
      return refused(error);
    };
    const fail = (error: unknown): Observable<never> =>
      throwError(() => (signal?.aborted ? signal.reason : withServerMessage(error)));

    const refreshed = (): Promise<unknown> => {
      const current = session.tokens()?.accessToken;
      return current && current !== sentToken ? Promise.resolve() : refreshEndingSession();
    };

    return send().pipe(
      catchError((error: unknown) => {
        if (signal?.aborted || !errorIsUnauthenticated(error)) return fail(error);
        const refreshOk = () =>
          abortable(refreshed(), signal).then(
            () => true,
            (refreshError: unknown) => {
              if (signal?.aborted) throw refreshError;
              // The session is ended by refreshEndingSession, not here: this request may be gone by now.
              return false;
            },
          );
        return defer(() => from(refreshOk())).pipe(
          catchError(fail),
          mergeMap((ok) =>
            ok
              ? // Exactly one retry; a second refusal ends the session, any other failure is just this request's.
                send().pipe(
                  catchError((second: unknown) =>
                    signal?.aborted || !errorIsUnauthenticated(second) ? fail(second) : giveUp(second),
                  ),
                )
              : // The refresh failed: the session has emitted `failed`, then `expired` above.
                refused(error),
          ),
        );
      }),
    );
  });
}

/**
 * An administrator may turn "require MFA" on while a member without it is signed in: the member's next request is
 * refused with MFA_REQUIRED. The refusal still reaches the page; `me` is read again, so the shell sees the membership
 * DISABLED (MFA) and sends every page to Security (users/mfaGate.tsx) without waiting for a reload.
 */
export function createMfaRequiredLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      mergeMap((result) => {
        const errors = (result as { errors?: readonly { extensions?: Record<string, unknown> }[] }).errors;
        if (operation.operationName !== 'Me' && errors?.some((e) => e.extensions?.code === 'MFA_REQUIRED')) {
          void operation.client.refetchQueries({ include: ['Me'] });
        }
        return of(result);
      }),
    ),
  );
}

export function createApolloClient(session: Session, uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createMfaRequiredLink(),
      createAuthLink(session),
      new HttpLink({ uri, credentials: 'same-origin' }),
    ]),
    cache: createCache(),
  });
}

/** Each type the cache keeps once, by the field that is its id. */
const TYPE_IDS = {
  Program: 'programId',
  User: 'userId',
  Role: 'roleId',
  Job: 'jobId',
  ApiKey: 'apiKeyId',
  Membership: 'accountId',
  Organization: 'accountId',
  SubAccount: 'accountId',
  Country: 'alpha2',
  // An import is polled for its status while its report tables page on their own: one record for both.
  BeneficiaryImport: 'importId',
  BeneficiaryDuplicatePair: 'pairId',
  Distribution: 'distributionId',
  Entitlement: 'entitlementId',
  // The builder and its submissions page read the same form: one record, whatever page of submissions is open.
  SmartForm: 'smartFormId',
} as const;

/** The app's cache: each type kept once by its id (tests that check what a mutation updates render with it too). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ...Object.fromEntries(Object.entries(TYPE_IDS).map(([type, id]) => [type, { keyFields: [id] }])),
      // No id of its own: what a mutation answers is merged into what the organisation's query loaded.
      OrganizationSettings: { merge: true },
      // Me has no id of its own; there is one per session, kept under the root query.
      Me: { keyFields: [] },
    },
  });
}
