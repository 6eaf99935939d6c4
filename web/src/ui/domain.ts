// What a web domain contributes to the app, declared once in its own `domain.ts` and listed in src/domains.ts: its
// routes (each page a lazily loaded chunk of its own) and its top-menu entries. The shell (app/routes.tsx,
// app/menu.ts) loops over that list, so adding a domain touches its folder and one line of src/domains.ts.
import type { Section } from '@aid/common/permissions';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { en } from '../i18n/en.js';

/**
 * Who may open a route. `public`: anyone, outside the shell (sign-in, sign-up). `signedIn`: inside the shell, behind
 * the sign-in guard (RequireAuth), the registration gate and the MFA gate (app/Shell.tsx). Permissions are not a
 * route guard: the API refuses what a role may not see and the page shows that refusal (spec §6); a section's
 * permission decides its menu entry (`MenuEntry.section`).
 */
export type RouteGuard = 'public' | 'signedIn';

export type DomainRoute = {
  path: string;
  page: LazyPage;
  guard: RouteGuard;
};

/**
 * A feature the gateway shows only on some hosts (smart forms: SMART_FORMS_HOSTS, spec §2 "hidden except on the
 * staging host or local development"). The gateway answers whether it is available here, so one setting hides the
 * menu entry, the routes and the API alike.
 */
export type HostFeature = 'smartForms';
export type HostFeatures = Readonly<Record<HostFeature, boolean>>;

/** A key of the `nav` texts: a menu entry's label is `t('nav.<id>')`. */
export type NavId = keyof typeof en.nav;

/** An entry of the top menu (spec §2). */
export type MenuEntry = {
  id: NavId;
  /** The section whose permissions show the entry (app/menu.ts holds the rules). */
  section: Section;
  path: string;
  /** Where it stands in the top menu, left to right (spec §2's order). */
  order: number;
  /** Entries of a drop-down menu opened by this one (Reports); the entry itself then links nowhere. */
  children?: readonly { id: NavId; path: string }[];
  /** Shown only where the gateway says this feature is available (set from the domain's `hostFeature`). */
  hostFeature?: HostFeature;
};

export type Domain = {
  /** The domain's folder name (for messages and tests). */
  name: string;
  routes: readonly DomainRoute[];
  menu?: readonly MenuEntry[];
  /**
   * Only where the gateway says this feature is available on this host: elsewhere the menu entries are hidden and
   * the routes answer the not-found page, as if the domain did not exist.
   */
  hostFeature?: HostFeature;
};

/**
 * A page loaded when first visited: its module becomes a chunk of its own, so the first load carries the shell and
 * the page asked for, not the whole app. Named exports stay named: the chunk exposes the page as `default` only to
 * React.lazy.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    if (!loading) {
      const started = load().then((module) => ({ default: pick(module) }));
      // A failed load is tried again by the next call (the render's), as it was before there was a preload.
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
      loading = started;
    }
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/**
 * A lazily loaded page that can be fetched ahead of its render: the app starts the chunk of the page it opens on
 * while the configuration and the profile load (app/routes.tsx, main.tsx), instead of one round trip after them.
 */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };
