import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readPoolFile } from '@aid/common/identity-pool';
import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, demoPassword } from './demo.js';
import { adminClient, seedPool, seedUser } from './seed.js';
import { signIn } from './signin.js';
import { startTestIdentity, type TestIdentity } from './testing.js';

// Runs against a real cognito-local started for this file.
describe('identity seeding', () => {
  let identity: TestIdentity;
  beforeAll(async () => {
    identity = await startTestIdentity();
  });
  afterAll(async () => identity?.stop());

  it('is idempotent: the same pool, client and user come back on a second run', async () => {
    const endpoint = identity.config.endpoint ?? '';
    const admin = adminClient(endpoint);
    const again = await seedPool(admin);
    expect(again).toEqual({ userPoolId: identity.config.userPoolId, clientId: identity.config.clientId });
    const user = { email: 'twice@example.org', password: 'Twice-pass-1', defaultAccountId: 'acc--x' };
    const first = await seedUser(admin, again.userPoolId, user);
    const second = await seedUser(admin, again.userPoolId, user);
    expect(second.sub).toBe(first.sub);
    await expect(signIn(endpoint, again.clientId, user.email, user.password)).resolves.toHaveProperty('accessToken');
  });

  it('configures the pool as the spec asks: e-mail user names, 8-character passwords, optional TOTP', async () => {
    const admin = adminClient(identity.config.endpoint ?? '');
    const pool = await admin.send(new DescribeUserPoolCommand({ UserPoolId: identity.config.userPoolId }));
    expect(pool.UserPool?.UsernameAttributes).toEqual(['email']);
    expect(pool.UserPool?.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.UserPool?.Policies?.PasswordPolicy?.MinimumLength).toBe(8);
    expect(pool.UserPool?.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.UserPool?.SchemaAttributes?.some((a) => a.Name === 'custom:defaultAccountId')).toBe(true);
  });

  it('sets a deployment up in one shot (setup.ts): the pool and demo users made, their ids in the pool file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'aid-identity-setup-')), 'pool.json');
    const setup = fileURLToPath(new URL('./setup.ts', import.meta.url));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      COGNITO_ENDPOINT: identity.config.endpoint,
      COGNITO_POOL_FILE: file,
    };
    delete env.COGNITO_USER_POOL_ID;
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', setup], { env });
    await run();
    const first = readPoolFile(file);
    expect(first.userPoolId).toBe(identity.config.userPoolId);
    expect(first.demoUsers.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email));
    // A restarted deployment runs it again: the same pool and the same people.
    await run();
    expect(readPoolFile(file)).toEqual(first);
    const [demo] = first.demoUsers;
    await expect(
      signIn(identity.config.endpoint ?? '', first.clientId, demo?.email ?? '', demoPassword()),
    ).resolves.toHaveProperty('accessToken');
  }, 60_000);
});
