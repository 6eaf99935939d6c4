// Every route of spec §2. Pages whose feature comes later say so instead of inventing data.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { OrganizationsPage } from '../accounts/OrganizationsPage.js';
import { ProfilePage } from '../accounts/ProfilePage.js';
import { LoginPage } from '../auth/LoginPage.js';
import { SignupPage } from '../auth/SignupPage.js';
import { ProgramsPage } from '../programs/ProgramsPage.js';
import { ProgramViewPage } from '../programs/ProgramViewPage.js';
import { SecurityPage } from '../security/SecurityPage.js';
import { GoBackPage, LandingRedirect, NotAvailablePage, NotFoundPage } from './pages.js';
import { RequireAuth } from './RequireAuth.js';
import { Shell } from './Shell.js';

export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route
        element={
          <RequireAuth>
            <Shell />
          </RequireAuth>
        }
      >
        <Route index element={<LandingRedirect />} />
        <Route path="/programs" element={<ProgramsPage />} />
        <Route path="/programs/:vid/view" element={<ProgramViewPage />} />
        <Route
          path="/beneficiary-lists"
          element={<NotAvailablePage title={t('nav.beneficiaryManagement')} section="beneficiaryLists" />}
        />
        <Route path="/vouchers" element={<NotAvailablePage title={t('nav.voucherScanning')} section="vouchers" />} />
        <Route
          path="/reconciliation"
          element={<NotAvailablePage title={t('nav.reconciliation')} section="reconciliation" />}
        />
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
        <Route path="/profile/view" element={<ProfilePage />} />
        <Route path="/users" element={<NotAvailablePage title={t('nav.userManagement')} section="users" />} />
        <Route path="/organizations" element={<OrganizationsPage />} />
        <Route path="/security" element={<SecurityPage />} />
        <Route
          path="/activity-logs"
          element={<NotAvailablePage title={t('nav.activityLogs')} section="activityLogs" />}
        />
        <Route path="/goBack" element={<GoBackPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
