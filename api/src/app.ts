// The Express application: the system routes, then the domains of domains.ts, then JSON 404 and error handling.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessTokenVerifier, IdentityConfig } from '@aid/common/auth';
import { LIMITS } from '@aid/common/limits';
import { metricsMiddleware } from '@aid/common/metrics';
import express, { type Express } from 'express';
import { cognitoGetUserEmail, type GetUserEmail } from './accounts/identity.js';
import { cachedMemberLookup } from './accounts/membership-cache.js';
import { partnerKeysFromGatewayOnly, withPartnerKeys } from './apikeys/credentials.js';
import { requireMember } from './auth/middleware.js';
import type { Db } from './db/db.js';
import type { DomainDeps } from './domain.js';
import { API_DOMAINS } from './domains.js';
import type { FilesConfig } from './files/service.js';
import { localFileStorage } from './files/storage.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { listQueryRoutes } from './http/list.js';
import { createLogger, type Logger, requestLogging } from './http/logger.js';
import { createApiMetrics } from './http/metrics.js';
import { systemRouter } from './http/system.js';
import type { JobQueue } from './jobs/queue.js';
import { openApiDocument } from './openapi.js';
import { cognitoIdentityAdmin, cognitoSendsInvitations, type IdentityAdmin } from './users/identity-admin.js';
import { type Mailer, outboxMailer } from './users/mailer.js';
import { recordPresence } from './users/presence.js';

export type ApiDeps = {
  db: Db;
  verifier: AccessTokenVerifier;
  /** Reads a new user's e-mail from the identity service; defaults to Cognito GetUser when `identity` is set. */
  getUserEmail?: GetUserEmail;
  identity?: IdentityConfig;
  logger?: Logger;
  /** The job queue; without it jobs can be read and cancelled but not started. */
  jobs?: JobQueue;
  /** Where uploads go and how large they may be; default: a folder in the system's temp dir, LIMITS.uploadMaxBytes. */
  files?: FilesConfig;
  /** Shared with the gateway (GATEWAY_SECRET): requests carrying it may use partner keys. Unset: keys are refused. */
  gatewaySecret?: string;
  /** Invitations and MFA look-ups; defaults to the Cognito admin API when `identity` is set. */
  identityAdmin?: IdentityAdmin;
  /** Outgoing e-mail (invitations); default: JSON files in a folder of the system's temp dir (see users/mailer.ts). */
  mailer?: Mailer;
  /** The web app's sign-in page, linked from invitations; default http://localhost:4100/login. */
  signInUrl?: string;
  /** Whether POST /jobs/demo is mounted (DEMO_JOBS, common/src/jobs/demo-jobs.ts); default true. */
  demoJobs?: boolean;
  /** Public form submissions per client address and minute (PUBLIC_FORM_SUBMISSIONS_PER_MINUTE); default 120. */
  publicFormSubmissionsPerMinute?: number;
  /** GraphQL requests per partner key and minute, shared by every process (PARTNER_KEY_RATE_PER_MINUTE); 120. */
  partnerKeyRatePerMinute?: number;
  /** Crash reports per client address and minute, shared by every process (LOG_ERROR_RATE_PER_MINUTE); 10. */
  logErrorRatePerMinute?: number;
  /** Who may read /metrics (METRICS_TOKEN, a bearer token); unset: scrapers on this machine only. */
  metricsToken?: string;
  /** Add Node's own series (memory, event loop, GC) to /metrics: the process's app does, tests' many apps do not. */
  nodeMetrics?: boolean;
};

type SystemDeps = Pick<ApiDeps, 'db' | 'metricsToken' | 'nodeMetrics'> & { logger: Logger };

/** What every API process serves, whatever its role: the request log, its metrics, /health, /ready and /metrics. */
function systemApp(deps: SystemDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Its callers are the gateway and partners' scripts, which never revalidate: an ETag would hash every answer for
  // nothing (file downloads set their own headers).
  app.set('etag', false);
  app.use(requestLogging(deps.logger));
  const metrics = createApiMetrics(deps.db, { nodeMetrics: deps.nodeMetrics ?? false });
  app.use(metricsMiddleware(metrics));
  app.use(systemRouter(() => openApiDocument, { db: deps.db, metrics, metricsToken: deps.metricsToken }));
  return app;
}

