// The organisations' signing keys at rest: the private key round-trips only with the same secret and organisation.
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPrivateKey, encryptPrivateKey } from './keys.js';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('voucher private keys at rest', () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  const stored = encryptPrivateKey(der, 'acc--a', secret);

  it('decrypts to the same key with the same secret and organisation', () => {
    const key = decryptPrivateKey(stored, 'acc--a', secret);
    const data = Buffer.from('payload');
    expect(verify(null, data, publicKey, sign(null, data, key))).toBe(true);
    expect(Buffer.from(stored, 'base64url').includes(der)).toBe(false);
  });

  it('refuses another secret, another organisation and a changed byte', () => {
    expect(() => decryptPrivateKey(stored, 'acc--a', `${secret}!`)).toThrow();
    expect(() => decryptPrivateKey(stored, 'acc--b', secret)).toThrow();
    const raw = Buffer.from(stored, 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => decryptPrivateKey(raw.toString('base64url'), 'acc--a', secret)).toThrow();
  });
});
