// The notifications domain. Not in spec §2: the issue 9 screens (templates, the local provider's outbox) need a home;
// they are reached from the profile menu, not the top menu.
import { type Domain, lazyPage } from '../ui/domain.js';

export const notifications: Domain = {
  name: 'notifications',
  routes: [
    {
      path: '/message-templates',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./MessageTemplatesPage.js'),
        (m) => m.MessageTemplatesPage,
      ),
    },
    {
      path: '/outbox',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./OutboxPage.js'),
        (m) => m.OutboxPage,
      ),
    },
  ],
};
