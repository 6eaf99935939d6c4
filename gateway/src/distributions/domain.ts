// The distributions domain: distributions, their entitlements and approvals (the voucher sheet is a file route of
// vouchers/domain.ts).
import { defineDomain } from '../manifest.js';
import { DistributionsClient } from './client.js';
import { distributionsResolvers } from './resolvers.js';

export const distributionsDomain = defineDomain({
  name: 'distributions',
  resolvers: [distributionsResolvers],
  clients: (rest) => ({ distributions: new DistributionsClient(rest) }),
});
