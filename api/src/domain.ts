// What an API domain contributes, declared once in its folder (`<domain>/domain.ts`) and listed in domains.ts:
// the app mounts its routers, the OpenAPI document reads their route declarations, the job worker runs its jobs.

import type { AccessTokenVerifier } from '@aid/common/auth';
import type { JobKind } from '@aid/common/jobs';
import type { RequestHandler, Router } from 'express';
import type { GetUserEmail } from './accounts/identity.js';
import type { Db } from './db/db.js';
import type { FilesConfig } from './files/service.js';
import type { Logger } from './http/logger.js';
import type { JobHandler } from './jobs/handlers.js';
import type { JobQueue } from './jobs/queue.js';
import type { JobCleanup } from './jobs/runner.js';
import type { IdentityAdmin } from './users/identity-admin.js';
import type { Mailer } from './users/mailer.js';

/** What routers may use, with the app's defaults already applied (see createApiApp). */
export type DomainDeps = {
  db: Db;
  /** Accepts partner keys as well as access tokens (apikeys/credentials.ts). */
  verifier: AccessTokenVerifier;
  /** requireMember: an ACTIVE member of the account, with an organisation-scoped runner for the routes. */
  member: RequestHandler;
  files: FilesConfig;
  /** Without it jobs can be read and cancelled but not started. */
  queue: JobQueue | undefined;
  getUserEmail: GetUserEmail | undefined;
  identity: IdentityAdmin | undefined;
  mailer: Mailer;
  signInUrl: string;
  gatewaySecret: string | undefined;
  /** DEMO jobs can be started (POST /jobs/demo): on in development and tests, off in production unless asked. */
  demoJobs: boolean;
  /** Public form submissions per client address and minute (PUBLIC_FORM_SUBMISSIONS_PER_MINUTE); unset: 120. */
  publicFormSubmissionsPerMinute?: number;
  /** GraphQL requests per partner key and minute (PARTNER_KEY_RATE_PER_MINUTE); unset: 120. */
  partnerKeyRatePerMinute?: number;
  /** Crash reports per client address and minute (LOG_ERROR_RATE_PER_MINUTE); unset: 10. */
  logErrorRatePerMinute?: number;
  logger: Logger;
};

/** One job kind: what runs it, and what it undoes when the job ends CANCELLED or, finally, FAILURE. */
export type DomainJob = { handler: JobHandler; cleanup?: JobCleanup };

export type ApiDomain = {
  name: string;
  /** Mounted before anything else, even the list query routes: routes with no caller at all. */
  publicRouters?: (deps: DomainDeps) => Router[];
  /** Mounted in the order of domains.ts, each router with full paths. */
  routers?: (deps: DomainDeps) => Router[];
  jobs?: Partial<Record<JobKind, DomainJob>>;
};
