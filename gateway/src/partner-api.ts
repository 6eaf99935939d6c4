// Spec §7: the web's API base is the product API (this gateway's /graphql), switched to a staging partner API when
// the page's host name carries a partner marker. The gateway only tells the web both halves of that setting
// (GET /api/config) and lets the browser reach the partner API (connect-src); the web decides per page.

/** PARTNER_HOST_MARKER and PARTNER_API_URL, set together: a host name containing `hostMarker` uses `url`. */
export type PartnerApi = { hostMarker: string; url: string };

/** Both variables, or neither: half a setting is a mistake to refuse at start-up, not to guess around. */
export function parsePartnerApi(env: NodeJS.ProcessEnv): PartnerApi | undefined {
  const hostMarker = env.PARTNER_HOST_MARKER?.trim().toLowerCase() ?? '';
  const url = env.PARTNER_API_URL?.trim() ?? '';
  if (!hostMarker && !url) return undefined;
  if (!hostMarker || !url) {
    throw new Error('PARTNER_HOST_MARKER and PARTNER_API_URL must be set together (see README, Configuration).');
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`PARTNER_API_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`PARTNER_API_URL must be an http(s) URL: ${url}`);
  }
  return { hostMarker, url: parsed.href };
}
