// The partner API keys domain (their rate limit is counted in context.ts, before any resolver).
import { defineDomain } from '../manifest.js';
import { ApiKeysClient } from './client.js';
import { apiKeysResolvers } from './resolvers.js';

export const apiKeysDomain = defineDomain({
  name: 'apikeys',
  resolvers: [apiKeysResolvers],
  clients: (rest) => ({ apiKeys: new ApiKeysClient(rest) }),
});
