// The scanning domain: the voucher scanning page (the top menu's "Voucher scanning", at /vouchers as in spec §2).
import { type Domain, lazyPage } from '../ui/domain.js';

export const scanning: Domain = {
  name: 'scanning',
  routes: [
    {
      path: '/vouchers',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./ScanPage.js'),
        (m) => m.ScanPage,
      ),
    },
  ],
  menu: [{ id: 'voucherScanning', section: 'VOUCHER_SCANNING', path: '/vouchers', order: 3 }],
};
