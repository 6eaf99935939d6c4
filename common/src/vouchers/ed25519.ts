// Ed25519 signature checks for voucher QRs: WebCrypto where the browser has Ed25519, the audited @noble/ed25519
// where it does not. Chromium-based browsers before version 137 (many phones in the field) lack Ed25519 in
// crypto.subtle: without the fallback every genuine voucher would read as not genuine offline. The library only
// needs crypto.subtle's SHA-512, which those browsers have, and is loaded on first use so it weighs on nobody else.

/** Which implementation checks signatures on this device. */
export type Ed25519Backend = 'webcrypto' | 'noble';

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));

// RFC 8032 §7.1, TEST 1 (the empty message): a probe with a known answer, so a WebCrypto that refuses Ed25519, lacks
// it, or answers wrongly all leave the checks to the library.
const PROBE_PUBLIC_KEY = fromHex('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
const PROBE_SIGNATURE = fromHex(
  'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
);

async function probeWebCrypto(): Promise<Ed25519Backend> {
  try {
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.importKey('raw', PROBE_PUBLIC_KEY, { name: 'Ed25519' }, false, ['verify']);
    const ok = await subtle.verify({ name: 'Ed25519' }, key, PROBE_SIGNATURE, new Uint8Array(0));
    return ok ? 'webcrypto' : 'noble';
  } catch {
    // NotSupportedError ("Unrecognized name") on older Chromium; a TypeError where crypto.subtle lacks the method.
    return 'noble';
  }
}

// Decided once per page (or process): the browser does not gain or lose Ed25519 while it runs.
let backend: Promise<Ed25519Backend> | undefined;

export function ed25519Backend(): Promise<Ed25519Backend> {
  backend ??= probeWebCrypto();
  return backend;
}

/**
 * Whether `signature` (64 bytes) is `publicKey`'s (raw 32 bytes) over `message`. Throws on a key or signature of the
 * wrong size with WebCrypto; the library answers false.
 */
export async function verifyEd25519(
  signature: Uint8Array<ArrayBuffer>,
  message: Uint8Array<ArrayBuffer>,
  publicKey: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  if ((await ed25519Backend()) === 'webcrypto') {
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
    return subtle.verify({ name: 'Ed25519' }, key, signature, message);
  }
  const { verifyAsync } = await import('@noble/ed25519');
  // RFC 8032's rules (zip215: false), as WebCrypto and Node's signer follow them, not the library's ZIP-215 default.
  return verifyAsync(signature, message, publicKey, { zip215: false });
}
