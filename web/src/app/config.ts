// Runtime configuration from the gateway, so one build serves every environment (emulator or real pool).
import type { IdentityConfig } from '../auth/cognito.js';

export type RuntimeConfig = { identity: IdentityConfig };

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const body = (await response.json()) as Partial<RuntimeConfig>;
  const identity = body.identity;
  if (!identity?.region || !identity.userPoolId || !identity.clientId) {
    throw new Error('GET /api/config returned no identity configuration');
  }
  return {
    identity: {
      region: identity.region,
      userPoolId: identity.userPoolId,
      clientId: identity.clientId,
      endpoint: identity.endpoint || undefined,
    },
  };
}
