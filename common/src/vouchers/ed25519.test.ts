// Both ways of checking a voucher's signature: WebCrypto where it has Ed25519 (Node, recent browsers), and
// @noble/ed25519 where crypto.subtle refuses it (Chromium before 137), forced here by a crypto.subtle that throws
// NotSupportedError for Ed25519 as those browsers do. Each must accept a genuine voucher and refuse a forged one.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Qr from './qr.js';

function orgKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { publicKey: String(publicKey.export({ format: 'jwk' }).x), privateKey };
}

const fields = {
  voucherId: 'vou--01JD0000000000000000000000',
  accountId: 'acc--01JD0000000000000000000000',
  amount: 2500,
  currency: 'EUR',
  validUntil: '2027-03-31',
};

/** A genuine payload, the same with its value raised, and one signed by another organisation's key. */
function payloads(qr: typeof Qr, key: ReturnType<typeof orgKey>) {
  const signature = (f: typeof fields, k = key) =>
    sign(null, Buffer.from(qr.voucherSignedText(f)), k.privateKey).toString('base64url');
  const genuine = qr.encodeVoucherQr({ ...fields, signature: signature(fields) });
  const raised = qr.encodeVoucherQr({ ...fields, amount: 250000, signature: signature(fields) });
  const foreign = qr.encodeVoucherQr({ ...fields, signature: signature(fields, orgKey()) });
  return { genuine, raised, foreign };
}

const isEd25519 = (algorithm: unknown) => {
  const name = typeof algorithm === 'string' ? algorithm : (algorithm as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.toLowerCase() === 'ed25519';
};

/** crypto with a subtle that refuses Ed25519 like Chromium before 137, and counts the refusals. */
function cryptoWithoutEd25519() {
  const real = globalThis.crypto;
  const refused = { count: 0 };
  const refuse = () => {
    refused.count++;
    return Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'));
  };
  const subtle = {
    digest: real.subtle.digest.bind(real.subtle),
    importKey: (...args: Parameters<SubtleCrypto['importKey']>) =>
      isEd25519(args[2]) ? refuse() : real.subtle.importKey(...args),
    verify: (...args: Parameters<SubtleCrypto['verify']>) =>
      isEd25519(args[0]) ? refuse() : real.subtle.verify(...args),
  };
  return { crypto: { subtle, getRandomValues: real.getRandomValues.bind(real) }, refused };
}

/** qr.ts and ed25519.ts afresh, so the once-made choice of implementation is made again under the current crypto. */
async function freshModules() {
  vi.resetModules();
  const qr = await import('./qr.js');
  const ed = await import('./ed25519.js');
  return { qr, ed };
}

describe('voucher signature checks', () => {
  const key = orgKey();

  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps WebCrypto where it has Ed25519', async () => {
    const { qr, ed } = await freshModules();
    expect(await ed.ed25519Backend()).toBe('webcrypto');
    const { genuine, raised, foreign } = payloads(qr, key);
    expect(await qr.verifyVoucherQr(genuine, key.publicKey)).toMatchObject(fields);
    expect(await qr.verifyVoucherQr(raised, key.publicKey)).toBeUndefined();
    expect(await qr.verifyVoucherQr(foreign, key.publicKey)).toBeUndefined();
  });

  it('falls back to @noble/ed25519 where crypto.subtle refuses Ed25519', async () => {
    const { crypto, refused } = cryptoWithoutEd25519();
    vi.stubGlobal('crypto', crypto);
    const { qr, ed } = await freshModules();
    expect(await ed.ed25519Backend()).toBe('noble');
    expect(refused.count).toBe(1);

    const { genuine, raised, foreign } = payloads(qr, key);
    expect(await qr.verifyVoucherQr(genuine, key.publicKey)).toMatchObject(fields);
    expect(await qr.verifyVoucherQr(raised, key.publicKey)).toBeUndefined();
    expect(await qr.verifyVoucherQr(foreign, key.publicKey)).toBeUndefined();
    // A key or signature of the wrong size is no genuine voucher either.
    expect(await qr.verifyVoucherQr(genuine, 'AAAA')).toBeUndefined();
    expect(await qr.verifyVoucherQr(genuine.slice(0, -8), key.publicKey)).toBeUndefined();
    // The choice was made once: the checks never asked crypto.subtle for Ed25519 again.
    expect(refused.count).toBe(1);
  });

  it('falls back where crypto.subtle has no Ed25519 at all, or answers the known test vector wrongly', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      subtle: {
        digest: real.subtle.digest.bind(real.subtle),
        importKey: () => Promise.reject(new TypeError('Algorithm: Unrecognized name')),
      },
    });
    expect(await (await freshModules()).ed.ed25519Backend()).toBe('noble');

    vi.stubGlobal('crypto', {
      subtle: {
        digest: real.subtle.digest.bind(real.subtle),
        importKey: real.subtle.importKey.bind(real.subtle),
        verify: () => Promise.resolve(false),
      },
    });
    const { qr, ed } = await freshModules();
    expect(await ed.ed25519Backend()).toBe('noble');
    expect(await qr.verifyVoucherQr(payloads(qr, key).genuine, key.publicKey)).toMatchObject(fields);
  });

  it('agrees with WebCrypto on RFC 8032 test vectors', async () => {
    const { ed } = await freshModules();
    const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));
    // RFC 8032 §7.1, TEST 2: one byte.
    const publicKey = hex('3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c');
    const signature = hex(
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
    );
    const { noble, webcrypto } = { noble: await import('@noble/ed25519'), webcrypto: await ed.ed25519Backend() };
    expect(webcrypto).toBe('webcrypto');
    expect(await ed.verifyEd25519(signature, hex('72'), publicKey)).toBe(true);
    expect(await noble.verifyAsync(signature, hex('72'), publicKey, { zip215: false })).toBe(true);
    expect(await ed.verifyEd25519(signature, hex('73'), publicKey)).toBe(false);
    expect(await noble.verifyAsync(signature, hex('73'), publicKey, { zip215: false })).toBe(false);
  });
});
