// Imports of beneficiaries: arguments reshaped for the REST API (checked with the API's own schemas first), refusals
// answered in the *Result types, and the import's list, jobs, starter and report pages looked up on demand.
import { commitImportSchema, createImportSchema, inspectImportSchema } from '@aid/common/beneficiaries';
import type { Resolvers } from '../generated/graphql.js';
import { validatedResult } from '../rest/results.js';

/**
 * The arguments without the ones given as null: GraphQL lets a client send `sheetName: null` for "none", which the
 * REST schemas spell by leaving the field out.
 */
function given<T extends Record<string, unknown>>(args: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}

export const importResolvers: Resolvers = {
  Query: {
    beneficiaryImport: (_parent, { id }, context) => context.beneficiaryImports.get(id),
  },
  Mutation: {
    inspectBeneficiaryImport: async (_parent, args, context) => {
      const input = given(args);
      return validatedResult('inspection', inspectImportSchema, input, () =>
        context.beneficiaryImports.inspect(inspectImportSchema.parse(input)),
      );
    },
    startBeneficiaryImport: async (_parent, { input: raw }, context) => {
      const input = given(raw);
      return validatedResult('import', createImportSchema, input, () =>
        context.beneficiaryImports.start(createImportSchema.parse(input)),
      );
    },
    commitBeneficiaryImport: async (_parent, { id, skipDuplicates }, context) => {
      const input = given({ skipDuplicates });
      return validatedResult('import', commitImportSchema, input, () =>
        context.beneficiaryImports.commit(id, commitImportSchema.parse(input)),
      );
    },
  },
  BeneficiaryImport: {
    beneficiaryList: (imported, _args, context) => context.beneficiaries.list(imported.beneficiaryListId),
    checkJob: (imported, _args, context) => (imported.checkJobId ? context.jobs.get(imported.checkJobId) : null),
    importJob: (imported, _args, context) => (imported.importJobId ? context.jobs.get(imported.importJobId) : null),
    createdBy: (imported, _args, context) => context.accounts.user(imported.createdBy),
    errors: (imported, args, context) => context.beneficiaryImports.errors(imported.importId, args),
    duplicates: (imported, args, context) => context.beneficiaryImports.duplicates(imported.importId, args),
    repairs: (imported, args, context) => context.beneficiaryImports.repairs(imported.importId, args),
  },
  BeneficiaryImportDuplicate: {
    duplicateOf: (row, _args, context) => (row.duplicateOf ? context.beneficiaries.get(row.duplicateOf) : null),
  },
};
