// The reconciliation domain: one page, in the top menu for everyone (the rule is in app/menu.ts via sectionVisible).
import { type Domain, lazyPage } from '../ui/domain.js';

export const reconciliation: Domain = {
  name: 'reconciliation',
  routes: [
    {
      path: '/reconciliation',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./ReconciliationPage.js'),
        (m) => m.ReconciliationPage,
      ),
    },
  ],
  menu: [{ id: 'reconciliation', section: 'RECONCILIATION', path: '/reconciliation', order: 4 }],
};
