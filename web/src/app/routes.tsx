// Every route of spec §2: the domains' (src/domains.ts), each page its own chunk loaded when first visited, so the
// first load carries the shell and the page asked for, not the whole app; the shell's own pages (landing, /goBack,
// not found); and the placeholders of features that come later (app/placeholders.ts).
import { Center, Loader } from '@mantine/core';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { DOMAINS } from '../domains.js';
import type { DomainRoute, RouteGuard } from '../ui/domain.js';
import { GoBackPage, LandingRedirect, NotAvailablePage, NotFoundPage } from './pages.js';
import { PLACEHOLDER_ROUTES } from './placeholders.js';
import { RequireAuth } from './RequireAuth.js';
import { Shell } from './Shell.js';

/** What shows while a page's chunk loads (once per page and visit of the app). */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} data-testid="page-loading" />
    </Center>
  );
}

const routesFor = (guard: RouteGuard): DomainRoute[] =>
  DOMAINS.flatMap((domain) => domain.routes.filter((route) => route.guard === guard));

function pageRoute({ path, page: Page }: { path: string; page: ComponentType }) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      }
    />
  );
}

export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      {routesFor('public').map(pageRoute)}
      <Route
        element={
          <RequireAuth>
            <Shell />
          </RequireAuth>
        }
      >
        <Route index element={<LandingRedirect />} />
        {routesFor('signedIn').map(pageRoute)}
        {PLACEHOLDER_ROUTES.map(({ path, title, section }) => (
          <Route key={path} path={path} element={<NotAvailablePage title={t(`nav.${title}`)} section={section} />} />
        ))}
        <Route path="/goBack" element={<GoBackPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
