// Scanning: arguments passed to the REST API as they are; who may scan what is the API's decision.
import {
  collectInKindSchema,
  redeemVoucherSchema,
  syncCollectionsSchema,
  syncRedemptionsSchema,
} from '@aid/common/scanning';
import { reasonedResultOf } from '../distributions/errors.js';
import type { Resolvers } from '../generated/graphql.js';
import type { Connection } from '../rest/connection.js';
import { resultOf, validatedOutcome } from '../rest/results.js';
import { validatedScanOutcome } from './errors.js';

/** GraphQL nulls dropped, so the shared schema sees what the API would. */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}

/** totalCount is counted only when selected; when it is not, the 0 put here is never sent. */
function counted<T>(connection: Connection<T>): Connection<T> & { totalCount: number } {
  return { ...connection, totalCount: connection.totalCount ?? 0 };
}

export const scanningResolvers: Resolvers = {
  Query: {
    scannedVoucher: (_parent, { qr, code }, context) => context.scanning.lookup({ qr, code }),
    scannableDistributions: async (_parent, args, context, info) =>
      counted(await context.scanning.distributions(args, info)),
    offlineVoucherPage: (_parent, { distributionId, after }, context) =>
      context.scanning.offlinePage(distributionId, after),
    redemptionConflicts: async (_parent, { distributionId, ...args }, context, info) =>
      counted(await context.scanning.conflicts(distributionId, args, info)),
  },
  Mutation: {
    redeemVoucher: async (_parent, { input }, context) => {
      const result = await validatedScanOutcome(redeemVoucherSchema, withoutNulls(input), () =>
        context.scanning.redeem(input),
      );
      const fields = reasonedResultOf('redemption', result);
      return {
        ...fields,
        redemption: result.value?.redemption ?? null,
        voucher: result.value?.voucher ?? null,
        replayed: result.value?.replayed ?? null,
      };
    },
    collectInKind: async (_parent, { input }, context) => {
      const { items, ...rest } = input;
      const body = { ...withoutNulls(rest), ...(items ? { items } : {}) };
      const result = await validatedScanOutcome(collectInKindSchema, body, () => context.scanning.collect(input));
      const fields = reasonedResultOf('collection', result);
      return {
        ...fields,
        collection: result.value?.collection ?? null,
        voucher: result.value?.voucher ?? null,
        replayed: result.value?.replayed ?? null,
      };
    },
    syncRedemptions: async (_parent, { input }, context) => {
      const body = { deviceId: input.deviceId, redemptions: input.redemptions.map(withoutNulls) };
      const result = await validatedOutcome(syncRedemptionsSchema, body, () => context.scanning.sync(input));
      return { ...resultOf('results', result), results: result.value?.results ?? null };
    },
    syncCollections: async (_parent, { input }, context) => {
      const body = { deviceId: input.deviceId, collections: input.collections.map(withoutNulls) };
      const result = await validatedOutcome(syncCollectionsSchema, body, () => context.scanning.syncCollections(input));
      return { ...resultOf('results', result), results: result.value?.results ?? null };
    },
  },
};
