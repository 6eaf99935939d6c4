// Scanning: arguments passed to the REST API as they are; who may scan what is the API's decision.
import {
  collectInKindSchema,
  redeemVoucherSchema,
  type ScannedVoucherJson,
  syncCollectionsSchema,
  syncRedemptionsSchema,
} from '@aid/common/scanning';
import { reasonedResultOf } from '../distributions/errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { present } from '../rest/client.js';
import type { Connection } from '../rest/connection.js';
import { resultOf, validatedOutcome } from '../rest/results.js';
import { type ScanOutcome, validatedScanOutcome } from './errors.js';

/** totalCount is counted only when selected; when it is not, the 0 put here is never sent. */
function counted<T>(connection: Connection<T>): Connection<T> & { totalCount: number } {
  return { ...connection, totalCount: connection.totalCount ?? 0 };
}

/** A redemption's or a hand-over's result fields but its own entry: the refusal, the voucher after it, `replayed`. */
function handOverResult(result: ScanOutcome<{ voucher: ScannedVoucherJson; replayed: boolean }>) {
  const { code, message, fieldErrors, reason } = reasonedResultOf('value', result);
  return {
    code,
    message,
    fieldErrors,
    reason,
    voucher: result.value?.voucher ?? null,
    replayed: result.value?.replayed ?? null,
  };
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
      const result = await validatedScanOutcome(redeemVoucherSchema, present(input), () =>
        context.scanning.redeem(input),
      );
      return { ...handOverResult(result), redemption: result.value?.redemption ?? null };
    },
    collectInKind: async (_parent, { input }, context) => {
      const { items, ...rest } = input;
      const body = { ...present(rest), ...(items ? { items } : {}) };
      const result = await validatedScanOutcome(collectInKindSchema, body, () => context.scanning.collect(input));
      return { ...handOverResult(result), collection: result.value?.collection ?? null };
    },
    syncRedemptions: async (_parent, { input }, context) => {
      const body = { deviceId: input.deviceId, redemptions: input.redemptions.map((item) => present(item)) };
      const result = await validatedOutcome(syncRedemptionsSchema, body, () => context.scanning.sync(input));
      return { ...resultOf('results', result), results: result.value?.results ?? null };
    },
    syncCollections: async (_parent, { input }, context) => {
      const body = { deviceId: input.deviceId, collections: input.collections.map((item) => present(item)) };
      const result = await validatedOutcome(syncCollectionsSchema, body, () => context.scanning.syncCollections(input));
      return { ...resultOf('results', result), results: result.value?.results ?? null };
    },
  },
};
