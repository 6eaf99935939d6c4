// Starts the whole stack on one machine: identity emulator (seeded), REST API, GraphQL gateway serving the web.
// Configuration comes from the environment (see README, Configuration); everything has a local default.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IdentityConfig } from '@aid/common/auth';
import {
  adminClient,
  DEMO_ACCOUNTS,
  DEMO_USERS,
  demoPassword,
  type Emulator,
  type SeededUser,
  seedDemoPool,
  startEmulator,
} from '@aid/identity';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const dataDir = resolve(root, env.DATA_DIR ?? '.data');
const apiPort = Number(env.API_PORT ?? 4000);
const gatewayPort = Number(env.GATEWAY_PORT ?? 4100);
const cognitoPort = Number(env.COGNITO_PORT ?? 9229);
const children: ChildProcess[] = [];
let emulator: Emulator | undefined;

if (process.argv.includes('--fresh')) rmSync(dataDir, { recursive: true, force: true });

async function identity(): Promise<{ config: IdentityConfig; demoUsers: SeededUser[] }> {
  if (env.COGNITO_USER_POOL_ID && !env.COGNITO_ENDPOINT) {
    // A real pool: nothing to start, and its users are managed in Cognito, not seeded from here.
    return {
      config: {
        region: env.COGNITO_REGION ?? 'eu-central-1',
        userPoolId: env.COGNITO_USER_POOL_ID,
        clientId: env.COGNITO_CLIENT_ID ?? '',
      },
      demoUsers: [],
    };
  }
  emulator = await startEmulator({
    port: cognitoPort,
    dataDir: join(dataDir, 'cognito'),
    // Confirmation codes and temporary passwords are printed by the emulator; show them to the developer.
    onLine: (line) => {
      if (/code|password|destination/i.test(line) && !/Exception/.test(line)) console.log(`[identity] ${line}`);
    },
    fixedCode: env.COGNITO_FIXED_CODE,
  });
  const { demoUsers, ...pool } = await seedDemoPool(adminClient(emulator.endpoint));
  return { config: { region: 'eu-central-1', endpoint: emulator.endpoint, ...pool }, demoUsers };
}

function start(name: string, entry: string, extraEnv: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n');
  child.stdout?.on('data', (c: Buffer) => console.log(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => console.error(prefix(c)));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] stopped (${signal ?? code}); stopping the stack`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer at ${url} within 60 s`);
}

let stopping = false;
async function stop(code: number): Promise<never> {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : Promise.resolve())),
  );
  await emulator?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  const { config, demoUsers } = await identity();
  const identityEnv: NodeJS.ProcessEnv = {
    COGNITO_REGION: config.region,
    COGNITO_USER_POOL_ID: config.userPoolId,
    COGNITO_CLIENT_ID: config.clientId,
    COGNITO_ENDPOINT: config.endpoint ?? '',
  };
  // The API lets partner keys in only from the gateway; a secret for this run when none is configured.
  const gatewaySecret = env.GATEWAY_SECRET || randomBytes(32).toString('base64url');
  start('api', 'api/src/main.ts', {
    ...identityEnv,
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    DEMO_USER_SUBS: demoUsers.length ? JSON.stringify(demoUsers) : '',
    GATEWAY_SECRET: gatewaySecret,
  });
  await waitFor(`http://localhost:${apiPort}/health`, 'API');
  start('gateway', 'gateway/src/main.ts', {
    ...identityEnv,
    GATEWAY_PORT: String(gatewayPort),
    API_URL: `http://localhost:${apiPort}`,
    GATEWAY_SECRET: gatewaySecret,
  });
  await waitFor(`http://localhost:${gatewayPort}/health`, 'gateway');
  const url = `http://localhost:${gatewayPort}`;
  console.log(`\nThe aid platform is running: open ${url}\n  GraphQL endpoint: ${url}/graphql`);
  console.log(`  REST API: http://localhost:${apiPort} (OpenAPI at /openapi.json)`);
  if (demoUsers.length) {
    console.log(`  Demo users (password ${demoPassword()}):`);
    for (const user of DEMO_USERS) {
      const where = user.memberships.map((m) => `${m.role} of ${DEMO_ACCOUNTS[m.account].organizationName}`);
      console.log(`    ${user.email.padEnd(18)} ${where.join('; ')}`);
    }
  }
  console.log('Press Ctrl+C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
