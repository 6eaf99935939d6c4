// The vouchers domain's file: the voucher sheet, asked with a query string (`selectedIds=a,b`) or a JSON body. The
// families' short pages (/v/<code>, page.ts) are public and not a file route: app.ts mounts them itself.
import { defineDomain } from '../manifest.js';

export const vouchersDomain = defineDomain({
  name: 'vouchers',
  fileRoutes: [
    {
      method: ['GET', 'POST'],
      path: '/api/distributions/:id/vouchers.pdf',
      apiPath: '/distributions/:id/vouchers.pdf',
      kind: 'download',
      notFound: 'Distribution not found',
    },
  ],
});
