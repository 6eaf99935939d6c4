// Partner keys: the organisation's keys, creating a key (the only answer holding it) and revoking one.
import { createApiKeySchema } from '@aid/common/apikeys';
import type { Resolvers } from '../generated/graphql.js';
import { outcome, resultOf, validatedOutcome } from '../rest/results.js';

export const apiKeysResolvers: Resolvers = {
  Query: {
    apiKeys: (_parent, _args, context) => context.apiKeys.list(),
  },
  Mutation: {
    createApiKey: async (_parent, { input }, context) => {
      const result = await validatedOutcome(createApiKeySchema, input, () =>
        context.apiKeys.create(createApiKeySchema.parse(input)),
      );
      return result.failure
        ? { ...resultOf('apiKey', result), secret: null }
        : { ...resultOf('apiKey', { value: result.value.apiKey, failure: null }), secret: result.value.secret };
    },
    revokeApiKey: async (_parent, { id }, context) => ({
      ...resultOf('apiKey', await outcome(() => context.apiKeys.revoke(id))),
      secret: null,
    }),
  },
  ApiKey: {
    role: (key, _args, context) => context.roles.get(key.roleId),
    createdBy: (key, _args, context) => context.accounts.user(key.createdBy),
  },
};
