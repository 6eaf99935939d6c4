// Starting what a real deployment runs, on this machine and without Docker (the topology of docker-compose.yml): the
// machine's PostgreSQL server, two API processes serving HTTP (API_ROLE=http) and one worker (API_ROLE=worker), two
// gateways, nginx as the one public address in front of the gateways (and balancing the gateways' calls over the two
// APIs), an S3-protocol server for files (s3rver), an SMTP server for e-mail, and the identity emulator. Each part is
// chosen by the same settings a deployment sets (README, Deployment). `pnpm start:cluster` keeps its data between
// runs; the cluster's end-to-end suite starts from a fresh database and folder.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestS3Server, startTestSmtp, type TestS3Server, type TestSmtp } from '@aid/api/testing';
import {
  adminClient,
  type Emulator,
  type SeededPool,
  type SeededUser,
  seedDemoPool,
  startEmulator,
} from '@aid/identity';
import pg from 'pg';
import { nginxConfig, nginxPath } from '../nginx.js';
import { children, type OutputSink, waitFor } from '../processes.js';
import type { ClusterPorts } from './ports.js';

export type ClusterProcess = 'api-1' | 'api-2' | 'worker' | 'gateway-1' | 'gateway-2' | 'nginx';

export type ClusterOptions = {
  root: string;
  /** Everything the cluster writes (secrets, nginx, the emulator's users). */
  dataDir: string;
  databaseUrl: string;
  ports: ClusterPorts;
  /** Drop and create the database and empty `dataDir` first (a test run), instead of keeping both. */
  fresh?: boolean;
  /** More settings for the APIs and the worker (e.g. a provider's base URL). */
  apiEnv?: NodeJS.ProcessEnv;
  /** Where the processes' output goes; printed with their names by default. */
  output?: OutputSink;
};

export type Cluster = {
  ports: ClusterPorts;
  databaseUrl: string;
  dataDir: string;
  s3: TestS3Server;
  smtp: TestSmtp;
  identity: { endpoint: string } & SeededPool;
  /** The demo users and their subjects (their password is demoPassword()). */
  demoUsers: SeededUser[];
  /** SIGKILLs one process, as a crash would; it is started again a second later (as `restart: unless-stopped`). */
  kill(name: ClusterProcess): Promise<void>;
  /** Waits until a process answers /ready again (after a kill). */
  ready(name: Exclude<ClusterProcess, 'nginx'>, timeoutMs?: number): Promise<void>;
  pid(name: ClusterProcess): number | undefined;
  stop(): Promise<void>;
};

/** A process that dies is started again, as `restart: unless-stopped` does in docker-compose.yml. */
const RESTART = { restart: true };

/** A client of the server's `postgres` database (the cluster's own may not exist yet). */
export function serverClient(databaseUrl: string): pg.Client {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  return new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3_000 });
}

