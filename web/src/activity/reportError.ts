// Crash reports for POST /log-error (spec §7). Skipped on localhost, where the developer sees the console.
// Sent with the usual headers when someone is signed in, so the report names the user and the organisation.
import type { PersistedState } from '../auth/persisted-state.js';
import { chosenAccountId } from '../auth/session.js';
import { createStateStorage, type StateStorage } from '../auth/storage.js';
import { requestHeaders } from '../http/headers.js';

export type ErrorReport = {
  message: string;
  stack?: string;
  componentStack?: string;
  url: string;
  pathname: string;
  userAgent: string;
  searchParams: string;
};

/** Spec §7: only the host name `localhost` counts (127.0.0.1 reports, which is how the e2e suite checks it). */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost';
}

export function errorReport(error: unknown, componentStack?: string): ErrorReport {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    message: err.message || err.name || 'Error',
    stack: err.stack,
    componentStack: componentStack ?? undefined,
    url: window.location.href,
    pathname: window.location.pathname,
    userAgent: navigator.userAgent,
    searchParams: window.location.search,
  };
}

/** The headers of spec §7 for the persisted session; only x-sitepath when nobody is signed in. */
export function reportHeaders(state: PersistedState): Record<string, string> {
  const signedIn = Boolean(state.tokens);
  return requestHeaders({
    accessToken: state.tokens?.accessToken,
    accountId: signedIn ? chosenAccountId(state) : undefined,
  });
}

let stored: StateStorage | undefined;
function persistedState(): PersistedState {
  stored ??= createStateStorage();
  return stored.read();
}

type Deps = { hostname?: string; readState?: () => PersistedState; fetchImpl?: typeof fetch };

export async function reportError(error: unknown, componentStack?: string, deps: Deps = {}): Promise<void> {
  const {
    hostname = window.location.hostname,
    // Read from storage rather than from the session: a crash may happen outside (or above) the providers.
    readState = persistedState,
    fetchImpl = fetch,
  } = deps;
  if (isLocalHost(hostname)) return;
  try {
    await fetchImpl('/log-error', {
      method: 'POST',
      headers: reportHeaders(readState()),
      body: JSON.stringify(errorReport(error, componentStack)),
    });
  } catch {
    // Reporting must never cause a second failure on an already broken screen.
  }
}
