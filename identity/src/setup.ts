// The one-shot identity set-up of a deployment (docker-compose's identity-setup service): waits for the emulator at
// COGNITO_ENDPOINT, makes the pool, its web client and (SEED_DEMO_USERS, default true) the demo users, and writes
// their ids to COGNITO_POOL_FILE for the API and the gateway. With a real pool (COGNITO_USER_POOL_ID set) there is
// nothing to make: it says so and exits.

import { seedDemoPool, writePoolFile } from './pool-file.js';
import { adminClient } from './seed.js';

const env = process.env;

async function waitForEmulator(endpoint: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      // Any HTTP answer means it listens (it answers 400 to a bare GET).
      await fetch(endpoint, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`the identity emulator at ${endpoint} did not answer in 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function main(): Promise<void> {
  if (env.COGNITO_USER_POOL_ID) {
    console.log('COGNITO_USER_POOL_ID is set: a real pool is used, nothing to set up');
    return;
  }
  const endpoint = env.COGNITO_ENDPOINT;
  const file = env.COGNITO_POOL_FILE;
  if (!endpoint || !file) throw new Error('COGNITO_ENDPOINT and COGNITO_POOL_FILE must be set');
  await waitForEmulator(endpoint);
  const pool = await seedDemoPool(adminClient(endpoint, env.COGNITO_REGION), env.SEED_DEMO_USERS !== 'false');
  writePoolFile(file, pool);
  console.log(`identity pool ${pool.userPoolId} ready (${pool.demoUsers.length} demo users); ids in ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
