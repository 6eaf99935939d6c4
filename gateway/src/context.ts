// Everything one GraphQL request needs, built once per request: the verified caller, REST clients carrying
// the caller's headers, and the lazily resolved account and permissions.
import type { AccessTokenVerifier, VerifiedToken } from '@aid/common/auth';
import { AccountsClient } from './accounts/client.js';
import { authenticate } from './auth/authenticate.js';
import { PermissionResolver } from './auth/permissions.js';
import { ProgramsClient } from './programs/client.js';
import { type RestCallLog, RestClient } from './rest/client.js';

export type GatewayContext = {
  caller: VerifiedToken;
  /** x-accountid as the browser sent it; the current account is `accountId()`. */
  requestedAccountId: string | undefined;
  /** The account this request acts in: the requested one, else the default GET /me picks. */
  accountId: () => Promise<string | undefined>;
  permissions: PermissionResolver;
  restCalls: RestCallLog;
  accounts: AccountsClient;
  programs: ProgramsClient;
};

export type RequestHeaders = Record<string, string | string[] | undefined>;

export type ContextOptions = { apiUrl: string; verifier: AccessTokenVerifier };

/** Throws UNAUTHENTICATED (HTTP 401) before any resolver runs when the token is not a valid access token. */
export async function createContext(options: ContextOptions, headers: RequestHeaders): Promise<GatewayContext> {
  const caller = await authenticate(options.verifier, header(headers, 'authorization'));
  const requestedAccountId = header(headers, 'x-accountid') || undefined;
  const restCalls: RestCallLog = { count: 0, calls: [] };
  // Called only once a REST call is made, by which time `accounts` exists.
  const accountId = async (): Promise<string | undefined> =>
    requestedAccountId ?? (await accounts.me()).currentAccountId ?? undefined;
  const rest = new RestClient({
    apiUrl: options.apiUrl,
    token: caller.token,
    requestedAccountId,
    resolveAccountId: accountId,
    sitePath: header(headers, 'x-sitepath') || undefined,
    log: restCalls,
  });
  const accounts = new AccountsClient(rest);
  return {
    caller: caller.claims,
    requestedAccountId,
    accountId,
    permissions: new PermissionResolver(async () => (await accounts.me()).permissions),
    restCalls,
    accounts,
    programs: new ProgramsClient(rest),
  };
}

function header(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
