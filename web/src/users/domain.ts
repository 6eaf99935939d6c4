// The users domain: user management, reached from the profile menu.
import { type Domain, lazyPage } from '../ui/domain.js';

export const users: Domain = {
  name: 'users',
  routes: [
    {
      path: '/users',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./UsersPage.js'),
        (m) => m.UsersPage,
      ),
    },
  ],
};
