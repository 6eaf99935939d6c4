// The gateway's HTTP surface: /graphql, the session cookies, the web's runtime config, crash reports, the web app.

import type { AccessTokenVerifier, IdentityConfig } from '@aid/common/auth';
import { LIMITS } from '@aid/common/limits';
import {
  createServiceMetrics,
  ERROR_CODE_LOCAL,
  metricsHandler,
  metricsMiddleware,
  readinessHandler,
} from '@aid/common/metrics';
import { ClientRateLimiter } from '@aid/common/rate-limit';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { logErrorRoute } from './activity/log-error.js';
import { authCookieRoutes } from './auth/cookies.js';
import { followPermissionChanges } from './auth/permission-changes.js';
import { PermissionCache } from './auth/permissions.js';
import { createContext } from './context.js';
import { FILE_ROUTES } from './domains.js';
import { operationMetricsPlugin } from './graphql/metrics.js';
import { buildGatewaySchema } from './graphql/schema.js';
import { createApolloServer } from './graphql/server.js';
import { mountFileRoute } from './http/file-routes.js';
import { createLogger, type Logger, requestIdOf, requestLog, requestLogging } from './logger.js';
import type { PartnerApi } from './partner-api.js';
import { securityHeaders } from './security/headers.js';
import type { TrustProxy } from './security/proxy.js';
import {
  DEFAULT_SMART_FORMS_HOSTS,
  parseSmartFormsHosts,
  smartFormsHostAllowed,
  smartFormsHostGate,
} from './smart-forms/hosts.js';
import { publicFormsRoutes } from './smart-forms/public.js';
import { voucherPageRoutes } from './vouchers/page.js';
import { compressAnswers, webAppRoutes } from './web.js';

export type GatewayOptions = {
  /** Base URL of the REST API, e.g. http://localhost:4000. */
  apiUrl: string;
  verifier: AccessTokenVerifier;
  identity: IdentityConfig;
  /** Folder of the built web app; served when it holds an index.html. */
  webDist?: string;
  /** Report REST calls per request (header x-rest-calls, extensions.restCalls), for tests and benchmarks. */
  countRestCalls?: boolean;
  /** Mark the session cookies Secure even when the request came over plain HTTP (behind a TLS proxy). */
  secureCookies?: boolean;
  maxDepth?: number;
  maxCost?: number;
  /**
   * The identity endpoint as the browser reaches it, when it differs from the one the gateway uses (in
   * docker-compose the gateway reaches the emulator as http://identity:9229, the browser as localhost).
   */
  publicIdentityEndpoint?: string;
  /**
   * How long a caller's effective permissions are reused without asking the API (GET /me) again; 0 asks on every
   * request. The API checks permissions itself on every call, so this bounds how stale an early refusal can be.
   */
  permissionTtlMs?: number;
  /** Shared with the API (GATEWAY_SECRET): without it partner keys are refused. */
  gatewaySecret?: string;
  /**
   * Follow the API's change stream (GET /internal/changes, needs gatewaySecret) and drop cached permissions as
   * memberships and roles change; the process (main.ts) does whenever GATEWAY_SECRET is set. Off by default: tests
   * against a stand-in API would see its requests.
   */
  followPermissionChanges?: boolean;
  /**
   * GraphQL requests per minute and partner key, per gateway process (default 120): a first line; the API counts
   * the same figure across every gateway (PARTNER_KEY_RATE_PER_MINUTE on GET /me).
   */
  partnerKeyRatePerMinute?: number;
  /**
   * Crash reports (POST /log-error) per minute and client address, per gateway process (default 10): a first line;
   * the API counts again across every gateway (LOG_ERROR_RATE_PER_MINUTE).
   */
  logErrorRatePerMinute?: number;
  /** Public form submissions per minute and client address, per gateway process (default 120). */
  publicFormSubmissionsPerMinute?: number;
  /** Express's `trust proxy` (TRUST_PROXY, security/proxy.ts): which hops may tell the client's address. */
  trustProxy?: TrustProxy;
  /** Serve DEMO jobs (JobKind DEMO, startDemoJob: the SDL's @devOnly parts); DEMO_JOBS, default true. */
  demoJobs?: boolean;
  /**
   * The hosts where smart forms are shown (SMART_FORMS_HOSTS: patterns, `*` a wildcard, matched against the request's
   * Host without its port); default DEFAULT_SMART_FORMS_HOSTS, local development and staging.
   */
  smartFormsHosts?: readonly string[];
  /** Spec §7: the staging partner API used on hosts carrying its marker (PARTNER_HOST_MARKER, PARTNER_API_URL). */
  partnerApi?: PartnerApi;
  /** Who may read /metrics (METRICS_TOKEN, a bearer token); unset: scrapers on this machine only. */
  metricsToken?: string;
  /** Add Node's own series (memory, event loop, GC) to /metrics: the process's app does, tests' many apps do not. */
  nodeMetrics?: boolean;
  logger?: Logger;
};

