// Webview login mode (spec §2): the mobile app opens the web app with /login?webview=true (webview=false leaves
// the mode); the shell then shows a compact header with a back button and a title taken from the page's
// breadcrumb trail or its path.
import type { Crumb } from '../ui/slices.js';

export const WEBVIEW_PARAM = 'webview';

/** The titles the compact header knows, by the path each section lives under. */
export const WEBVIEW_TITLES = [
  { path: '/programs', title: 'programs' },
  { path: '/beneficiary-lists', title: 'beneficiaryManagement' },
  { path: '/security', title: 'security' },
  { path: '/users', title: 'users' },
  { path: '/reconciliation', title: 'reconciliation' },
  { path: '/profile', title: 'profileAndOrganizations' },
  { path: '/organizations', title: 'profileAndOrganizations' },
] as const;
export type WebviewTitle = (typeof WEBVIEW_TITLES)[number]['title'];

/** true or false when the query string switches the mode, null when it says nothing. */
export function webviewFromSearch(search: string): boolean | null {
  const value = new URLSearchParams(search).get(WEBVIEW_PARAM);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** The stored trail when it belongs to this page (its last crumb is this path), else none. */
export function activeTrail(pathname: string, crumbs: readonly Crumb[]): readonly Crumb[] {
  return crumbs.at(-1)?.path === pathname ? crumbs : [];
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The section title of the trail's root, else of the path; null for pages outside those sections. */
export function webviewTitle(pathname: string, crumbs: readonly Crumb[]): WebviewTitle | null {
  const root = activeTrail(pathname, crumbs)[0]?.path ?? pathname;
  return WEBVIEW_TITLES.find((entry) => under(root, entry.path))?.title ?? null;
}

/** Spec §2: deeper than one crumb goes to the parent crumb; otherwise /goBack steps back in history. */
export function webviewBackTarget(pathname: string, crumbs: readonly Crumb[]): string {
  const trail = activeTrail(pathname, crumbs);
  return trail.length > 1 ? (trail[trail.length - 2]?.path ?? '/goBack') : '/goBack';
}
