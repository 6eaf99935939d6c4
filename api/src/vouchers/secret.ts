// The secret that encrypts the organisations' voucher signing keys at rest. VOUCHER_KEY_SECRET when set (production:
// from the secret store); otherwise one is made once in the data folder and reused, so a fresh machine (the stack
// launcher, a developer's `pnpm dev`) works without setup and keeps verifying what it signed. Never committed
// (.data/ is ignored).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const VOUCHER_KEY_SECRET_MIN = 32;

let cached: string | undefined;

function secretFile(): string {
  return join(resolve(process.env.DATA_DIR || join(REPO_ROOT, '.data')), 'voucher-key-secret');
}

function fromFile(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dirname(path), { recursive: true });
    // 'wx': when two processes start together, the second's write fails and it reads the first's.
    try {
      writeFileSync(path, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch {
      // Made meanwhile by another process: read it below.
    }
    return readFileSync(path, 'utf8').trim();
  }
}

export function voucherKeySecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.VOUCHER_KEY_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < VOUCHER_KEY_SECRET_MIN) {
      throw new Error(`VOUCHER_KEY_SECRET must be at least ${VOUCHER_KEY_SECRET_MIN} characters`);
    }
    cached = fromEnv;
  } else {
    cached = fromFile(secretFile());
  }
  return cached;
}
