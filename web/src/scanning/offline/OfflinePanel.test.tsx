// The offline panel's sync error in the user's language: a network failure and a refused batch are worded by the
// web's own texts (the server's English words only when it gave some), not by the error's English message.
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.js';
import { addTextBundle } from '../../i18n/bundles.js';
import { createI18nIn } from '../../i18n/index.js';
import { REFUSALS_TEXTS } from '../../i18n/refusals/index.js';
import { SCANNING_TEXTS } from '../../i18n/scanning.js';
import { OfflinePanel } from './OfflinePanel.js';
import { SyncRefused, type SyncSummary } from './sync.js';
import type { OfflineScanner } from './useOffline.js';

function offlineAfter(lastSync: SyncSummary): OfflineScanner {
  return {
    online: false,
    loaded: true,
    downloads: [],
    hasDownloads: false,
    waiting: [],
    notices: [],
    downloading: null,
    syncing: false,
    lastSync,
    lastSyncedAt: null,
    failure: null,
    persistence: null,
    download: vi.fn(),
    remove: vi.fn(),
    lookUp: vi.fn(),
    redeem: vi.fn(),
    handOver: vi.fn(),
    recordOnline: vi.fn(),
    syncNow: vi.fn(),
    dismiss: vi.fn(),
  } as OfflineScanner;
}

async function renderIn(language: 'fr' | 'ar', lastSync: SyncSummary) {
  const i18n = await createI18nIn(language);
  addTextBundle(i18n, SCANNING_TEXTS);
  addTextBundle(i18n, REFUSALS_TEXTS);
  render(
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <MockedProvider mocks={[]}>
          <OfflinePanel offline={offlineAfter(lastSync)} />
        </MockedProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return screen.getByTestId('sync-error').textContent ?? '';
}

const stopped = (failure: Error): SyncSummary => ({
  applied: 0,
  conflicts: 0,
  refused: 0,
  waiting: 2,
  error: failure.message || 'The sync was refused',
  failure,
});

describe('the sync error', () => {
  it('says in French that the server could not be reached, not the browser’s English', async () => {
    const text = await renderIn('fr', stopped(new TypeError('Failed to fetch')));
    expect(text).toBe(
      "La synchronisation n'a pas abouti : Impossible de joindre le serveur. Vérifiez votre connexion internet et " +
        'réessayez. Les encaissements et remises restent sur cet appareil.',
    );
    expect(text).not.toContain('Failed to fetch');
  });

  it('words a refused batch by its key in French, not by the server’s English message', async () => {
    const refused = new SyncRefused('Voucher distribution not found', {
      key: 'scanning.distributionNotFound',
      params: [],
    });
    const text = await renderIn('fr', stopped(refused));
    expect(text).toContain('Distribution de bons introuvable');
    expect(text).not.toContain('Voucher distribution not found');
  });

  it('says in Arabic that the server refused the batch when it gave no words', async () => {
    const text = await renderIn('ar', stopped(new SyncRefused(null, null)));
    expect(text).toContain('رفض الخادم المزامنة');
    expect(text).not.toContain('The sync was refused');
  });
});
