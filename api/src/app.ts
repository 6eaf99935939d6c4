// The Express application: public routes, then the domain routers, then JSON 404 and error handling.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '@aid/common';
import type { AccessTokenVerifier, IdentityConfig } from '@aid/common/auth';
import express, { type Express } from 'express';
import { cognitoGetUserEmail, type GetUserEmail } from './accounts/identity.js';
import { organizationRouter } from './accounts/organization-routes.js';
import { profileRouter } from './accounts/profile-routes.js';
import { accountsRouter } from './accounts/routes.js';
import { activityRouter } from './activity/routes.js';
import { partnerKeysFromGatewayOnly, withPartnerKeys } from './apikeys/credentials.js';
import { apiKeysRouter } from './apikeys/routes.js';
import { requireMember } from './auth/middleware.js';
import { duplicatesRouter } from './beneficiaries/dedup/routes.js';
import { beneficiaryImportsRouter } from './beneficiaries/import/routes.js';
import { beneficiariesRouter } from './beneficiaries/routes.js';
import type { Db } from './db/db.js';
import { distributionsRouter } from './distributions/routes.js';
import { filesRouter } from './files/routes.js';
import type { FilesConfig } from './files/service.js';
import { localFileStorage } from './files/storage.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { listQueryRoutes } from './http/list.js';
import { createLogger, type Logger, requestLogging } from './http/logger.js';
import type { JobQueue } from './jobs/queue.js';
import { jobsRouter } from './jobs/routes.js';
import { notificationsRouter } from './notifications/routes.js';
import { openApiDocument } from './openapi.js';
import { paymentsRouter } from './payments/routes.js';
import { programsRouter } from './programs/routes.js';
import { reconciliationRouter } from './reconciliation/routes.js';
import { rolesRouter } from './roles/routes.js';
import { scanningRouter } from './scanning/routes.js';
import { cognitoIdentityAdmin, type IdentityAdmin } from './users/identity-admin.js';
import { type Mailer, outboxMailer } from './users/mailer.js';
import { usersRouter } from './users/routes.js';
import { publicVouchersRouter } from './vouchers/public.js';
import { vouchersRouter } from './vouchers/routes.js';

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
};

export function createApiApp(deps: ApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Its callers are the gateway and partners' scripts, which never revalidate: an ETag would hash every answer for
  // nothing (file downloads set their own headers).
  app.set('etag', false);
  const logger = deps.logger ?? createLogger();
  app.use(requestLogging(logger));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });

  const getUserEmail = deps.getUserEmail ?? (deps.identity ? cognitoGetUserEmail(deps.identity) : undefined);
  // Domain routers never see the database itself: `member` leaves them an organisation-scoped runner.
  const verifier = withPartnerKeys(deps.verifier, deps.db);
  app.use(partnerKeysFromGatewayOnly(deps.gatewaySecret));
  const member = requireMember(deps.db, verifier);
  const files = deps.files ?? {
    storage: localFileStorage(join(tmpdir(), 'aid-files')),
    maxBytes: LIMITS.uploadMaxBytes,
  };
  // The voucher short page's data: no caller, its own narrow database function (see vouchers/public.ts).
  app.use(publicVouchersRouter({ db: deps.db, gatewaySecret: deps.gatewaySecret }));
  app.use(listQueryRoutes());
  // Routers are mounted at the root with full paths, so the route table (and the OpenAPI check) reads plainly.
  app.use(activityRouter({ db: deps.db, verifier, member }));
  app.use(accountsRouter({ db: deps.db, verifier, member, getUserEmail }));
  app.use(profileRouter({ db: deps.db, verifier, member, files }));
  app.use(organizationRouter({ member, files }));
  app.use(apiKeysRouter({ member }));
  app.use(
    usersRouter({
      db: deps.db,
      verifier,
      member,
      identity: deps.identityAdmin ?? (deps.identity ? cognitoIdentityAdmin(deps.identity) : undefined),
      mailer: deps.mailer ?? outboxMailer(join(tmpdir(), 'aid-outbox'), logger),
      signInUrl: deps.signInUrl ?? 'http://localhost:4100/login',
    }),
  );
  app.use(rolesRouter({ member }));
  app.use(programsRouter({ member }));
  app.use(beneficiariesRouter({ member, files }));
  app.use(beneficiaryImportsRouter({ member, files, queue: deps.jobs }));
  app.use(duplicatesRouter({ member, queue: deps.jobs }));
  app.use(distributionsRouter({ member, queue: deps.jobs }));
  app.use(vouchersRouter({ member }));
  app.use(scanningRouter({ member }));
  app.use(notificationsRouter({ member, queue: deps.jobs }));
  app.use(paymentsRouter({ member }));
  app.use(reconciliationRouter({ member, files, queue: deps.jobs }));
  app.use(jobsRouter({ member, queue: deps.jobs }));
  app.use(filesRouter({ member, files }));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

export type RouteEntry = { method: string; path: string };

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
        for (const method of methods) out.push({ method, path: String(route.path) });
        continue;
      }
      const handle = 'handle' in layer ? layer.handle : undefined;
      if (typeof handle === 'function' && 'stack' in handle) walk(handle.stack);
    }
  };
  walk((app as unknown as { router?: { stack?: unknown } }).router?.stack);
  return out;
}
