// Starts the whole stack on one machine: identity emulator (seeded), a local mailbox (an SMTP server keeping each
// message as an .eml file in <DATA_DIR>/mail), REST API, GraphQL gateway serving the web.
// Configuration comes from the environment (see README, Configuration); everything has a local default.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Mailbox, startMailbox } from '@aid/api/mailbox';
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
import { children, waitFor } from './processes.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const dataDir = resolve(root, env.DATA_DIR ?? '.data');
const apiPort = Number(env.API_PORT ?? 4000);
const gatewayPort = Number(env.GATEWAY_PORT ?? 4100);
const cognitoPort = Number(env.COGNITO_PORT ?? 9229);
let emulator: Emulator | undefined;
let mailbox: Mailbox | undefined;

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

/**
 * How the API sends e-mail. Locally, through the mailbox: a real SMTP server, so invitations take the path they take
 * in production and nothing but the message itself holds a temporary password. A MAIL_TRANSPORT of the developer's
 * own wins; with a real pool and none, the outbox makes Cognito send its own invitations (identity-admin.ts) rather
 * than ours going to a folder on this machine.
 */
async function mail(realPool: boolean): Promise<NodeJS.ProcessEnv> {
  if (env.MAIL_TRANSPORT || realPool) return {};
  mailbox = await startMailbox(join(dataDir, 'mail'), (line) => console.log(`[mail] ${line}`));
  return { MAIL_TRANSPORT: 'smtp', SMTP_URL: mailbox.url, MAIL_FROM: 'Aid platform <no-reply@aid.localhost>' };
}

const processes = children(root, async () => {
  await Promise.allSettled([emulator?.stop(), mailbox?.close()]);
});
const start = processes.start;

process.on('SIGINT', () => void processes.stop(0));
process.on('SIGTERM', () => void processes.stop(0));

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
  const url = `http://localhost:${gatewayPort}`;
  const mailEnv = await mail(!config.endpoint);
  start('api', 'api/src/main.ts', {
    ...identityEnv,
    ...mailEnv,
    // Invitations link to the app's sign-in page.
    APP_URL: env.APP_URL || url,
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
  console.log(`\nThe aid platform is running: open ${url}\n  GraphQL endpoint: ${url}/graphql`);
  console.log(`  REST API: http://localhost:${apiPort} (OpenAPI at /openapi.json)`);
  if (mailbox) console.log(`  E-mail (invitations): ${mailbox.url}, each message an .eml file in ${mailbox.dir}`);
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
  await processes.stop(1);
}