/** The cluster's database: made when missing, or dropped and made again when `fresh`. */
async function prepareDatabase(url: string, fresh: boolean): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`The cluster's database URL names an odd database: ${name}`);
  const client = serverClient(url);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`The cluster needs a PostgreSQL server at ${new URL(url).host}: ${(error as Error).message}`);
  }
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** One secret per cluster, kept: printed vouchers must keep verifying across restarts and in every API process. */
function kept(dataDir: string, name: string): string {
  const path = join(dataDir, name);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const value = randomBytes(36).toString('base64url');
  writeFileSync(path, value, { mode: 0o600 });
  return value;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { root, dataDir, databaseUrl, ports } = options;
  let emulator: Emulator | undefined;
  let s3: TestS3Server | undefined;
  let smtp: TestSmtp | undefined;
  const processes = children(
    root,
    async () => {
      await Promise.allSettled([emulator?.stop(), s3?.close(), smtp?.close()]);
    },
    { output: options.output },
  );
  try {
    if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    await prepareDatabase(databaseUrl, options.fresh ?? false);
    const nginx = nginxPath();
    [emulator, s3, smtp] = await Promise.all([
      startEmulator({ port: ports.identity, dataDir: join(dataDir, 'cognito') }),
      startTestS3Server('aid-cluster-files'),
      startTestSmtp(),
    ]);
    const { demoUsers, ...pool } = await seedDemoPool(adminClient(emulator.endpoint));
    const shared: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      COGNITO_REGION: 'eu-central-1',
      COGNITO_USER_POOL_ID: pool.userPoolId,
      COGNITO_CLIENT_ID: pool.clientId,
      COGNITO_ENDPOINT: emulator.endpoint,
      GATEWAY_SECRET: kept(dataDir, 'gateway-secret'),
      DEMO_JOBS: 'false',
    };
    const api: NodeJS.ProcessEnv = {
      ...shared,
      ...s3.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      VOUCHER_KEY_SECRET: kept(dataDir, 'voucher-key-secret'),
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Aid platform <no-reply@cluster.local>',
      APP_URL: `http://localhost:${ports.public}`,
      ...options.apiEnv,
    };
    const apiProcess = (port: number, role: 'http' | 'worker'): NodeJS.ProcessEnv => ({
      ...api,
      API_PORT: String(port),
      API_ROLE: role,
    });
    // The first API migrates and seeds the demo alone; the others, and it when it starts again, find a ready
    // database (each still migrates, which is then nothing to do; seeding again would only wait on the others' locks).
    const [firstApi, secondApi] = ports.apis;
    processes.start(
      'api-1',
      'api/src/main.ts',
      { ...apiProcess(firstApi, 'http'), DEMO_USER_SUBS: JSON.stringify(demoUsers) },
      { ...RESTART, restartEnv: { DEMO_USER_SUBS: '' } },
    );
    await waitFor(`http://127.0.0.1:${firstApi}/ready`, 'api-1', 120_000);
    processes.start('api-2', 'api/src/main.ts', apiProcess(secondApi, 'http'), RESTART);
    processes.start('worker', 'api/src/main.ts', apiProcess(ports.worker, 'worker'), RESTART);
    const conf = nginxConfig({
      dir: dataDir,
      publicPort: ports.public,
      gateways: ports.gateways,
      apis: ports.apis,
      apiPort: ports.apiBalancer,
    });
    processes.start('nginx', '', {}, { command: nginx, args: ['-c', conf, '-p', dataDir] });
    for (const [i, port] of ports.gateways.entries()) {
      processes.start(
        `gateway-${i + 1}`,
        'gateway/src/main.ts',
        {
          ...shared,
          GATEWAY_PORT: String(port),
          API_URL: `http://127.0.0.1:${ports.apiBalancer}`,
          // nginx on this machine is the one hop that may tell the client's address.
          TRUST_PROXY: 'loopback',
          COGNITO_PUBLIC_ENDPOINT: emulator.endpoint,
        },
        RESTART,
      );
    }
    const portOf = (name: Exclude<ClusterProcess, 'nginx'>): number =>
      ({
        'api-1': firstApi,
        'api-2': secondApi,
        worker: ports.worker,
        'gateway-1': ports.gateways[0],
        'gateway-2': ports.gateways[1],
      })[name];
    const ready = (name: Exclude<ClusterProcess, 'nginx'>, timeoutMs = 120_000) =>
      waitFor(`http://127.0.0.1:${portOf(name)}/ready`, name, timeoutMs);
    await Promise.all([ready('api-2'), ready('worker'), ready('gateway-1'), ready('gateway-2')]);
    await waitFor(`http://127.0.0.1:${ports.public}/ready`, 'nginx');
    return {
      ports,
      databaseUrl,
      dataDir,
      s3,
      smtp,
      identity: { endpoint: emulator.endpoint, ...pool },
      demoUsers,
      kill: (name) => processes.crash(name),
      ready,
      pid: (name) => processes.pid(name),
      stop: () => processes.close(),
    };
  } catch (error) {
    await processes.close();
    throw error;
  }
}
