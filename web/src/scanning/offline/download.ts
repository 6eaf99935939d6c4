// "Download for offline": every page of a distribution's vouchers, sealed page by page as it arrives (a 100,000-
// voucher download never sits decrypted in storage), then saved in one IndexedDB transaction so a download cut off
// half-way leaves the previous one (or none), never a partial one. Loading reverses it into an in-memory index.
import type { ApolloClient } from '@apollo/client';
import type { OfflineVoucherPageQuery } from '../../generated/graphql.js';
import { OfflineVoucherPageDocument } from './documents.js';
import { buildIndex, type OfflineIndex } from './lookup.js';
import {
  type LocalDistribution,
  type LocalVoucher,
  offlineTypeOf,
  saveDistribution,
  sealedDistributions,
  wipeDownloads,
} from './store.js';
import { currentVault, type Sealed, sessionVault } from './vault.js';

export async function downloadDistribution(
  client: ApolloClient,
  distributionId: string,
  onProgress: (vouchers: number) => void,
): Promise<LocalDistribution> {
  const vault = await sessionVault();
  const pages: Sealed[] = [];
  let after: string | null = null;
  let count = 0;
  let distribution: OfflineVoucherPageQuery['offlineVoucherPage']['distribution'] | undefined;
  do {
    const result: { data?: OfflineVoucherPageQuery } = await client.query({
      query: OfflineVoucherPageDocument,
      variables: { distributionId, after },
      fetchPolicy: 'no-cache',
    });
    const page: OfflineVoucherPageQuery['offlineVoucherPage'] | undefined = result.data?.offlineVoucherPage;
    if (!page) throw new Error('The download returned nothing');
    distribution = page.distribution;
    // Field by field: what the device keeps is exactly this, nothing the response happens to carry besides.
    const vouchers: LocalVoucher[] = page.vouchers.map((v) => ({
      voucherId: v.voucherId,
      distributionId,
      code: v.code,
      firstName: v.firstName,
      amount: v.amount,
      remainingAmount: v.remainingAmount,
      currency: v.currency,
      validUntil: v.validUntil ?? null,
      signature: v.signature,
      items: v.items.map((i) => ({ name: i.name, unit: i.unit, quantity: i.quantity, collected: i.collected })),
    }));
    pages.push(await vault.seal(vouchers));
    count += vouchers.length;
    onProgress(count);
    after = page.nextCursor ?? null;
  } while (after);
  if (!distribution) throw new Error('The download returned nothing');
  const local: LocalDistribution = {
    distributionId: distribution.distributionId,
    distributionName: distribution.distributionName,
    accountId: distribution.accountId,
    publicKey: distribution.publicKey,
    requestPhoto: distribution.requestPhoto,
    requestSignature: distribution.requestSignature,
    distributionType: offlineTypeOf(distribution.distributionType),
    voucherCount: count,
    downloadedAt: new Date().toISOString(),
  };
  await saveDistribution(distributionId, local.accountId, await vault.seal(local), pages);
  return local;
}

/** What an older version of the app stored lacks the fields added since. */
type Stored<T> = Omit<T, 'distributionType' | 'items'> &
  Partial<Pick<T, Extract<keyof T, 'distributionType' | 'items'>>>;

const asDistribution = (d: Stored<LocalDistribution>): LocalDistribution => ({
  ...d,
  distributionType: offlineTypeOf(d.distributionType),
});

const asVoucher = (v: Stored<LocalVoucher>): LocalVoucher => ({ ...v, items: v.items ?? [] });

/**
 * The organisation's downloads, opened with this session's key. Downloads sealed under a key this session does not
 * hold (the tab was closed, the officer signed out) cannot be read: they are wiped, and the officer downloads again.
 */
export async function loadDownloads(accountId: string): Promise<OfflineIndex> {
  const stored = await sealedDistributions(accountId);
  const vault = await currentVault();
  if (stored.length === 0) return buildIndex(accountId, [], []);
  try {
    if (!vault) throw new Error('No key in this session');
    const distributions: LocalDistribution[] = [];
    const vouchers: LocalVoucher[] = [];
    for (const entry of stored) {
      distributions.push(asDistribution(await vault.open<Stored<LocalDistribution>>(entry.sealed)));
      for (const page of entry.pages) {
        vouchers.push(...(await vault.open<Stored<LocalVoucher>[]>(page.sealed)).map(asVoucher));
      }
    }
    return buildIndex(accountId, distributions, vouchers);
  } catch {
    await wipeDownloads();
    return buildIndex(accountId, [], []);
  }
}
