// Everything one GraphQL request needs, built once per request: the verified caller, REST clients carrying
// the caller's headers, and the (cached or lazily resolved) account and permissions.
import type { EffectivePermissions } from '@aid/common';
import type { AccessTokenVerifier, VerifiedToken } from '@aid/common/auth';
import { AccountsClient } from './accounts/client.js';
import { ActivityClient } from './activity/client.js';
import { ApiKeysClient } from './apikeys/client.js';
import type { PartnerKeyRateLimiter } from './apikeys/ratelimit.js';
import { accountIdHeaderProblem, authenticate } from './auth/authenticate.js';
import { PermissionCache, PermissionResolver } from './auth/permissions.js';
import { BeneficiariesClient } from './beneficiaries/client.js';
import { BeneficiaryDuplicatesClient } from './beneficiaries/duplicates.js';
import { BeneficiaryImportsClient } from './beneficiaries/imports.js';
import { DistributionsClient } from './distributions/client.js';
import { JobsClient } from './jobs/client.js';
import type { Logger } from './logger.js';
import { NotificationsClient } from './notifications/client.js';
import { PaymentsClient } from './payments/client.js';
import { ProgramsClient } from './programs/client.js';
import { ReconciliationClient } from './reconciliation/client.js';
import { type RestCallLog, RestClient } from './rest/client.js';
import { rateLimitedError, requestRefusal } from './rest/errors.js';
import { RolesClient } from './roles/client.js';
import { ScanningClient } from './scanning/client.js';
import { UsersClient } from './users/client.js';

export type GatewayContext = {
  caller: VerifiedToken;
  /** x-accountid as the browser sent it; the current account is `accountId()`. */
  requestedAccountId: string | undefined;
  /** The account this request acts in: the requested one, else the default GET /me picks. */
  accountId: () => Promise<string | undefined>;
  permissions: PermissionResolver;
  /** After a change to what the current organisation's roles grant: drops this gateway's cached permissions of it. */
  permissionsChanged: () => Promise<void>;
  /** The caller's user id in this platform (not the token's subject). */
  viewerUserId: () => Promise<string>;
  requestId: string;
  log: Logger;
  restCalls: RestCallLog;
  accounts: AccountsClient;
  activity: ActivityClient;
  apiKeys: ApiKeysClient;
  beneficiaries: BeneficiariesClient;
  beneficiaryImports: BeneficiaryImportsClient;
  beneficiaryDuplicates: BeneficiaryDuplicatesClient;
  distributions: DistributionsClient;
  notifications: NotificationsClient;
  payments: PaymentsClient;
  programs: ProgramsClient;
  jobs: JobsClient;
  reconciliation: ReconciliationClient;
  roles: RolesClient;
  scanning: ScanningClient;
  users: UsersClient;
};

export type RequestHeaders = Record<string, string | string[] | undefined>;

export type ContextOptions = {
  apiUrl: string;
  verifier: AccessTokenVerifier;
  permissionCache: PermissionCache;
  requestId: string;
  log: Logger;
  /** Shared with the API: lets partner keys through (unset: keys are refused). */
  gatewaySecret?: string;
  partnerKeyLimiter: PartnerKeyRateLimiter;
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
  if (caller.apiKeyId) await accounts.me();
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
    accounts,
    activity: new ActivityClient(rest),
    apiKeys: new ApiKeysClient(rest),
    beneficiaries: new BeneficiariesClient(rest),
    beneficiaryImports: new BeneficiaryImportsClient(rest),
    beneficiaryDuplicates: new BeneficiaryDuplicatesClient(rest),
    distributions: new DistributionsClient(rest),
    notifications: new NotificationsClient(rest),
    payments: new PaymentsClient(rest),
    programs: new ProgramsClient(rest),
    jobs: new JobsClient(rest),
    reconciliation: new ReconciliationClient(rest),
    roles: new RolesClient(rest),
    scanning: new ScanningClient(rest),
    users: new UsersClient(rest),
  };
}

function header(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
