// Downloads stored by an earlier version of the app (before in-kind worked offline) have no type and no items: they
// still open, as voucher distributions whose vouchers have no items, rather than being wiped or misread.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDownloads } from './download.js';
import { sealedDistributions, wipeDownloads } from './store.js';
import { dropVaultKey, sessionVault } from './vault.js';

vi.mock('./store.js', async (original) => ({
  ...(await original<typeof import('./store.js')>()),
  sealedDistributions: vi.fn(),
  wipeDownloads: vi.fn(),
}));

const ACCOUNT = 'acc--01JD0000000000000000000000';

describe('loadDownloads', () => {
  afterEach(() => {
    dropVaultKey();
    vi.mocked(sealedDistributions).mockReset();
  });

  it('reads an older download as VOUCHER with no items, and a new one as stored', async () => {
    const vault = await sessionVault();
    const older = { distributionId: 'dis--old', distributionName: 'Water', accountId: ACCOUNT, voucherCount: 1 };
    const newer = { ...older, distributionId: 'dis--food', distributionType: 'IN_KIND' };
    const item = { name: 'Rice', unit: 'kg', quantity: 5, collected: 0 };
    vi.mocked(sealedDistributions).mockResolvedValue([
      {
        distributionId: 'dis--old',
        accountId: ACCOUNT,
        sealed: await vault.seal(older),
        pages: [
          {
            distributionId: 'dis--old',
            index: 0,
            sealed: await vault.seal([{ voucherId: 'vou--1', code: 'A', distributionId: 'dis--old', amount: 500 }]),
          },
        ],
      },
      {
        distributionId: 'dis--food',
        accountId: ACCOUNT,
        sealed: await vault.seal(newer),
        pages: [
          {
            distributionId: 'dis--food',
            index: 0,
            sealed: await vault.seal([{ voucherId: 'ink--1', code: 'B', distributionId: 'dis--food', items: [item] }]),
          },
        ],
      },
    ]);
    const index = await loadDownloads(ACCOUNT);
    expect(wipeDownloads).not.toHaveBeenCalled();
    expect(index.distributions.get('dis--old')?.distributionType).toBe('VOUCHER');
    expect(index.distributions.get('dis--food')?.distributionType).toBe('IN_KIND');
    expect(index.vouchers.get('vou--1')?.items).toEqual([]);
    expect(index.vouchers.get('ink--1')?.items).toEqual([item]);
  });
});