export function createApiApp(deps: ApiDeps): Express {
  const logger = deps.logger ?? createLogger();
  const app = systemApp({ ...deps, logger });

  // Domain routers never see the database itself: `member` leaves them an organisation-scoped runner.
  const verifier = withPartnerKeys(deps.verifier, deps.db);
  app.use(partnerKeysFromGatewayOnly(deps.gatewaySecret));
  const mailer = deps.mailer ?? outboxMailer(join(tmpdir(), 'aid-outbox'), logger);
  const domainDeps: DomainDeps = {
    db: deps.db,
    verifier,
    member: requireMember(deps.db, verifier, {
      lookup: cachedMemberLookup(deps.db),
      recordPresence: (input) => recordPresence(deps.db, input),
    }),
    files: deps.files ?? { storage: localFileStorage(join(tmpdir(), 'aid-files')), maxBytes: LIMITS.uploadMaxBytes },
    queue: deps.jobs,
    getUserEmail: deps.getUserEmail ?? (deps.identity ? cognitoGetUserEmail(deps.identity) : undefined),
    identity:
      deps.identityAdmin ??
      (deps.identity
        ? cognitoIdentityAdmin(deps.identity, { sendsInvitations: cognitoSendsInvitations(deps.identity, mailer) })
        : undefined),
    mailer,
    signInUrl: deps.signInUrl ?? 'http://localhost:4100/login',
    gatewaySecret: deps.gatewaySecret,
    demoJobs: deps.demoJobs ?? true,
    publicFormSubmissionsPerMinute: deps.publicFormSubmissionsPerMinute,
    partnerKeyRatePerMinute: deps.partnerKeyRatePerMinute,
    logErrorRatePerMinute: deps.logErrorRatePerMinute,
    logger,
  };
  // Routes with no caller at all first (the voucher short page's data: see vouchers/public.ts), then the list query
  // routes, which rewrite `POST <list>/query` into the GET the domain routers below then answer.
  for (const domain of API_DOMAINS) for (const router of domain.publicRouters?.(domainDeps) ?? []) app.use(router);
  app.use(listQueryRoutes());
  // Routers are mounted at the root with full paths, so the route table (and the OpenAPI check) reads plainly.
  for (const domain of API_DOMAINS) for (const router of domain.routers?.(domainDeps) ?? []) app.use(router);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

/**
 * A worker-only process's HTTP side (API_ROLE=worker): liveness, readiness and metrics, for the orchestrator and the
 * scraper; no product route, so no caller can reach the jobs' process.
 */
export function createWorkerApp(deps: Pick<ApiDeps, 'db' | 'logger' | 'metricsToken' | 'nodeMetrics'>): Express {
  const app = systemApp({ ...deps, logger: deps.logger ?? createLogger() });
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

/** `handlers`: the names of the route's own handlers (`jsonParser` when it reads a JSON body). */
export type RouteEntry = { method: string; path: string; handlers: string[] };

/** Every method + path the app serves (Express 5 router internals), for the OpenAPI completeness test. */
export function registeredRoutes(app: Express): RouteEntry[] {
  const out: RouteEntry[] = [];
  const walk = (stack: unknown) => {
    if (!Array.isArray(stack)) return;
    for (const layer of stack as unknown[]) {
      if (typeof layer !== 'object' || layer === null) continue;
      const route = 'route' in layer ? layer.route : undefined;
      if (route && typeof route === 'object' && 'path' in route && 'methods' in route) {
        const methods = route.methods && typeof route.methods === 'object' ? Object.keys(route.methods) : [];
        const handlers = ('stack' in route && Array.isArray(route.stack) ? (route.stack as unknown[]) : []).map((l) =>
          typeof l === 'object' && l !== null && 'name' in l ? String(l.name) : '',
        );
        for (const method of methods) out.push({ method, path: String(route.path), handlers });
        continue;
      }
      const handle = 'handle' in layer ? layer.handle : undefined;
      if (typeof handle === 'function' && 'stack' in handle) walk(handle.stack);
    }
  };
  walk((app as unknown as { router?: { stack?: unknown } }).router?.stack);
  return out;
}
