import { describe, expect, it } from 'vitest';
import { parsePartnerApi } from './partner-api.js';

describe('parsePartnerApi (spec §7)', () => {
  it('is off when neither variable is set', () => {
    expect(parsePartnerApi({})).toBeUndefined();
    expect(parsePartnerApi({ PARTNER_HOST_MARKER: ' ', PARTNER_API_URL: '' })).toBeUndefined();
  });

  it('reads the marker (lower case) and the URL', () => {
    expect(
      parsePartnerApi({
        PARTNER_HOST_MARKER: 'Partner',
        PARTNER_API_URL: 'https://staging-partner.example.org/graphql',
      }),
    ).toEqual({ hostMarker: 'partner', url: 'https://staging-partner.example.org/graphql' });
  });

  it('refuses half a setting or a URL that is not http(s)', () => {
    expect(() => parsePartnerApi({ PARTNER_HOST_MARKER: 'partner' })).toThrow(/set together/);
    expect(() => parsePartnerApi({ PARTNER_API_URL: 'https://x.example/graphql' })).toThrow(/set together/);
    expect(() => parsePartnerApi({ PARTNER_HOST_MARKER: 'p', PARTNER_API_URL: 'nope' })).toThrow(/not a URL/);
    expect(() => parsePartnerApi({ PARTNER_HOST_MARKER: 'p', PARTNER_API_URL: 'ftp://x.example/' })).toThrow(/http/);
  });
});
