// REST client of voucher scanning. No DataLoader: nothing here is read by id more than once per request (a look-up
// is by QR or code and is itself a check, the offline page is asked for once), so a cache would only hide changes.
import type {
  CollectionResultJson,
  OfflineVoucherPageJson,
  RedemptionConflictJson,
  RedemptionResultJson,
  ScannableDistributionJson,
  ScannedVoucherJson,
  SyncResultJson,
} from '@aid/common/scanning';
import type { GraphQLResolveInfo } from 'graphql';
import type {
  CollectInKindInput,
  RedeemVoucherInput,
  SyncCollectionsInput,
  SyncRedemptionsInput,
} from '../generated/graphql.js';
import { idPath, present, type RestClient } from '../rest/client.js';
import { type Connection, fetchConnection, type ListArgs } from '../rest/connection.js';

const BASE = '/scanning';
// A look-up only reads; every write here carries idempotency keys the API applies once: each may be sent again when
// the API process it reached died with it (rest/transport.ts).
const REPEATABLE = { repeatable: true };

export class ScanningClient {
  readonly #rest: RestClient;

  constructor(rest: RestClient) {
    this.#rest = rest;
  }

  lookup(input: { qr?: string | null; code?: string | null }): Promise<ScannedVoucherJson> {
    return this.#rest.post<ScannedVoucherJson>(`${BASE}/lookup`, present(input), REPEATABLE);
  }

  redeem(input: RedeemVoucherInput): Promise<RedemptionResultJson> {
    return this.#rest.post<RedemptionResultJson>(`${BASE}/redemptions`, present(input), REPEATABLE);
  }

  collect(input: CollectInKindInput): Promise<CollectionResultJson> {
    const { items, ...rest } = input;
    return this.#rest.post<CollectionResultJson>(
      `${BASE}/collections`,
      {
        ...present(rest),
        ...(items ? { items } : {}),
      },
      REPEATABLE,
    );
  }

  sync(input: SyncRedemptionsInput): Promise<SyncResultJson> {
    return this.#rest.post<SyncResultJson>(
      `${BASE}/sync`,
      {
        deviceId: input.deviceId,
        redemptions: input.redemptions.map((r) => present(r)),
      },
      REPEATABLE,
    );
  }

  syncCollections(input: SyncCollectionsInput): Promise<SyncResultJson> {
    return this.#rest.post<SyncResultJson>(
      `${BASE}/collections/sync`,
      {
        deviceId: input.deviceId,
        collections: input.collections.map((c) => present(c)),
      },
      REPEATABLE,
    );
  }

  async distributions(args: ListArgs, info: GraphQLResolveInfo): Promise<Connection<ScannableDistributionJson>> {
    return (await fetchConnection<ScannableDistributionJson>(this.#rest, `${BASE}/distributions`, args, info))
      .connection;
  }

  offlinePage(distributionId: string, after: string | null | undefined): Promise<OfflineVoucherPageJson> {
    const path = `${idPath(`${BASE}/distributions`, distributionId, 'distributionId')}/offline`;
    return this.#rest.get<OfflineVoucherPageJson>(path, { cursor: after ?? undefined });
  }

  async conflicts(
    distributionId: string,
    args: ListArgs,
    info: GraphQLResolveInfo,
  ): Promise<Connection<RedemptionConflictJson>> {
    const extra = { distributionId };
    return (await fetchConnection<RedemptionConflictJson>(this.#rest, `${BASE}/conflicts`, args, info, extra))
      .connection;
  }
}
