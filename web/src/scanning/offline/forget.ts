// Signing out takes the offline downloads with it: the key goes first (nothing sealed can be read after that), then
// the sealed data. Redemptions still waiting to sync stay: they hold no personal data and must not be lost.
import { wipeDownloads } from './store.js';
import { dropVaultKey } from './vault.js';

export async function forgetDownloads(): Promise<void> {
  dropVaultKey();
  await wipeDownloads();
}
