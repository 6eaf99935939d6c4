// The optional access code of a form's public link. Codes are short and chosen by people (4 characters at least), so
// they are stored as a slow, salted scrypt hash rather than the plain SHA-256 partner keys use for their 256 random
// bits: a leaked row must not give the code back by brute force in seconds.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// N = 2^14, r = 8, p = 1: about 16 MiB and tens of milliseconds per check, Node's default cost.
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

function derive(code: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(code.normalize('NFC'), salt, KEY_BYTES, { ...cost, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt>$<key>` (base64url): the parameters travel with the hash, so they can change later. */
export async function hashAccessCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(code, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `code` is the one `stored` was made from; false for a hash in any other format. */
export async function accessCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const given = await derive(code, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return given.length === expected.length && timingSafeEqual(given, expected);
}
