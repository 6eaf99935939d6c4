import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
