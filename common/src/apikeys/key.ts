// The shape of a partner API key: `aidk_` + the key's id (without its prefix) + `_` + 43 characters of base64url
// secret (32 random bytes). The id lets the API find the one stored hash to compare; the secret is never stored.
import { ID_PREFIX } from '../ids.js';

export const API_KEY_PREFIX = 'aidk_';
/** Characters of a key shown in lists to recognise it: `aidk_` and the start of its id. */
export const API_KEY_SHOWN_CHARS = 13;

const KEY_PATTERN = /^aidk_([0-9a-z]{26})_([A-Za-z0-9_-]{43})$/;

/** Whether a bearer credential is meant as a partner key (a JWT never starts like this). */
export function looksLikeApiKey(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}

export function formatApiKey(apiKeyId: string, secret: string): string {
  return `${API_KEY_PREFIX}${apiKeyId.slice(ID_PREFIX.apiKey.length)}_${secret}`;
}

/** The key's id and secret, or null for anything that is not a well-formed key. */
export function parseApiKey(credential: string): { apiKeyId: string; secret: string } | null {
  const match = KEY_PATTERN.exec(credential);
  if (!match) return null;
  return { apiKeyId: `${ID_PREFIX.apiKey}${match[1]}`, secret: match[2] as string };
}

/** The synthetic subject under which a key acts: its own user row, never a Cognito user's sub (a UUID). */
export function apiKeySubject(apiKeyId: string): string {
  return `apikey:${apiKeyId}`;
}
