// Reconciliation: figures, the drill-down, provider columns and imports read through the REST client; starting an
// import and resolving by hand come back as typed results (a user can fix what they say).
import { reconciliationImportBodySchema, resolveEntitlementBodySchema } from '@aid/common/reconciliation';
import type { Resolvers } from '../generated/graphql.js';
import { validatedOutcome, validatedResult } from '../rest/results.js';
import { resultFilePath } from './links.js';

export const reconciliationResolvers: Resolvers = {
  Query: {
    distributionReconciliation: (_p, { distributionId }, context) =>
      context.reconciliation.distribution(distributionId),
    programReconciliation: (_p, { programId, first, after }, context) =>
      context.reconciliation.program(programId, first, after),
    reconciliationFamilies: (_p, args, context) => context.reconciliation.families(args),
    reconciliationProvider: (_p, { provider }, context) => context.reconciliation.provider(provider),
    reconciliationImport: (_p, { importId }, context) => context.reconciliation.import(importId),
  },
  Mutation: {
    startReconciliationImport: async (_p, { input }, context) => {
      const { distributionId: _d, ...body } = input;
      const result = await validatedOutcome(reconciliationImportBodySchema, dropNulls(body), () =>
        context.reconciliation.startImport(input),
      );
      if (result.failure) return { import: null, job: null, ...result.failure };
      return { ...result.value, code: null, message: null, fieldErrors: [] };
    },
    resolveReconciliation: async (_p, { input }, context) => {
      const { entitlementId: _e, ...body } = input;
      return validatedResult('resolved', resolveEntitlementBodySchema, dropNulls(body), () =>
        context.reconciliation.resolve(input),
      );
    },
  },
  ReconciliationImport: {
    resultPath: (row) => (row.resultFileId ? resultFilePath(row.importId) : null),
  },
};

function dropNulls<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
