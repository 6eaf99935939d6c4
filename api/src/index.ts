// Public surface of @aid/api: start the service, open its database, run its jobs. Test support (fixtures, scratch
// databases, fast job timings) is @aid/api/testing, never this barrel.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccessTokenVerifier, type IdentityConfig } from '@aid/common/auth';
import { keepConnectionsAlive } from '@aid/common/keep-alive';
import { LIMITS } from '@aid/common/limits';
import { endChangeStreams } from './accounts/change-stream.js';
import { createApiApp, createWorkerApp } from './app.js';
import { type Db, openDb } from './db/db.js';
import { migrate } from './db/migrate.js';
import { type FileStorage, localFileStorage } from './files/storage.js';
import { createLogger, type Logger } from './http/logger.js';
import { DEFAULT_QUEUE_TIMINGS } from './jobs/queue.js';
import { type JobsOptions, type RunningJobs, startJobs } from './jobs/worker.js';
import { type RunningSchedules, startReportSchedules } from './reports/files/schedules.js';
import { syncPredefinedRoles } from './roles/predefined.js';
import { type DemoUserSub, seedDemo } from './seed/demo.js';
import { type MailConfig, mailerFor } from './users/mail-config.js';

export type { GetUserEmail, IdentityProfile } from './accounts/identity.js';
export type { MeJson, MembershipJson, UserJson } from './accounts/service.js';
export { type ApiDeps, createApiApp, createWorkerApp } from './app.js';
export {
  checkImportDuplicates,
  findDuplicatePairs,
  thresholdsOf,
  writePairs,
} from './beneficiaries/dedup/index.js';
export { type Db, type OpenDbOptions, openDb, type Queryable, type SqlValue } from './db/db.js';
export type { FilterCondition, FilterGroup } from './db/filter.js';
export { migrate } from './db/migrate.js';
export { type TenantScope, tenantRunner } from './db/tenant.js';
export {
  type S3FileStorage,
  type S3StorageConfig,
  s3FileStorage,
  s3StorageConfigFromEnv,
} from './files/s3-storage.js';
export type { FilesConfig } from './files/service.js';
export { type FileStorage, localFileStorage } from './files/storage.js';
export type { ErrorBody, FieldError } from './http/errors.js';
export { createLogger, type Logger } from './http/logger.js';
export type { JobQueue, QueueTimings } from './jobs/queue.js';
export { type JobsOptions, type RunningJobs, startJobs } from './jobs/worker.js';
export { openApiDocument } from './openapi.js';
export type { ProgramJson } from './programs/model.js';
export { DEMO_FIELD_OFFICER_PROGRAMS, DEMO_PROGRAMS, type DemoUserSub, seedDemo } from './seed/demo.js';
export { cognitoIdentityAdmin, cognitoSendsInvitations, type IdentityAdmin } from './users/identity-admin.js';
export { type MailConfig, mailConfigFromEnv } from './users/mail-config.js';
export { type Mailer, type MailMessage, outboxMailer, type SentMessage } from './users/mailer.js';
export { MailDeliveryError, type SmtpConfig, smtpMailer } from './users/smtp-mailer.js';

/**
 * What a process does (API_ROLE): `all` serves the API and runs the jobs (one process, `npm start`); `http` serves the
 * API and only queues jobs; `worker` runs the jobs and report schedules and serves only /health, /ready and /metrics.
 */
export type ApiRole = 'all' | 'http' | 'worker';
export const API_ROLES: readonly ApiRole[] = ['all', 'http', 'worker'];

/** API_ROLE, checked: unset is `all`; anything else but the three stops the start. */
export function apiRoleFromEnv(raw: string | undefined): ApiRole {
  if (!raw) return 'all';
  const role = API_ROLES.find((r) => r === raw);
  if (!role) throw new Error(`API_ROLE ${raw} is not one of ${API_ROLES.join(', ')}`);
  return role;
}

export type StartApiOptions = {
  identity: IdentityConfig;
  /** Default `all`. */
  role?: ApiRole;
  /** Node's own series (memory, event loop, GC) on /metrics: the process's one API does; tests' many do not. */
  nodeMetrics?: boolean;
  /** PostgreSQL server URL; unset → PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' (the default) keeps everything in memory. */
  dataDir?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** When given, the demo organisations, users and programs are seeded for these identity users. */
  demoUsers?: DemoUserSub[];
  logger?: Logger;
  /** Where uploaded files are kept (default: a new folder in the system's temp dir, removed by close()). */
  filesDir?: string;
  /** Keeps uploaded files there instead of in `filesDir` (FILE_STORAGE=s3: an S3 bucket). */
  fileStorage?: FileStorage;
  /** The largest upload in bytes (default LIMITS.uploadMaxBytes). */
  uploadMaxBytes?: number;
  /** The job queue and its workers (defaults: DEFAULT_JOBS_OPTIONS); `false` starts none (jobs cannot start). */
  jobs?: Partial<JobsOptions> | false;
  /** Shared with the gateway; requests that carry it may use partner keys (unset: keys are refused). */
  gatewaySecret?: string;
  /** How e-mail leaves (MAIL_TRANSPORT…, see mailConfigFromEnv; default: the outbox). */
  mail?: MailConfig;
  /** Where the outbox writes invitations, one JSON file each (default: a new temp folder, removed by close()). */
  outboxDir?: string;
  /** The web app's sign-in page, linked from invitations (default http://localhost:4100/login). */
  signInUrl?: string;
  /** POST /jobs/demo mounted and DEMO jobs seeded (DEMO_JOBS; default true). */
  demoJobs?: boolean;
  /** How often due report schedules are looked for (REPORT_SCHEDULE_TICK_MS; default 60000), where jobs run. */
  reportScheduleTickMs?: number;
  /** Public form submissions per client address and minute (PUBLIC_FORM_SUBMISSIONS_PER_MINUTE; default 120). */
  publicFormSubmissionsPerMinute?: number;
  /** GraphQL requests per partner key and minute, counted on GET /me (PARTNER_KEY_RATE_PER_MINUTE; default 120). */
  partnerKeyRatePerMinute?: number;
  /** Crash reports per client address and minute (LOG_ERROR_RATE_PER_MINUTE; default 10). */
  logErrorRatePerMinute?: number;
  /** Who may read /metrics (METRICS_TOKEN); unset: scrapers on this machine only. */
  metricsToken?: string;
};

