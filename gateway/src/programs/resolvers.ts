// Programs: arguments reshaped for the REST API, results reshaped for the schema.
import type { Resolvers } from '../generated/graphql.js';
import { pageRequest, toConnection } from '../rest/connection.js';
import { outcome } from '../rest/results.js';
import type { ProgramRecord } from './types.js';

async function programResult(call: Promise<ProgramRecord>) {
  const result = await outcome(call);
  if (result.failure) return { program: null, ...result.failure };
  return { program: result.value, code: null, message: null, fieldErrors: [] };
}

export const programsResolvers: Resolvers = {
  Query: {
    programs: async (_parent, { first, after, filter, sort }, context) => {
      const request = pageRequest(first, after);
      const page = await context.programs.list({ first: request.first, after: request.after, sort, filter });
      return toConnection(page, request);
    },
    program: (_parent, { id }, context) => context.programs.get(id),
  },
  Mutation: {
    createProgram: (_parent, { input }, context) => programResult(context.programs.create(input)),
    updateProgram: (_parent, { id, input }, context) => programResult(context.programs.update(id, input)),
  },
  Program: {
    createdBy: (program, _args, context) => context.accounts.user(program.createdBy),
    updatedBy: (program, _args, context) => context.accounts.user(program.updatedBy),
  },
};
