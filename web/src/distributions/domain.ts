// The distributions domain: a distribution's page (under its program) and the organisation's approval settings.
// No menu entry: distributions are reached from their program.
import { type Domain, lazyPage } from '../ui/domain.js';

export const distributions: Domain = {
  name: 'distributions',
  routes: [
    {
      path: '/programs/:vid/distributions/:did',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./DistributionPage.js'),
        (m) => m.DistributionPage,
      ),
    },
    {
      path: '/distributions/approval-settings',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./ApprovalSettingsPage.js'),
        (m) => m.ApprovalSettingsPage,
      ),
    },
  ],
};