export const DEFAULT_JOBS_OPTIONS: JobsOptions = {
  timings: DEFAULT_QUEUE_TIMINGS,
  work: true,
  sweepIntervalMs: 15_000,
};

export type RunningApi = {
  url: string;
  port: number;
  db: Db;
  jobs?: RunningJobs;
  /** The mail outbox (read it with latestMessageFor from @aid/api/testing or @aid/api/outbox). */
  outboxDir: string;
  close(): Promise<void>;
};

async function openFileStorage(
  options: StartApiOptions,
): Promise<{ storage: FileStorage; ownedFilesDir?: string | undefined }> {
  if (options.fileStorage) return { storage: options.fileStorage };
  if (options.filesDir !== undefined) return { storage: localFileStorage(options.filesDir) };
  // A folder made here (tests, callers that do not say where) is this process's alone: it goes when the API stops.
  const ownedFilesDir = await mkdtemp(join(tmpdir(), 'aid-files-'));
  return { storage: localFileStorage(ownedFilesDir), ownedFilesDir };
}

export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const logger = options.logger ?? createLogger();
  const db = await openDb({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    onConnectionError: (error) => logger.warn({ err: error }, 'PostgreSQL connection lost; the pool reconnects'),
  });
  let jobs: RunningJobs | undefined;
  let schedules: RunningSchedules | undefined;
  try {
    await migrate(db);
    if (options.demoUsers) await seedDemo(db, options.demoUsers, { demoJobs: options.demoJobs ?? true });
    await syncPredefinedRoles(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const role = options.role ?? 'all';
  const { storage, ownedFilesDir } = await openFileStorage(options);
  try {
    if (options.jobs !== false) {
      // An http process queues jobs for the workers and runs none itself.
      const work = role !== 'http' && (options.jobs?.work ?? DEFAULT_JOBS_OPTIONS.work);
      jobs = await startJobs(db, logger, { ...DEFAULT_JOBS_OPTIONS, ...options.jobs, work, files: storage });
      // Any number of processes may tick: a due schedule is claimed by one (FOR UPDATE SKIP LOCKED).
      if (role !== 'http') {
        schedules = startReportSchedules(db, jobs.queue, logger, options.reportScheduleTickMs ?? 60_000);
      }
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  const ownsOutboxDir = options.outboxDir === undefined;
  const outboxDir = options.outboxDir ?? (await mkdtemp(join(tmpdir(), 'aid-outbox-')));
  const app =
    role === 'worker'
      ? createWorkerApp({ db, logger, metricsToken: options.metricsToken, nodeMetrics: options.nodeMetrics })
      : createApiApp({
          db,
          verifier: createAccessTokenVerifier(options.identity),
          identity: options.identity,
          logger,
          jobs: jobs?.queue,
          gatewaySecret: options.gatewaySecret,
          mailer: mailerFor(options.mail ?? { transport: 'outbox' }, outboxDir, logger),
          signInUrl: options.signInUrl,
          demoJobs: options.demoJobs,
          publicFormSubmissionsPerMinute: options.publicFormSubmissionsPerMinute,
          partnerKeyRatePerMinute: options.partnerKeyRatePerMinute,
          logErrorRatePerMinute: options.logErrorRatePerMinute,
          metricsToken: options.metricsToken,
          nodeMetrics: options.nodeMetrics ?? false,
          files: {
            storage,
            maxBytes: options.uploadMaxBytes ?? LIMITS.uploadMaxBytes,
          },
        });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(options.port ?? 0, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  keepConnectionsAlive(server);
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db,
    jobs,
    outboxDir,
    close() {
      closing ??= (async () => {
        // The gateways' change streams never end by themselves: ended first, they reconnect to another API process.
        endChangeStreams(db);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would hold close() open; in-flight requests have been answered by now.
          server.closeIdleConnections();
        });
        await schedules?.stop();
        // Running jobs get a few seconds to reach a step; an unfinished one is retried by the next process.
        await jobs?.stop();
        await db.close();
        if (ownedFilesDir) await rm(ownedFilesDir, { recursive: true, force: true });
        if (ownsOutboxDir) await rm(outboxDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
