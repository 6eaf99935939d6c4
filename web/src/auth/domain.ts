// The auth domain's routes: signing in and signing up, open to anyone and drawn without the shell.
import { type Domain, lazyPage } from '../ui/domain.js';

export const auth: Domain = {
  name: 'auth',
  routes: [
    {
      path: '/login',
      guard: 'public',
      page: lazyPage(
        () => import('./LoginPage.js'),
        (m) => m.LoginPage,
      ),
    },
    {
      path: '/signup',
      guard: 'public',
      page: lazyPage(
        () => import('./SignupPage.js'),
        (m) => m.SignupPage,
      ),
    },
  ],
};