export const DEFAULT_PERMISSION_TTL_MS = 30_000;
export const DEFAULT_PARTNER_KEY_RATE_PER_MINUTE = 120;
export const DEFAULT_LOG_ERROR_RATE_PER_MINUTE = 10;

/** A gateway app and what must be stopped with it. */
export type GatewayApp = Express & { stopGraphQL: () => Promise<void> };

export async function createGatewayApp(options: GatewayOptions): Promise<GatewayApp> {
  const metrics = createServiceMetrics('gateway', { nodeMetrics: options.nodeMetrics ?? false });
  const apollo = createApolloServer({
    plugins: [operationMetricsPlugin(metrics)],
    schema: buildGatewaySchema(undefined, { demoJobs: options.demoJobs ?? true }),
    countRestCalls: options.countRestCalls,
    maxDepth: options.maxDepth,
    maxCost: options.maxCost,
  });
  await apollo.start();

  const logger = options.logger ?? createLogger();
  const smartFormsHosts = options.smartFormsHosts ?? parseSmartFormsHosts(DEFAULT_SMART_FORMS_HOSTS);
  const permissionCache = new PermissionCache(options.permissionTtlMs ?? DEFAULT_PERMISSION_TTL_MS);
  const changes =
    options.followPermissionChanges && options.gatewaySecret
      ? followPermissionChanges({
          apiUrl: options.apiUrl,
          gatewaySecret: options.gatewaySecret,
          cache: permissionCache,
          logger,
        })
      : undefined;
  const partnerKeyLimiter = new ClientRateLimiter(
    options.partnerKeyRatePerMinute ?? DEFAULT_PARTNER_KEY_RATE_PER_MINUTE,
  );
  const app = express();
  app.disable('x-powered-by');
  // GraphQL answers POSTs, which no cache revalidates: hashing every response for an ETag is wasted work.
  app.set('etag', false);
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(requestLogging(logger));
  app.use(metricsMiddleware(metrics));
  app.use(
    securityHeaders({
      identity: options.identity,
      publicIdentityEndpoint: options.publicIdentityEndpoint,
      partnerApiUrl: options.partnerApi?.url,
    }),
  );
  app.use(compressAnswers());

  // First: nearly every request is a GraphQL one, and it need not walk past the other routes.
  app.use(
    '/graphql',
    express.json({ limit: LIMITS.graphqlBodyBytes }),
    (req, _res, next) => {
      // Apollo wants req.body set; a request in another content type is then refused by its CSRF check (400).
      if (!('body' in req) || req.body === undefined) req.body = {};
      next();
    },
    expressMiddleware(apollo, {
      // A refusal here comes before any operation (no plugin sees it): its code is counted with the request.
      context: ({ req, res }) =>
        createContext(
          {
            apiUrl: options.apiUrl,
            verifier: options.verifier,
            permissionCache,
            gatewaySecret: options.gatewaySecret,
            partnerKeyLimiter,
            requestId: requestIdOf(res),
            log: requestLog(res),
            smartFormsAvailable: smartFormsHostAllowed(req.hostname, smartFormsHosts),
          },
          req.headers,
        ).catch((error: unknown) => {
          res.locals[ERROR_CODE_LOCAL] = codeOf(error);
          throw error;
        }),
    }),
  );

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Ready when the API behind answers its own readiness (the database with it): a balancer stops sending here else.
  app.get(
    '/ready',
    readinessHandler(async () => {
      const answer = await fetch(new URL('/ready', options.apiUrl), { signal: AbortSignal.timeout(2_000) });
      if (!answer.ok) throw new Error(`the API is not ready (${answer.status})`);
    }),
  );
  app.get('/metrics', metricsHandler(metrics, options.metricsToken));

  app.get('/api/config', (_req, res) => {
    const { region, userPoolId, clientId, endpoint } = options.identity;
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      identity: { region, userPoolId, clientId, endpoint: options.publicIdentityEndpoint ?? endpoint ?? null },
      partnerApi: options.partnerApi ?? null,
    });
  });

  app.use(
    authCookieRoutes({ verifier: options.verifier, identity: options.identity, secureCookies: options.secureCookies }),
  );
  app.use(
    logErrorRoute(
      options.apiUrl,
      new ClientRateLimiter(options.logErrorRatePerMinute ?? DEFAULT_LOG_ERROR_RATE_PER_MINUTE),
      options.gatewaySecret,
    ),
  );
  // Smart forms' file routes answer 404 on a host where they are hidden, as their GraphQL fields answer NOT_FOUND.
  app.use('/api/smart-forms', smartFormsHostGate(smartFormsHosts));
  // Every domain's file routes (domains.ts), as streams: no body parser runs before them, the API holds the size limit.
  for (const route of FILE_ROUTES) mountFileRoute(app, route, { apiUrl: options.apiUrl, verifier: options.verifier });
  // The public filling page's form and submissions: no sign-in, on smart forms' hosts only, rate-limited per client.
  app.use(
    publicFormsRoutes({
      apiUrl: options.apiUrl,
      gatewaySecret: options.gatewaySecret,
      hosts: smartFormsHosts,
      submissionsPerMinute: options.publicFormSubmissionsPerMinute,
    }),
  );
  // The families' short voucher pages: public, before the web app's catch-all.
  app.use(voucherPageRoutes({ apiUrl: options.apiUrl, gatewaySecret: options.gatewaySecret }));

  if (options.webDist) {
    const web = webAppRoutes(options.webDist);
    if (web) app.use(web);
  }

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found.', code: 'NOT_FOUND' });
  });
  app.use(errorHandler);

  return Object.assign(app, {
    stopGraphQL: () => {
      changes?.stop();
      return apollo.stop();
    },
  });
}

/** The GraphQL code a context refusal carries (extensions.code), else INTERNAL. */
function codeOf(error: unknown): string {
  const extensions =
    typeof error === 'object' && error !== null && 'extensions' in error ? error.extensions : undefined;
  const code =
    typeof extensions === 'object' && extensions !== null && 'code' in extensions ? extensions.code : undefined;
  return typeof code === 'string' ? code : 'INTERNAL';
}

/** Body-parser refusals keep their status (400 bad JSON, 413 too large); anything else is a generic 500. */
const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : 500;
  if (status >= 500) requestLog(res).error({ err: error }, 'unhandled gateway error');
  res.locals[ERROR_CODE_LOCAL] = status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
  const message =
    status === 413
      ? `The request body is too large (limit ${Math.round(LIMITS.graphqlBodyBytes / 1024)} kB).`
      : status < 500
        ? 'The request is not valid.'
        : 'Internal server error.';
  res.status(status).json({
    message,
    code: status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL',
  });
};
