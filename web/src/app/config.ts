// Runtime configuration from the gateway, so one build serves every environment (emulator or real pool, product
// or staging partner API).
import type { IdentityConfig } from '../auth/cognito.js';

/** Spec §7: on a host name containing `hostMarker`, the API base is the staging partner API at `url`. */
export type PartnerApi = { hostMarker: string; url: string };

export type RuntimeConfig = { identity: IdentityConfig; partnerApi?: PartnerApi };

/** The product API: the gateway that served the page. */
export const PRODUCT_API = '/graphql';

function readPartnerApi(value: unknown): PartnerApi | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { hostMarker, url } = value as Record<string, unknown>;
  return typeof hostMarker === 'string' && hostMarker && typeof url === 'string' && url
    ? { hostMarker: hostMarker.toLowerCase(), url }
    : undefined;
}

/** Spec §7: the API base for a page on `hostname` — the partner API where the host carries its marker. */
export function apiBase(config: Pick<RuntimeConfig, 'partnerApi'>, hostname: string): string {
  const partner = config.partnerApi;
  return partner && hostname.toLowerCase().includes(partner.hostMarker) ? partner.url : PRODUCT_API;
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const body = (await response.json()) as Partial<Record<keyof RuntimeConfig, unknown>>;
  const identity = body.identity as Partial<IdentityConfig> | undefined;
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
    partnerApi: readPartnerApi(body.partnerApi),
  };
}
