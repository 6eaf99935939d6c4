// `pnpm --filter @aid/api start`: the API as a process, configured from the environment (see README).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { identityConfigFromEnv } from '@aid/common/auth';
import { withPoolFile } from '@aid/common/identity-pool';
import { demoJobsFromEnv } from '@aid/common/jobs';
import { s3FileStorage, s3StorageConfigFromEnv } from './files/s3-storage.js';
import { createLogger } from './http/logger.js';
import { apiRoleFromEnv, startApi } from './index.js';
import type { DemoUserSub } from './seed/demo.js';
import { mailConfigFromEnv } from './users/mail-config.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function demoUsersFromEnv(raw: string | undefined): DemoUserSub[] | undefined {
  if (!raw) return undefined;
  const parsed: unknown = JSON.parse(raw);
  const valid =
    Array.isArray(parsed) &&
    parsed.every(
      (u: unknown) =>
        typeof u === 'object' &&
        u !== null &&
        'email' in u &&
        'sub' in u &&
        typeof u.email === 'string' &&
        typeof u.sub === 'string',
    );
  if (!valid) throw new Error('DEMO_USER_SUBS must be a JSON list of { "email": string, "sub": string }');
  return parsed as DemoUserSub[];
}

/** A positive whole number from setting `name` (read as `raw`), or undefined when unset; else the start stops. */
function ratePerMinute(name: string, raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const rate = Number(raw);
  if (!(Number.isSafeInteger(rate) && rate > 0)) throw new Error(`${name} ${raw} is not a positive whole number`);
  return rate;
}

const logger = createLogger();

async function main(): Promise<void> {
  // The pool's ids (and the demo users) from COGNITO_POOL_FILE when a set-up step wrote them (docker-compose).
  const poolEnv = withPoolFile(process.env);
  const port = Number(process.env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`API_PORT ${process.env.API_PORT} is not a port`);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  let dataDir: string | undefined;
  if (!databaseUrl) {
    dataDir = join(resolve(process.env.DATA_DIR || join(REPO_ROOT, '.data')), 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const dataRoot = resolve(process.env.DATA_DIR || join(REPO_ROOT, '.data'));
  const uploadMaxBytes = process.env.UPLOAD_MAX_BYTES ? Number(process.env.UPLOAD_MAX_BYTES) : undefined;
  if (uploadMaxBytes !== undefined && !(Number.isSafeInteger(uploadMaxBytes) && uploadMaxBytes > 0)) {
    throw new Error(`UPLOAD_MAX_BYTES ${process.env.UPLOAD_MAX_BYTES} is not a number of bytes`);
  }
  const tickMs = process.env.REPORT_SCHEDULE_TICK_MS ? Number(process.env.REPORT_SCHEDULE_TICK_MS) : undefined;
  if (tickMs !== undefined && !(Number.isSafeInteger(tickMs) && tickMs >= 1000)) {
    throw new Error(
      `REPORT_SCHEDULE_TICK_MS ${process.env.REPORT_SCHEDULE_TICK_MS} is not a number of milliseconds (1000 or more)`,
    );
  }
  const formRate = process.env.PUBLIC_FORM_SUBMISSIONS_PER_MINUTE
    ? Number(process.env.PUBLIC_FORM_SUBMISSIONS_PER_MINUTE)
    : undefined;
  if (formRate !== undefined && !(Number.isSafeInteger(formRate) && formRate > 0)) {
    throw new Error(`PUBLIC_FORM_SUBMISSIONS_PER_MINUTE ${formRate} is not a positive whole number`);
  }
  // FILE_STORAGE=s3 keeps uploads in a bucket every API process reads; a bucket that cannot be reached stops the start.
  const s3 = s3StorageConfigFromEnv(process.env);
  const fileStorage = s3 ? s3FileStorage(s3) : undefined;
  await fileStorage?.checkBucket();
  const api = await startApi({
    filesDir: resolve(process.env.FILES_DIR || join(dataRoot, 'files')),
    fileStorage,
    mail: mailConfigFromEnv(process.env, logger),
    outboxDir: resolve(process.env.MAIL_OUTBOX_DIR || join(dataRoot, 'outbox')),
    signInUrl: `${(process.env.APP_URL || `http://localhost:${process.env.GATEWAY_PORT || 4100}`).replace(/\/$/, '')}/login`,
    uploadMaxBytes,
    identity: identityConfigFromEnv(poolEnv),
    databaseUrl,
    dataDir,
    port,
    demoUsers: demoUsersFromEnv(poolEnv.DEMO_USER_SUBS),
    gatewaySecret: process.env.GATEWAY_SECRET || undefined,
    demoJobs: demoJobsFromEnv(process.env),
    reportScheduleTickMs: tickMs,
    publicFormSubmissionsPerMinute: formRate,
    // Shared with the gateway's environment: it keeps the same figure as its per-process first line.
    partnerKeyRatePerMinute: ratePerMinute('PARTNER_KEY_RATE_PER_MINUTE', process.env.PARTNER_KEY_RATE_PER_MINUTE),
    logErrorRatePerMinute: ratePerMinute('LOG_ERROR_RATE_PER_MINUTE', process.env.LOG_ERROR_RATE_PER_MINUTE),
    metricsToken: process.env.METRICS_TOKEN || undefined,
    nodeMetrics: true,
    role: apiRoleFromEnv(process.env.API_ROLE),
    logger,
  });
  const role = apiRoleFromEnv(process.env.API_ROLE);
  const serves =
    role === 'worker' ? 'jobs only; /health, /ready and /metrics' : role === 'http' ? 'no jobs' : 'jobs too';
  logger.info(
    `api (${role}: ${serves}) listening on ${api.url} (database: ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})`,
  );
  if (s3) logger.info(`uploaded files in S3 bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'api failed to start');
  process.exit(1);
});
