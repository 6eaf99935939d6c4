// The programs domain: the list (first in the top menu) and a program's page.
import { type Domain, lazyPage } from '../ui/domain.js';

export const programs: Domain = {
  name: 'programs',
  routes: [
    {
      path: '/programs',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./ProgramsPage.js'),
        (m) => m.ProgramsPage,
      ),
    },
    {
      path: '/programs/:vid/view',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./ProgramViewPage.js'),
        (m) => m.ProgramViewPage,
      ),
    },
  ],
  menu: [{ id: 'programs', section: 'PROGRAMS', path: '/programs', order: 1 }],
};
