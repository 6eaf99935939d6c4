// Everything one GraphQL request needs, built once per request: the verified caller, REST clients carrying
// the caller's headers (every domain's, from domains.ts), and the (cached or lazily resolved) account and permissions.

import type { AccessTokenVerifier } from '@aid/common/auth';
import type { EffectivePermissions } from '@aid/common/permissions';
import type { ClientRateLimiter } from '@aid/common/rate-limit';
import { AccountsClient } from './accounts/client.js';
import { accountIdHeaderProblem, authenticate } from './auth/authenticate.js';
import { PermissionCache, PermissionResolver } from './auth/permissions.js';
import { type DomainClients, GATEWAY_DOMAINS } from './domains.js';
import type { GatewayContext } from './graphql/request-context.js';
import type { Logger } from './logger.js';
import { type RestCallLog, RestClient } from './rest/client.js';
import { RestError, rateLimitedError, requestRefusal } from './rest/errors.js';

export type { GatewayContext } from './graphql/request-context.js';

// The fields the domains contribute, merged into the context's type declared in graphql/request-context.ts.
declare module './graphql/request-context.js' {
  interface GatewayContext extends DomainClients {
    /** Built in createContext, not by its domain's manifest: the request's account and permissions are read through it. */
    accounts: AccountsClient;
  }
}

export type RequestHeaders = Record<string, string | string[] | undefined>;

export type ContextOptions = {
  apiUrl: string;
  verifier: AccessTokenVerifier;
  permissionCache: PermissionCache;
  requestId: string;
  log: Logger;
  /** Shared with the API: lets partner keys through (unset: keys are refused). */
  gatewaySecret?: string;
  /** Counts GraphQL requests per partner key in this process: a first line before the API's shared count. */
  partnerKeyLimiter: ClientRateLimiter;
  /** Whether the request's host shows smart forms (SMART_FORMS_HOSTS, decided by the app from its Host). */
  smartFormsAvailable: boolean;
};

/** Throws UNAUTHENTICATED (HTTP 401) before any resolver runs when the token is not a valid access token. */
export async function createContext(options: ContextOptions, headers: RequestHeaders): Promise<GatewayContext> {
  const caller = await authenticate(options.verifier, header(headers, 'authorization'), options.log);
  const requestedAccountId = header(headers, 'x-accountid') || undefined;
  const problem = accountIdHeaderProblem(requestedAccountId);
  if (problem) throw requestRefusal('FORBIDDEN', problem, 403);
  if (caller.apiKeyId) {
    // Counted before the API is asked, so guessing keys is limited too.
    const decision = options.partnerKeyLimiter.take(caller.apiKeyId);
    if (!decision.allowed) throw rateLimitedError(decision.retryAfterSeconds);
  }
  const cacheKey = PermissionCache.key(caller.claims.sub, requestedAccountId);
  // A partner key is checked by the API on every request (below), so a revoked key stops at once.
  const cached = caller.apiKeyId ? undefined : options.permissionCache.get(cacheKey);
  const restCalls: RestCallLog = { count: 0, calls: [], urls: [] };
  // Called only once a REST call is made, by which time `accounts` exists.
  const accountId = async (): Promise<string | undefined> =>
    requestedAccountId ?? cached?.accountId ?? (await accounts.me()).currentAccountId ?? undefined;
  const rest = new RestClient({
    apiUrl: options.apiUrl,
    token: caller.token,
    gatewaySecret: caller.apiKeyId ? options.gatewaySecret : undefined,
    requestedAccountId,
    resolveAccountId: accountId,
    sitePath: header(headers, 'x-sitepath') || undefined,
    requestId: options.requestId,
    logger: options.log,
    log: restCalls,
  });
  // Every GET /me refreshes what the cache knows of this caller.
  const accounts = new AccountsClient(rest, (me) => {
    options.permissionCache.set(cacheKey, {
      userId: me.user.userId,
      accountId: me.currentAccountId ?? undefined,
      permissions: me.permissions,
    });
  });
  // The API checks the key and counts it against its budget shared by every gateway (PARTNER_KEY_RATE_PER_MINUTE).
  if (caller.apiKeyId) await accounts.me().catch(partnerKeyRefusal);
  const loadPermissions = async (): Promise<EffectivePermissions> => (await accounts.me()).permissions;
  return {
    caller: caller.claims,
    requestedAccountId,
    accountId,
    permissions: new PermissionResolver(loadPermissions, cached?.permissions),
    permissionsChanged: async () => {
      const changed = await accountId();
      if (changed) options.permissionCache.evictAccount(changed);
    },
    viewerUserId: async () => cached?.userId ?? (await accounts.me()).user.userId,
    requestId: options.requestId,
    log: options.log,
    restCalls,
    smartFormsAvailable: options.smartFormsAvailable,
    accounts,
    ...domainClients(rest),
  };
}

/** The API's 429 on a partner key's GET /me as the gateway's own: the whole request refused, with Retry-After. */
function partnerKeyRefusal(error: unknown): never {
  if (error instanceof RestError && error.code === 'RATE_LIMITED') {
    // A window is a minute: without the header, the longest wait is the safe answer.
    throw rateLimitedError(error.retryAfterSeconds ?? 60);
  }
  throw error;
}

/** Every domain's REST clients for this request, all sharing its RestClient (one call log, one account). */
function domainClients(rest: RestClient): DomainClients {
  const clients = {};
  for (const domain of GATEWAY_DOMAINS) if (domain.clients) Object.assign(clients, domain.clients(rest));
  // Object.assign cannot say which fields it made; the manifests' types are what DomainClients is derived from.
  return clients as DomainClients;
}

function header(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
