// The scanning domain: voucher look-ups and redemptions at the point of distribution (evidence is an upload of
// files/domain.ts).
import { defineDomain } from '../manifest.js';
import { ScanningClient } from './client.js';
import { scanningResolvers } from './resolvers.js';

export const scanningDomain = defineDomain({
  name: 'scanning',
  resolvers: [scanningResolvers],
  clients: (rest) => ({ scanning: new ScanningClient(rest) }),
});
