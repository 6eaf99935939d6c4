// The suite's HTTP client: a signed-in member calling GraphQL and the file routes of one gateway (or nginx), and a
// retry-once wrapper that records every failure, so a test can say "no request failed twice".
import { signIn } from '@aid/identity';

export type Member = { email: string; token: string; accountId: string };

export async function signInMember(
  identity: { endpoint: string; clientId: string },
  email: string,
  password: string,
  accountId: string,
): Promise<Member> {
  const tokens = await signIn(identity.endpoint, identity.clientId, email, password);
  return { email, token: tokens.accessToken, accountId };
}

export const headersOf = (member: Member): Record<string, string> => ({
  Authorization: `Bearer ${member.token}`,
  'x-accountid': member.accountId,
});

type GraphQLAnswer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/** One GraphQL request to `base` (a gateway or nginx); GraphQL errors and non-200 answers throw. */
export async function graphql<T>(
  base: string,
  member: Member,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { ...headersOf(member), 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: GraphQLAnswer<T>;
  try {
    body = JSON.parse(text) as GraphQLAnswer<T>;
  } catch {
    throw new Error(`${base}/graphql answered ${response.status}: ${text.slice(0, 200)}`);
  }
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(
      `${base}/graphql answered ${response.status}: ${JSON.stringify(body.errors ?? body).slice(0, 500)}`,
    );
  }
  return body.data;
}

/** A mutation's result must carry no refusal code: its message says why otherwise. */
export function accepted<T extends { code?: string | null; message?: string | null }>(what: string, result: T): T {
  if (result.code) throw new Error(`${what} was refused: ${result.code} ${result.message ?? ''}`);
  return result;
}

/** Polls `read` until `done` holds (or throws after `timeoutMs`), answering the last value read. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s (last: ${JSON.stringify(last).slice(0, 300)})`);
}

/** Failures seen by `retryOnce`: each is the first attempt of a request whose retry then succeeded. */
export type RetryLog = { failures: string[] };

/**
 * What a well-behaved client does across a process crash: a failed request is sent once more (with the same
 * idempotency key, for a mutation); a second failure is the test's failure.
 */
export async function retryOnce<T>(log: RetryLog, label: string, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    log.failures.push(`${label}: ${(error as Error).message.slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, 200));
    return attempt();
  }
}
