// The accounts domain: the profile page and the organisations page, both reached from the profile menu.
import { type Domain, lazyPage } from '../ui/domain.js';

export const accounts: Domain = {
  name: 'accounts',
  routes: [
    {
      path: '/profile/view',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./ProfilePage.js'),
        (m) => m.ProfilePage,
      ),
    },
    {
      path: '/organizations',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./OrganizationsPage.js'),
        (m) => m.OrganizationsPage,
      ),
    },
  ],
};
