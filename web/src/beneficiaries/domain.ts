// The beneficiaries domain: the lists (the top menu's "Beneficiary management"), a list, its import, the duplicates
// review and a beneficiary's page.
import { type Domain, lazyPage } from '../ui/domain.js';

export const beneficiaries: Domain = {
  name: 'beneficiaries',
  routes: [
    {
      path: '/beneficiary-lists',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./BeneficiaryListsPage.js'),
        (m) => m.BeneficiaryListsPage,
      ),
    },
    {
      path: '/beneficiary-lists/:listId',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./BeneficiaryListPage.js'),
        (m) => m.BeneficiaryListPage,
      ),
    },
    {
      path: '/beneficiary-lists/:listId/import',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./ImportPage.js'),
        (m) => m.ImportPage,
      ),
    },
    {
      path: '/beneficiary-lists/duplicates',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./DuplicatesPage.js'),
        (m) => m.DuplicatesPage,
      ),
    },
    {
      path: '/beneficiaries/:beneficiaryId',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./BeneficiaryPage.js'),
        (m) => m.BeneficiaryPage,
      ),
    },
  ],
  menu: [{ id: 'beneficiaryManagement', section: 'BENEFICIARY_LISTS', path: '/beneficiary-lists', order: 2 }],
};
