// A throw-away identity service for tests: a real cognito-local on a free port, a fresh pool, users on demand.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IdentityConfig } from '@aid/common/auth';
import { startEmulator } from './emulator.js';
import { adminClient, findOrCreateAppClient, type SeededUser, seedPool, seedUser } from './seed.js';
import { signIn, type Tokens } from './signin.js';

export const TEST_CODE = '123456';
export const TEST_PASSWORD = 'Test-pass-2026';

export type TestIdentity = {
  config: IdentityConfig;
  /** Creates (or finds) a confirmed user and signs them in. */
  user(email: string, defaultAccountId?: string): Promise<SeededUser & { tokens: Tokens }>;
  /** Tokens of the same user from a second app client of the same pool (a "wrong client" token). */
  otherClientTokens(email: string): Promise<Tokens>;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestIdentity(): Promise<TestIdentity> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aid-identity-'));
  const emulator = await startEmulator({ port: await freePort(), dataDir, fixedCode: TEST_CODE });
  const admin = adminClient(emulator.endpoint);
  const pool = await seedPool(admin);
  const config: IdentityConfig = { region: 'eu-central-1', endpoint: emulator.endpoint, ...pool };
  return {
    config,
    async user(email, defaultAccountId) {
      const seeded = await seedUser(admin, pool.userPoolId, { email, password: TEST_PASSWORD, defaultAccountId });
      return { ...seeded, tokens: await signIn(emulator.endpoint, pool.clientId, email, TEST_PASSWORD) };
    },
    async otherClientTokens(email) {
      const otherClientId = await findOrCreateAppClient(admin, pool.userPoolId, 'another-app');
      return signIn(emulator.endpoint, otherClientId, email, TEST_PASSWORD);
    },
    async stop() {
      await emulator.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
