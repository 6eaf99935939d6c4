// Test-only: the database backends to run integration suites on, and an in-process API over one of them.
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccessTokenVerifier, type IdentityConfig } from '@aid/common/auth';
import { LIMITS } from '@aid/common/limits';
import pg from 'pg';
import type { GetUserEmail } from '../accounts/identity.js';
import { createApiApp } from '../app.js';
import { type Db, openDb } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import type { FilesConfig } from '../files/service.js';
import { localFileStorage } from '../files/storage.js';
import { memoryLogger } from '../http/logger.js';
import { type JobsOptions, type RunningJobs, startJobs } from '../jobs/worker.js';
import type { IdentityAdmin } from '../users/identity-admin.js';
import type { Mailer } from '../users/mailer.js';
import { createFixtures, type Fixtures } from './fixtures.js';

export type BackendName = 'pglite' | 'postgres';
export type Backend = { name: BackendName; open(): Promise<{ db: Db; drop(): Promise<void> }> };

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL (or the local default) answers. Says so when not. */
export async function availableBackends(): Promise<Backend[]> {
  const backends: Backend[] = [
    {
      name: 'pglite',
      async open() {
        const db = await openDb({ dataDir: 'memory://' });
        return { db, drop: () => db.close() };
      },
    },
  ];
  const adminUrl = await reachableTestServer();
  if (adminUrl) {
    backends.push({ name: 'postgres', open: () => freshPostgresDatabase(adminUrl) });
  } else {
    console.warn(
      `NOTE: PostgreSQL at ${redact(process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL)} is not reachable; the api integration tests run on PGlite only. ` +
        'Set TEST_DATABASE_URL to a server where the user may create databases to test PostgreSQL too.',
    );
  }
  return backends;
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/** The PostgreSQL server tests and benchmarks use, when it answers: TEST_DATABASE_URL or the local default. */
export async function reachableTestServer(): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  return (await reachable(adminUrl)) ? adminUrl : undefined;
}

/** A new, empty database `<prefix>_<random>` on the server, dropped (with its connections) by `drop()`. */
export async function scratchDatabase(
  adminUrl: string,
  prefix = 'aid_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

async function freshPostgresDatabase(adminUrl: string): Promise<{ db: Db; drop(): Promise<void> }> {
  const scratch = await scratchDatabase(adminUrl);
  const db = await openDb({ databaseUrl: scratch.url });
  return {
    db,
    async drop() {
      await db.close();
      await scratch.drop();
    },
  };
}

export type TestApi = {
  url: string;
  db: Db;
  /** Every log line the API wrote, parsed (tests assert on request ids and errors). */
  logs: Record<string, unknown>[];
  fixtures: Fixtures;
  /** The job queue and workers, when the suite started them. */
  jobs?: RunningJobs;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
};

export type CallOptions = {
  token?: string;
  accountId?: string;
  sitePath?: string;
  body?: unknown;
  /** Sent as is (e.g. malformed JSON), with Content-Type application/json unless `headers` say otherwise. */
  rawBody?: string;
  headers?: Record<string, string>;
};

export type CallResult = { status: number; body: unknown; headers: Headers };

export async function startTestApi(
  backend: Backend,
  identity: IdentityConfig,
  options: {
    getUserEmail?: GetUserEmail /** Serve this already-migrated database (not closed by close()). */;
    db?: Db;
    /** Starts the job queue and its workers with these options (none by default: most suites start no job). */
    jobs?: JobsOptions;
    /** Upload storage and limit (default: the app's, a temp folder and LIMITS.uploadMaxBytes). */
    files?: FilesConfig;
    /** Lets partner keys in when a request carries it (x-gateway-secret), as the gateway's would. */
    gatewaySecret?: string;
    /** Outgoing mail (default: the app's, a folder in the temp dir). */
    mailer?: Mailer;
    /** The identity service's admin side (default: Cognito's, at `identity`). */
    identityAdmin?: IdentityAdmin;
  } = {},
): Promise<TestApi> {
  const { db, drop } = options.db ? { db: options.db, drop: async () => undefined } : await backend.open();
  if (!options.db) await migrate(db);
  const { logger, lines } = memoryLogger();
  // The app's default storage, made here so the jobs (an import's check reads the upload) use the same one.
  const files = options.files ?? {
    storage: localFileStorage(join(tmpdir(), 'aid-files')),
    maxBytes: LIMITS.uploadMaxBytes,
  };
  const jobs = options.jobs ? await startJobs(db, logger, { ...options.jobs, files: files.storage }) : undefined;
  const app = createApiApp({
    db,
    verifier: createAccessTokenVerifier(identity),
    identity,
    getUserEmail: options.getUserEmail,
    logger,
    jobs: jobs?.queue,
    files,
    gatewaySecret: options.gatewaySecret,
    mailer: options.mailer,
    identityAdmin: options.identityAdmin,
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    logs: lines,
    fixtures: createFixtures(db),
    jobs,
    call: (method, path, callOptions) => call(url, method, path, callOptions),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs?.stop();
      await drop();
    },
  };
}

export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.accountId) headers['x-accountid'] = options.accountId;
  if (options.sitePath) headers['x-sitepath'] = options.sitePath;
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Left as text: a test asserting JSON will show what came instead.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** A copy of `token` whose signature no longer matches its content. */
export function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('not a JWT');
  const flipped = signature[10] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, 10)}${flipped}${signature.slice(11)}`;
}
