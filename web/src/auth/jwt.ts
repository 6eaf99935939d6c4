// Reads (never verifies) the claims of a Cognito JWT: the client only needs the expiry and a few attributes;
// the gateway and the API verify signatures.

export type JwtClaims = Record<string, unknown>;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // Claims may hold non-ASCII names, so the bytes are UTF-8 decoded rather than used as Latin-1.
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is not a well-formed JWT. */
export function decodeJwt(token: string): JwtClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** Expiry of the token in epoch milliseconds, or null when it has no readable `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

export function stringClaim(claims: JwtClaims | null, name: string): string | undefined {
  const value = claims?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
