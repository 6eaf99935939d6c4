// GraphiQL's requests go out as the signed-in user's, with the same three headers as the app's (spec §7), so
// a developer explores exactly what their role may see.
import type { ExecutionResult } from 'graphql';
import type { Session } from '../auth/session.js';
import { requestHeaders } from '../http/headers.js';

export type GraphQLParams = { query: string; operationName?: string | null; variables?: unknown };

export const IDE_PATH = '/graphiql';

export function loginUrl(): string {
  return `/login?redirect=${encodeURIComponent(IDE_PATH)}`;
}

export function createIdeFetcher(
  session: Session,
  fetchImpl: typeof fetch = fetch,
  goTo = (url: string) => location.assign(url),
) {
  return async (params: GraphQLParams, options?: { headers?: Record<string, unknown> }): Promise<ExecutionResult> => {
    const token = await session.accessToken().catch(() => null);
    if (!token) {
      goTo(loginUrl());
      throw new Error('Sign in to use the GraphQL IDE.');
    }
    const extra = Object.fromEntries(Object.entries(options?.headers ?? {}).map(([k, v]) => [k, String(v)]));
    const response = await fetchImpl('/graphql', {
      method: 'POST',
      headers: { ...extra, ...requestHeaders({ accessToken: token, accountId: session.accountId() }) },
      body: JSON.stringify(params),
    });
    // The gateway always answers GraphQL's JSON shape, errors included.
    return (await response.json()) as ExecutionResult;
  };
}
