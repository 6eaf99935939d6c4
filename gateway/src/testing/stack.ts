// The whole back end for HTTP-level tests: a real cognito-local, the real API on PGlite in memory, the gateway.
import { randomBytes } from 'node:crypto';
import { type JobsOptions, type RunningApi, startApi } from '@aid/api';
import { createFixtures, type Fixtures } from '@aid/api/testing';
import { createAccessTokenVerifier } from '@aid/common/auth';
import type { Permissions } from '@aid/common/permissions';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { type RunningGateway, startGateway } from '../index.js';

export type StackUser = { email: string; sub: string; userId: string; token: string };

export type TestStack = {
  identity: TestIdentity;
  api: RunningApi;
  gateway: RunningGateway;
  fixtures: Fixtures;
  /** GATEWAY_SECRET of this stack, for a second gateway in front of the same API. */
  gatewaySecret: string;
  /** A signed-in user who is a member of `accountId` with role `roleName` (ADMIN: everything). */
  member(
    email: string,
    accountId: string,
    roleName?: string,
    permissions?: Permissions,
    names?: { firstName?: string; lastName?: string },
  ): Promise<StackUser>;
  close(): Promise<void>;
};

/** `jobs`: start the API's job queue and workers with these options (most suites start no job, so none by default). */
export async function startTestStack(
  options: {
    jobs?: Partial<JobsOptions>;
    uploadMaxBytes?: number;
    partnerKeyRatePerMinute?: number;
    /** Follow the API's change stream, as a deployed gateway does (default); off keeps no connection to the API open. */
    followPermissionChanges?: boolean;
  } = {},
): Promise<TestStack> {
  const identity = await startTestIdentity();
  const gatewaySecret = randomBytes(32).toString('base64url');
  const api = await startApi({
    identity: identity.config,
    dataDir: 'memory://',
    port: 0,
    jobs: options.jobs ?? false,
    uploadMaxBytes: options.uploadMaxBytes,
    gatewaySecret,
    // The same figure on both sides, as PARTNER_KEY_RATE_PER_MINUTE is read by both processes.
    partnerKeyRatePerMinute: options.partnerKeyRatePerMinute,
  });
  const gateway = await startGateway({
    apiUrl: api.url,
    identity: identity.config,
    verifier: createAccessTokenVerifier(identity.config),
    countRestCalls: true,
    gatewaySecret,
    partnerKeyRatePerMinute: options.partnerKeyRatePerMinute,
    followPermissionChanges: options.followPermissionChanges ?? true,
  });
  const fixtures = createFixtures(api.db);
  return {
    identity,
    api,
    gateway,
    fixtures,
    gatewaySecret,
    async member(email, accountId, roleName = 'ADMIN', permissions, names = {}) {
      const { sub, tokens } = await identity.user(email);
      const { userId } = await fixtures.member({ sub, email, ...names }, accountId, roleName, permissions);
      return { email, sub, userId, token: tokens.accessToken };
    },
    async close() {
      await gateway.close();
      await api.close();
      await identity.stop();
    },
  };
}
