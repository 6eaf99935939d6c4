// The duplicates review queue: pages of candidate pairs, the deduplication job, and the merge / distinct decisions
// answered in BeneficiaryDuplicatePairResult.
import { mergeDuplicateSchema } from '@aid/common/beneficiaries';
import type { Resolvers } from '../generated/graphql.js';
import type { GatewayContext } from '../graphql/request-context.js';
import { callResult, validatedResult } from '../rest/results.js';
import type { BeneficiaryDuplicatePairRecord, BeneficiaryRecord } from './types.js';

/**
 * One side of a pair. The REST pair embeds both beneficiaries, but a decided pair embeds them as they were: the one
 * merged away no longer exists (null, as the schema says) and the kept one has taken the other's fields, so only a
 * PENDING pair's copies are current (pending pairs touching a removed beneficiary are re-pointed or dropped).
 */
function side(
  pair: BeneficiaryDuplicatePairRecord,
  beneficiary: BeneficiaryRecord,
  context: GatewayContext,
): Promise<BeneficiaryRecord | null> | null {
  const id = beneficiary.beneficiaryId;
  if (pair.status === 'MERGED' && id !== pair.keptBeneficiaryId) return null;
  if (pair.status === 'PENDING') context.beneficiaries.byId.prime(id, beneficiary);
  return context.beneficiaries.get(id);
}

export const duplicateResolvers: Resolvers = {
  Query: {
    beneficiaryDuplicates: (_parent, args, context, info) => context.beneficiaryDuplicates.pairs(args, info),
  },
  Mutation: {
    startDeduplication: async (_parent, _args, context) => {
      const job = await context.beneficiaryDuplicates.startRun();
      context.jobs.byId.clear(job.jobId).prime(job.jobId, job);
      return job;
    },
    mergeBeneficiaryDuplicate: (_parent, { pairId, keepBeneficiaryId }, context) =>
      validatedResult('pair', mergeDuplicateSchema, { keepBeneficiaryId }, async () => {
        const pair = await context.beneficiaryDuplicates.merge(pairId, { keepBeneficiaryId });
        // A merge deletes one beneficiary, fills the other and moves memberships: lists' counts change too.
        context.beneficiaries.byId.clearAll();
        context.beneficiaries.listById.clearAll();
        return pair;
      }),
    markBeneficiaryDuplicateDistinct: (_parent, { pairId }, context) =>
      callResult('pair', () => context.beneficiaryDuplicates.distinct(pairId)),
  },
  BeneficiaryDuplicatePair: {
    beneficiaryA: (pair, _args, context) => side(pair, pair.beneficiaryA, context),
    beneficiaryB: (pair, _args, context) => side(pair, pair.beneficiaryB, context),
    decidedBy: (pair, _args, context) => context.accounts.user(pair.decidedBy),
  },
};
