// `npm run start:cluster`: what a real deployment runs, on this machine and without Docker (the topology of
// docker-compose.yml): the machine's PostgreSQL server, two API processes serving HTTP (API_ROLE=http) and one worker
// (API_ROLE=worker), two gateways, nginx as the one public address in front of the gateways (and balancing the
// gateways' calls over the two APIs), an S3-protocol server for files (s3rver), an SMTP server for e-mail, and the
// identity emulator. Each part is chosen by the same settings a deployment sets (README, Deployment). Data lives in
// <DATA_DIR>/cluster and the database CLUSTER_DATABASE_URL, kept between runs.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestS3Server, startTestSmtp, type TestS3Server, type TestSmtp } from '@aid/api/testing';
import { adminClient, DEMO_USERS, demoPassword, type Emulator, seedDemoPool, startEmulator } from '@aid/identity';
import pg from 'pg';
import { nginxConfig, nginxPath } from './nginx.js';
import { children, waitFor } from './processes.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const dataDir = join(resolve(root, env.DATA_DIR ?? '.data'), 'cluster');
const databaseUrl = env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aid_cluster';
const publicPort = Number(env.CLUSTER_PORT ?? 4100);
/** The two APIs and the worker, the two gateways, the APIs' balancer (nginx) and the identity emulator. */
const PORTS = { apis: [4001, 4002], worker: 4003, gateways: [4101, 4102], apiBalancer: 4000, identity: 9229 };

/** A process that dies is started again, as `restart: unless-stopped` does in docker-compose.yml. */
const RESTART = { restart: true };

let emulator: Emulator | undefined;
let s3: TestS3Server | undefined;
let smtp: TestSmtp | undefined;
const processes = children(root, async () => {
  await Promise.allSettled([emulator?.stop(), s3?.close(), smtp?.close()]);
});
process.on('SIGINT', () => void processes.stop(0));
process.on('SIGTERM', () => void processes.stop(0));

/** The cluster's database, made on the server when missing (the server itself must run: the machine's PostgreSQL). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`CLUSTER_DATABASE_URL names an odd database: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`The cluster needs a PostgreSQL server at ${admin.host}: ${(error as Error).message}`);
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** One secret per cluster, kept: printed vouchers must keep verifying across restarts and in every API process. */
function kept(name: string): string {
  const path = join(dataDir, name);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const value = randomBytes(36).toString('base64url');
  writeFileSync(path, value, { mode: 0o600 });
  return value;
}

try {
  mkdirSync(dataDir, { recursive: true });
  await ensureDatabase(databaseUrl);
  const nginx = nginxPath();
  [emulator, s3, smtp] = await Promise.all([
    startEmulator({ port: PORTS.identity, dataDir: join(dataDir, 'cognito') }),
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
    GATEWAY_SECRET: kept('gateway-secret'),
    DEMO_JOBS: 'false',
  };
  const api: NodeJS.ProcessEnv = {
    ...shared,
    ...s3.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    VOUCHER_KEY_SECRET: kept('voucher-key-secret'),
    DEMO_USER_SUBS: JSON.stringify(demoUsers),
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Aid platform <no-reply@cluster.local>',
    APP_URL: `http://localhost:${publicPort}`,
  };
  // The first API migrates and seeds alone; the others then start on a ready database.
  const [firstApi, secondApi] = PORTS.apis;
  processes.start('api-1', 'api/src/main.ts', { ...api, API_PORT: String(firstApi), API_ROLE: 'http' }, RESTART);
  await waitFor(`http://127.0.0.1:${firstApi}/ready`, 'api-1', 120_000);
  processes.start('api-2', 'api/src/main.ts', { ...api, API_PORT: String(secondApi), API_ROLE: 'http' }, RESTART);
  processes.start('worker', 'api/src/main.ts', { ...api, API_PORT: String(PORTS.worker), API_ROLE: 'worker' }, RESTART);
  const conf = nginxConfig({
    dir: dataDir,
    publicPort,
    gateways: PORTS.gateways,
    apis: PORTS.apis,
    apiPort: PORTS.apiBalancer,
  });
  processes.start('nginx', '', {}, { command: nginx, args: ['-c', conf, '-p', dataDir] });
  for (const [i, port] of PORTS.gateways.entries()) {
    processes.start(
      `gateway-${i + 1}`,
      'gateway/src/main.ts',
      {
        ...shared,
        GATEWAY_PORT: String(port),
        API_URL: `http://127.0.0.1:${PORTS.apiBalancer}`,
        // nginx on this machine is the one hop that may tell the client's address.
        TRUST_PROXY: 'loopback',
        COGNITO_PUBLIC_ENDPOINT: emulator.endpoint,
      },
      RESTART,
    );
  }
  await Promise.all([
    waitFor(`http://127.0.0.1:${secondApi}/ready`, 'api-2', 120_000),
    waitFor(`http://127.0.0.1:${PORTS.worker}/ready`, 'worker', 120_000),
    ...PORTS.gateways.map((port, i) => waitFor(`http://127.0.0.1:${port}/ready`, `gateway-${i + 1}`)),
  ]);
  await waitFor(`http://127.0.0.1:${publicPort}/ready`, 'nginx');
  // One scrape of every process, as a Prometheus would: each answers its series.
  const scraped = await Promise.all(
    [...PORTS.apis, PORTS.worker, ...PORTS.gateways].map(async (port) => {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      return `${port}: ${text.split('\n').filter((line) => line.startsWith('aid_')).length} series`;
    }),
  );
  const url = `http://localhost:${publicPort}`;
  console.log(`\nThe cluster is running: open ${url} (nginx in front of gateways ${PORTS.gateways.join(' and ')})`);
  console.log(`  APIs ${PORTS.apis.join(' and ')} (http), worker ${PORTS.worker}; database ${databaseUrl}`);
  console.log(`  files in s3rver at ${s3.config.endpoint}, e-mail to the SMTP server at ${smtp.url}`);
  console.log(`  metrics scraped once: ${scraped.join(', ')}`);
  console.log(`  demo users (password ${demoPassword()}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  console.log('Press Ctrl+C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await processes.stop(1);
}
