// The activity domain: the activity log, reached from the profile menu.
import { type Domain, lazyPage } from '../ui/domain.js';

export const activity: Domain = {
  name: 'activity',
  routes: [
    {
      path: '/activity-logs',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./ActivityLogsPage.js'),
        (m) => m.ActivityLogsPage,
      ),
    },
  ],
};
