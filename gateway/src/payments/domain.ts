// The payments domain: providers, export options and the payment instruction files, downloaded with their query
// string (provider, columns, again); the answer's x-payment-export-id says which export a file is (rest/stream.ts).
import type { FileRoute } from '../http/file-routes.js';
import { defineDomain } from '../manifest.js';
import { PaymentsClient } from './client.js';
import { paymentsResolvers } from './resolvers.js';

export const paymentsDomain = defineDomain({
  name: 'payments',
  resolvers: [paymentsResolvers],
  clients: (rest) => ({ payments: new PaymentsClient(rest) }),
  fileRoutes: (['csv', 'xlsx'] as const).map(
    (format): FileRoute => ({
      method: 'GET',
      path: `/api/distributions/:id/payment-instructions.${format}`,
      apiPath: `/distributions/:id/payment-instructions.${format}`,
      kind: 'download',
      notFound: 'Distribution not found',
    }),
  ),
});
