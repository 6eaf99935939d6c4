// Test-only: the gateways the public filling page's routes are tested through, in front of a stand-in API: one on a
// host that shows smart forms (localhost), one where they are hidden. Registers its own beforeAll/afterAll.
import { createAccessTokenVerifier } from '@aid/common/auth';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll } from 'vitest';
import { type RunningGateway, type StartGatewayOptions, startGateway } from '../index.js';
import { type StubApi, startStubApi } from './stub-api.js';

/** A published form's link, as publishing makes them (16 random bytes, base64url). */
export const PUBLIC_FORM_TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

export type PublicFormsSetup = {
  api: StubApi;
  gateway: RunningGateway;
  hidden: RunningGateway;
  /** One more gateway in front of the same API, with other options (a test's own limits); the test closes it. */
  startWith(more: Partial<StartGatewayOptions>): Promise<RunningGateway>;
};

export function publicFormsGateways(
  gatewaySecret: string,
  more: Partial<StartGatewayOptions> = {},
): () => PublicFormsSetup {
  let identity: TestIdentity | undefined;
  let setup: PublicFormsSetup | undefined;
  beforeAll(async () => {
    identity = await startTestIdentity();
    const api = await startStubApi();
    const options = {
      apiUrl: api.url,
      identity: identity.config,
      verifier: createAccessTokenVerifier(identity.config),
      gatewaySecret,
      ...more,
    };
    const [gateway, hidden] = await Promise.all([
      startGateway(options),
      startGateway({ ...options, smartFormsHosts: ['forms.example.org'] }),
    ]);
    setup = { api, gateway, hidden, startWith: (other) => startGateway({ ...options, ...other }) };
  });
  afterAll(async () => {
    await setup?.gateway.close();
    await setup?.hidden.close();
    await setup?.api.close();
    await identity?.stop();
  });
  return () => {
    if (!setup) throw new Error('the gateways have not started yet (read them inside a test or hook)');
    return setup;
  };
}
