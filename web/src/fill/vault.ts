// Encryption at rest of the filled forms waiting on a device, as the offline vouchers are sealed
// (web/src/scanning/offline/vault.ts: AES-GCM, a 256-bit key made on the device, a fresh 96-bit IV per record). One
// difference, on purpose: the scanner's key lives in sessionStorage and leaves with the session, but a family's
// answers must survive the tab being closed until the phone is back online. So this key is made NON-EXTRACTABLE and
// kept in IndexedDB (a CryptoKey is stored as itself, its bytes never readable by script): what sits in localStorage
// is unreadable to anything that copies the storage out, and only this origin's code on this device can open it.
// Not imported from the scanner's module: that one is written around exportable session keys.

export type SealedText = { iv: string; data: string };

/** Where the device key is kept: IndexedDB in the browser, memory in tests. */
export type KeyStore = { get(): Promise<CryptoKey | undefined>; put(key: CryptoKey): Promise<void> };

const DB_NAME = 'aid-fill';
const STORE = 'keys';
const KEY_ID = 'queue';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The key store of this origin (a tiny IndexedDB of one record; no library, the page must stay light). */
export function indexedDbKeyStore(): KeyStore {
  const open = () => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    return request(req);
  };
  return {
    async get() {
      const db = await open();
      return (await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID))) as CryptoKey | undefined;
    },
    async put(key) {
      const db = await open();
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
    },
  };
}

export function memoryKeyStore(): KeyStore {
  let kept: CryptoKey | undefined;
  return {
    get: async () => kept,
    put: async (key) => {
      kept = key;
    },
  };
}

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export type FillVault = { seal(value: unknown): Promise<SealedText>; open<T>(sealed: SealedText): Promise<T> };

/** The device's vault, its key made (non-extractable) the first time. */
export async function deviceVault(keys: KeyStore): Promise<FillVault> {
  let key = await keys.get();
  if (!key) {
    key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await keys.put(key);
  }
  const current = key;
  return {
    async seal(value) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(value));
      return { iv: toBase64(iv), data: toBase64(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, current, plain)) };
    },
    async open<T>(sealed: SealedText) {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
        current,
        fromBase64(sealed.data),
      );
      return JSON.parse(new TextDecoder().decode(plain)) as T;
    },
  };
}
