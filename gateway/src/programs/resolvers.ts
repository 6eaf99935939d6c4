// Programs: arguments reshaped for the REST API, results reshaped for the schema.
import { createProgramSchema, updateProgramSchema } from '@aid/common/programs';
import { allows } from '../auth/permissions.js';
import type { Resolvers } from '../generated/graphql.js';
import { validatedResult } from '../rest/results.js';

export const programsResolvers: Resolvers = {
  Query: {
    programs: (_parent, args, context, info) => context.programs.list(args, info),
    program: (_parent, { id }, context) => context.programs.get(id),
  },
  Mutation: {
    createProgram: (_parent, { input }, context) =>
      validatedResult('program', createProgramSchema, input, () => context.programs.create(input)),
    updateProgram: (_parent, { id, input }, context) =>
      validatedResult('program', updateProgramSchema, input, () => context.programs.update(id, input)),
  },
  ProgramConnection: {
    viewerCanCreate: async (_connection, _args, context) =>
      allows(await context.permissions.get(), 'PROGRAMS', 'CREATE'),
  },
  Program: {
    createdBy: (program, _args, context) => context.accounts.user(program.createdBy),
    updatedBy: (program, _args, context) => context.accounts.user(program.updatedBy),
    viewerCanUpdate: async (program, _args, context) =>
      allows(await context.permissions.get(), 'PROGRAMS', 'UPDATE', program.programId),
    distributions: (program, args, context, info) =>
      context.distributions.list({ ...args, programId: program.programId }, info),
  },
};
