// Asks the browser to keep the offline store (IndexedDB: downloads and the redemptions waiting to sync) when space
// runs short, instead of evicting it as best-effort storage: an officer far from any network would lose the
// distribution downloaded that morning, or worse, redemptions not yet synced. Browsers decide on their own (Chromium
// by how much the site is used, Firefox by asking); a refusal changes nothing today, so it only earns a quiet hint.

/** Whether the offline store is kept: `unsupported` where the browser has no StorageManager.persist(). */
export type Persistence = 'persisted' | 'refused' | 'unsupported';

type Storage = Pick<StorageManager, 'persist' | 'persisted'>;

const storageOf = (): Partial<Storage> | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator.storage as Partial<Storage> | undefined);

/** Asks once per page load (the browser's answer holds until its data is cleared), when a download starts. */
let asked: Promise<Persistence> | undefined;

export function keepOfflineStore(storage: Partial<Storage> | undefined = storageOf()): Promise<Persistence> {
  asked ??= ask(storage);
  return asked;
}

async function ask(storage: Partial<Storage> | undefined): Promise<Persistence> {
  if (typeof storage?.persist !== 'function') return 'unsupported';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'refused';
  } catch {
    // A browser that throws here (an opaque origin, a privacy mode) keeps nothing beyond best effort.
    return 'refused';
  }
}

/** Whether the store is already kept, without asking the browser for anything (for downloads made earlier). */
export async function offlineStorePersistence(
  storage: Partial<Storage> | undefined = storageOf(),
): Promise<Persistence> {
  if (typeof storage?.persisted !== 'function') return 'unsupported';
  try {
    return (await storage.persisted()) ? 'persisted' : 'refused';
  } catch {
    return 'refused';
  }
}
