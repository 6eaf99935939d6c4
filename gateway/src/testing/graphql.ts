// Test helpers: GraphQL over real HTTP, as the web client sends it.
import type { GraphQLFormattedError } from 'graphql';

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  body: {
    data?: T | null;
    errors?: GraphQLFormattedError[];
    extensions?: { restCalls?: { count: number; calls: string[]; urls: string[] } };
  };
};

export type GraphQLCall = {
  token?: string;
  variables?: Record<string, unknown>;
  accountId?: string;
  headers?: Record<string, string>;
};

export async function graphql<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  call: GraphQLCall = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...call.headers,
  };
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  if (call.accountId) headers['x-accountid'] = call.accountId;
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: call.variables }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphQLResponse<T>['body'],
  };
}

/** The codes of a response's errors, in order. */
export function errorCodes(response: GraphQLResponse<unknown>): unknown[] {
  return (response.body.errors ?? []).map((error) => error.extensions?.code);
}
