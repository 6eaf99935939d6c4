// The only code that builds the headers of a request to our own origin (spec §7): the bearer token, the organisation
// the user acts in (x-accountid) and the page the request came from (x-sitepath). Apollo's link, the GraphQL IDE,
// crash reports, downloads and uploads all take them from here, so a header is added or changed in one place.

/** Who calls: the access token (none when signed out or refused) and the organisation chosen (auth/session.ts). */
export type Caller = { accessToken: string | null | undefined; accountId: string | undefined };

/** A session as this edge needs it; auth/session.ts's Session is one (kept structural so http/ imports no domain). */
export type SessionCaller = { accessToken(): Promise<string | null>; accountId(): string | undefined };

export type HeaderOptions = {
  /** What the answer may be: JSON unless said otherwise (a download takes any type). */
  accept?: string;
  /** The body's type: JSON unless said otherwise, none for a request without a body. */
  contentType?: string | null;
};

export function requestHeaders(
  { accessToken, accountId }: Caller,
  { accept = 'application/json', contentType = 'application/json' }: HeaderOptions = {},
): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, 'x-sitepath': window.location.href };
  if (contentType) headers['Content-Type'] = contentType;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (accountId) headers['x-accountid'] = accountId;
  return headers;
}

/** The headers of the session's next request; rejects when no token can be obtained (the caller decides what then). */
export async function sessionHeaders(session: SessionCaller, options?: HeaderOptions): Promise<Record<string, string>> {
  return requestHeaders({ accessToken: await session.accessToken(), accountId: session.accountId() }, options);
}

/** The `message` (or first GraphQL error message) of an error response body, if it has one. */
export function serverMessage(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; errors?: { message?: unknown }[] };
    const message = body.message ?? body.errors?.[0]?.message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}
