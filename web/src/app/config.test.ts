import { describe, expect, it } from 'vitest';
import { apiBase, loadRuntimeConfig, PRODUCT_API } from './config.js';

const IDENTITY = { region: 'eu-central-1', userPoolId: 'pool', clientId: 'client', endpoint: null };
const answer = (body: unknown) => (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;
const PARTNER = { hostMarker: 'partner', url: 'https://staging-partner.example.org/graphql' };

describe('runtime configuration', () => {
  it('reads the partner API setting, and none when the gateway gives none', async () => {
    expect((await loadRuntimeConfig(answer({ identity: IDENTITY, partnerApi: PARTNER }))).partnerApi).toEqual(PARTNER);
    expect((await loadRuntimeConfig(answer({ identity: IDENTITY, partnerApi: null }))).partnerApi).toBeUndefined();
    expect((await loadRuntimeConfig(answer({ identity: IDENTITY }))).partnerApi).toBeUndefined();
  });

  it('switches the API base to the staging partner API when the host name carries the marker (spec §7)', () => {
    expect(apiBase({ partnerApi: PARTNER }, 'partner-staging.aid.example.org')).toBe(PARTNER.url);
    expect(apiBase({ partnerApi: PARTNER }, 'app.PARTNER.example.org')).toBe(PARTNER.url);
    expect(apiBase({ partnerApi: PARTNER }, 'app.aid.example.org')).toBe(PRODUCT_API);
    expect(apiBase({}, 'partner-staging.aid.example.org')).toBe(PRODUCT_API);
  });
});
