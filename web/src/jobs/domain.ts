// The jobs domain: the user's own background jobs, reached from the profile menu.
import { type Domain, lazyPage } from '../ui/domain.js';

export const jobs: Domain = {
  name: 'jobs',
  routes: [
    {
      path: '/jobs',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./MyJobsPage.js'),
        (m) => m.MyJobsPage,
      ),
    },
  ],
};
