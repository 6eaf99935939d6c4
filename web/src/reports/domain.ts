// The reports domain: /reports (the recent and scheduled report files), the beneficiary list report and the
// distribution summary, and the top menu's Reports drop-down that opens them (spec §2).
import { type Domain, lazyPage } from '../ui/domain.js';

export const reports: Domain = {
  name: 'reports',
  routes: [
    {
      path: '/reports',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./ReportsPage.js'),
        (m) => m.ReportsPage,
      ),
    },
    {
      path: '/reports/beneficiary-lists',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./BeneficiaryListReportPage.js'),
        (m) => m.BeneficiaryListReportPage,
      ),
    },
    {
      path: '/reports/distribution',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./DistributionReportPage.js'),
        (m) => m.DistributionReportPage,
      ),
    },
  ],
  menu: [
    {
      id: 'reports',
      section: 'REPORTS',
      path: '/reports',
      order: 6,
      children: [
        { id: 'reportsBeneficiaryLists', path: '/reports/beneficiary-lists' },
        { id: 'reportsDistribution', path: '/reports/distribution' },
      ],
    },
  ],
};
