// The API keys domain: the organisation's partner API keys, reached from the profile menu.
import { type Domain, lazyPage } from '../ui/domain.js';

export const apikeys: Domain = {
  name: 'apikeys',
  routes: [
    {
      path: '/api-keys',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./ApiKeysPage.js'),
        (m) => m.ApiKeysPage,
      ),
    },
  ],
};
