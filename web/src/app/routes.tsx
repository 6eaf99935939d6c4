// Every route of spec §2. Pages whose feature comes later say so instead of inventing data. Each page is its own
// chunk, loaded when first visited: the first load carries the shell and the page asked for, not the whole app.
import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { GoBackPage, LandingRedirect, NotAvailablePage, NotFoundPage } from './pages.js';
import { RequireAuth } from './RequireAuth.js';
import { Shell } from './Shell.js';

// Named exports stay named: each chunk exposes its page as `default` only to React.lazy.
const LoginPage = lazy(() => import('../auth/LoginPage.js').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../auth/SignupPage.js').then((m) => ({ default: m.SignupPage })));
const ReconciliationPage = lazy(() =>
  import('../reconciliation/ReconciliationPage.js').then((m) => ({ default: m.ReconciliationPage })),
);
const ProgramsPage = lazy(() => import('../programs/ProgramsPage.js').then((m) => ({ default: m.ProgramsPage })));
const ProgramViewPage = lazy(() =>
  import('../programs/ProgramViewPage.js').then((m) => ({ default: m.ProgramViewPage })),
);
const DistributionPage = lazy(() =>
  import('../distributions/DistributionPage.js').then((m) => ({ default: m.DistributionPage })),
);
const ApprovalSettingsPage = lazy(() =>
  import('../distributions/ApprovalSettingsPage.js').then((m) => ({ default: m.ApprovalSettingsPage })),
);
const MessageTemplatesPage = lazy(() =>
  import('../notifications/MessageTemplatesPage.js').then((m) => ({ default: m.MessageTemplatesPage })),
);
const OutboxPage = lazy(() => import('../notifications/OutboxPage.js').then((m) => ({ default: m.OutboxPage })));
const ScanPage = lazy(() => import('../scanning/ScanPage.js').then((m) => ({ default: m.ScanPage })));
const ProfilePage = lazy(() => import('../accounts/ProfilePage.js').then((m) => ({ default: m.ProfilePage })));
const OrganizationsPage = lazy(() =>
  import('../accounts/OrganizationsPage.js').then((m) => ({ default: m.OrganizationsPage })),
);
const SecurityPage = lazy(() => import('../security/SecurityPage.js').then((m) => ({ default: m.SecurityPage })));
const ActivityLogsPage = lazy(() =>
  import('../activity/ActivityLogsPage.js').then((m) => ({ default: m.ActivityLogsPage })),
);
const MyJobsPage = lazy(() => import('../jobs/MyJobsPage.js').then((m) => ({ default: m.MyJobsPage })));
const ApiKeysPage = lazy(() => import('../apikeys/ApiKeysPage.js').then((m) => ({ default: m.ApiKeysPage })));
const UsersPage = lazy(() => import('../users/UsersPage.js').then((m) => ({ default: m.UsersPage })));
const BeneficiaryListsPage = lazy(() =>
  import('../beneficiaries/BeneficiaryListsPage.js').then((m) => ({ default: m.BeneficiaryListsPage })),
);
const BeneficiaryListPage = lazy(() =>
  import('../beneficiaries/BeneficiaryListPage.js').then((m) => ({ default: m.BeneficiaryListPage })),
);
const ImportPage = lazy(() => import('../beneficiaries/ImportPage.js').then((m) => ({ default: m.ImportPage })));
const DuplicatesPage = lazy(() =>
  import('../beneficiaries/DuplicatesPage.js').then((m) => ({ default: m.DuplicatesPage })),
);
const BeneficiaryPage = lazy(() =>
  import('../beneficiaries/BeneficiaryPage.js').then((m) => ({ default: m.BeneficiaryPage })),
);

/** What shows while a page's chunk loads (once per page and visit of the app). */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} data-testid="page-loading" />
    </Center>
  );
}

const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route path="/login" element={page(<LoginPage />)} />
      <Route path="/signup" element={page(<SignupPage />)} />
      <Route
        element={
          <RequireAuth>
            <Shell />
          </RequireAuth>
        }
      >
        <Route index element={<LandingRedirect />} />
        <Route path="/programs" element={page(<ProgramsPage />)} />
        <Route path="/programs/:vid/view" element={page(<ProgramViewPage />)} />
        <Route path="/programs/:vid/distributions/:did" element={page(<DistributionPage />)} />
        <Route path="/distributions/approval-settings" element={page(<ApprovalSettingsPage />)} />
        {/* Not in spec §2: the issue 9 screens (templates, the local provider's outbox) need a home. */}
        <Route path="/message-templates" element={page(<MessageTemplatesPage />)} />
        <Route path="/outbox" element={page(<OutboxPage />)} />
        <Route path="/beneficiary-lists" element={page(<BeneficiaryListsPage />)} />
        <Route path="/beneficiary-lists/:listId" element={page(<BeneficiaryListPage />)} />
        <Route path="/beneficiary-lists/:listId/import" element={page(<ImportPage />)} />
        <Route path="/beneficiary-lists/duplicates" element={page(<DuplicatesPage />)} />
        <Route path="/beneficiaries/:beneficiaryId" element={page(<BeneficiaryPage />)} />
        <Route path="/vouchers" element={page(<ScanPage />)} />
        <Route path="/reconciliation" element={page(<ReconciliationPage />)} />
        <Route path="/smart-forms" element={<NotAvailablePage title={t('nav.smartForms')} section="smartForms" />} />
        <Route path="/reports" element={<NotAvailablePage title={t('nav.reports')} section="reports" />} />
        <Route
          path="/reports/beneficiary-lists"
          element={<NotAvailablePage title={t('nav.reportsBeneficiaryLists')} section="reportBeneficiaryLists" />}
        />
        <Route
          path="/reports/distribution"
          element={<NotAvailablePage title={t('nav.reportsDistribution')} section="reportDistribution" />}
        />
        <Route path="/profile/view" element={page(<ProfilePage />)} />
        <Route path="/users" element={page(<UsersPage />)} />
        <Route path="/organizations" element={page(<OrganizationsPage />)} />
        <Route path="/security" element={page(<SecurityPage />)} />
        <Route path="/activity-logs" element={page(<ActivityLogsPage />)} />
        <Route path="/jobs" element={page(<MyJobsPage />)} />
        <Route path="/api-keys" element={page(<ApiKeysPage />)} />
        <Route path="/goBack" element={<GoBackPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
