// Encryption at rest of what a device keeps for offline scanning (issue 10): AES-GCM with a 256-bit key made on this
// device for this session. The key lives in sessionStorage only, so it leaves with the session: once the tab is
// closed or the officer signs out, what is in IndexedDB can no longer be read and is wiped at the next start.

const KEY_STORAGE = 'aid-offline-key';

export type Sealed = { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer };

export type Vault = {
  seal(value: unknown): Promise<Sealed>;
  open<T>(sealed: Sealed): Promise<T>;
  sealBytes(bytes: ArrayBuffer): Promise<Sealed>;
  openBytes(sealed: Sealed): Promise<ArrayBuffer>;
};

function toBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function vaultOf(key: CryptoKey): Vault {
  const sealBytes = async (bytes: ArrayBuffer): Promise<Sealed> => {
    // A fresh 96-bit IV per record: GCM must never reuse one under the same key.
    const iv = crypto.getRandomValues(new Uint8Array(12));
    return { iv, data: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, bytes) };
  };
  const openBytes = (sealed: Sealed) => crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
  return {
    sealBytes,
    openBytes,
    seal: (value) => sealBytes(new TextEncoder().encode(JSON.stringify(value)).buffer),
    async open<T>(sealed: Sealed) {
      return JSON.parse(new TextDecoder().decode(await openBytes(sealed))) as T;
    },
  };
}

/** This session's vault, or null when the session has none yet (nothing stored can be read). */
export async function currentVault(storage: Storage = sessionStorage): Promise<Vault | null> {
  const raw = storage.getItem(KEY_STORAGE);
  if (!raw) return null;
  const key = await crypto.subtle.importKey('raw', fromBase64(raw), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  return vaultOf(key);
}

/** This session's vault, made now when it has none. */
export async function sessionVault(storage: Storage = sessionStorage): Promise<Vault> {
  const existing = await currentVault(storage);
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  storage.setItem(KEY_STORAGE, toBase64(await crypto.subtle.exportKey('raw', key)));
  return vaultOf(key);
}

/** Forgets the key: whatever it sealed becomes unreadable. */
export function dropVaultKey(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY_STORAGE);
}
