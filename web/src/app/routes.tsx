// Every route of spec §2: the domains' (src/domains.ts), each page its own chunk loaded when first visited, so the
// first load carries the shell and the page asked for, not the whole app; a domain shown only on some hosts behind
// the gateway's answer (hostFeatures.tsx); and the shell's own pages (landing, /goBack, not found).
import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Route, Routes } from 'react-router-dom';
import { DOMAINS } from '../domains.js';
import type { DomainRoute, HostFeature, RouteGuard } from '../ui/domain.js';
import { HostFeatureRoute } from './hostFeatures.js';
import { GoBackPage, LandingRedirect, NotFoundPage } from './pages.js';
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

// The status gallery (/dev/status) is for developers: in a production build `import.meta.env.DEV` is false, so the
// route and its chunk are left out altogether.
const StatusGalleryPage = import.meta.env.DEV
  ? lazy(() => import('../ui/StatusGallery.js').then((m) => ({ default: m.StatusGalleryPage })))
  : null;

type ShellRoute = DomainRoute & { hostFeature?: HostFeature };

const routesFor = (guard: RouteGuard): ShellRoute[] =>
  DOMAINS.flatMap((domain) =>
    domain.routes
      .filter((route) => route.guard === guard)
      .map((route) => (domain.hostFeature ? { ...route, hostFeature: domain.hostFeature } : route)),
  );

/**
 * Starts loading the chunk of the page at `pathname` (the one the app opens on), so that it downloads while the
 * configuration, the texts and the profile load rather than after them: on a slow network that is one round trip
 * and the page's transfer less before it shows. Only fetches: the page renders as before, through its route.
 */
export function preloadPageAt(pathname: string, { signedIn }: { signedIn: boolean }): void {
  // Without a session a signed-in page would only redirect to the sign-in page: its chunk would just slow that down.
  const routes = signedIn ? [...routesFor('public'), ...routesFor('signedIn')] : routesFor('public');
  const route = routes.find((r) => matchPath(r.path, pathname));
  // A failure shows (or retries) when the route renders the page; nothing to report here.
  route?.page.preload().catch(() => undefined);
}

function pageRoute({
  path,
  page: Page,
  hostFeature,
}: {
  path: string;
  page: ComponentType;
  hostFeature?: HostFeature;
}) {
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  return (
    <Route
      key={path}
      path={path}
      element={hostFeature ? <HostFeatureRoute feature={hostFeature}>{page}</HostFeatureRoute> : page}
    />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {routesFor('public').map(pageRoute)}
      {StatusGalleryPage && pageRoute({ path: '/dev/status', page: StatusGalleryPage })}
      <Route
        element={
          <RequireAuth>
            <Shell />
          </RequireAuth>
        }
      >
        <Route index element={<LandingRedirect />} />
        {routesFor('signedIn').map(pageRoute)}
        <Route path="/goBack" element={<GoBackPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
