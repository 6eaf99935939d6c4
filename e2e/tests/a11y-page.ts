import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { type Finding, scan, WCAG_TAGS } from './a11y-helpers.js';

// The accessibility spec's fast path through the app: client-side navigation instead of a full load per screen, a
// page counted as ready when it shows its data (no loader, fonts and transitions done, nothing in flight) instead of
// networkidle's half second of quiet plus a fixed pause, and axe-core injected once per document and run in the page
// with the same WCAG tags as AxeBuilder, asking only for the violations (what the spec reads).

/**
 * axe-core's source, the very copy @axe-core/playwright injects (it is that package's dependency, not ours).
 * AxeBuilder evaluates these ~550 KB on every scan, finishes each run in a new blank tab and sends back every
 * passing element too: with it a scan here took 0.7 to 8 s, against 0.05 to 1 s without.
 */
const AXE_SOURCE: string = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

/** What of axe-core the page is asked to run; axe's own types belong to a package this one does not depend on. */
type AxeInPage = {
  run(
    context: Document,
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
  ): Promise<{
    violations: {
      id: string;
      impact?: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    }[];
  }>;
};

/** Requests the page has open: the route's chunk, its GraphQL queries, its fonts. */
const inFlight = new WeakMap<Page, Set<unknown>>();
/** When the page's last request ended (or it was first watched). */
const lastSettled = new WeakMap<Page, number>();

/**
 * Counts the page's open requests from now on (once per page). A stream that never ends (an event source, a
 * socket) is no data the screen waits for.
 */
export function watchRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<unknown>();
  inFlight.set(page, open);
  lastSettled.set(page, Date.now());
  page.on('request', (request) => {
    if (!['eventsource', 'websocket'].includes(request.resourceType())) open.add(request);
  });
  const done = (request: unknown) => {
    if (open.delete(request)) lastSettled.set(page, Date.now());
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Shows `path` as a user following a link does: the router's history changes and the app draws the route, without
 * reloading the bundle and the session. The same screen a full load of `path` shows, scrolled to its top.
 *
 * The router draws a new route inside a transition: until the route's chunk is in, the old page stays on screen
 * with no loader. A new path remounts the route's elements (the shell keys its page by path; each signed-out route
 * is a page of its own), so the old route's top element leaving the document is the sign that the new one is drawn.
 * A change of the query only (`/login?step=forgot`) is seen by the screen's `ready` locator instead.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const moved = await page.evaluate((to) => {
    const leaving = new URL(to, window.location.href).pathname !== window.location.pathname;
    // Signed in, the page is the last thing in the shell's <main>; signed out, the route is the app's element
    // (next to Mantine's <style> tags, which stay).
    const main = document.querySelector('#root main');
    const route = main ? [main.lastElementChild] : [...document.querySelectorAll('#root > :not(style, script)')];
    (window as unknown as { a11yLeaving?: (Element | null)[] }).a11yLeaving = leaving ? route : [];
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    window.scrollTo(0, 0);
    return leaving;
  }, path);
  if (moved)
    await page.waitForFunction(
      () => {
        const leaving = (window as unknown as { a11yLeaving: (Element | null)[] }).a11yLeaving;
        return leaving.length === 0 || leaving.some((el) => !el?.isConnected);
      },
      undefined,
      { polling: 'raf', timeout: 20_000 },
    );
  // The new page's queries start once it is drawn: the quiet time counts from here.
  lastSettled.set(page, Date.now());
}

/** Loads `path` in full (a page outside the app's bundle, or the first of a browser): the quiet time counts from its load. */
export async function openPage(page: Page, path: string): Promise<void> {
  watchRequests(page);
  await page.goto(path);
  lastSettled.set(page, Date.now());
}

/**
 * How long nothing may be in flight before the page counts as answered: a query that starts only once another's
 * answer is drawn (a page's second query, a lazy chunk) starts within a frame or two of it.
 */
const QUIET_MS = 120;

/**
 * In the page: whether it shows its data, keeping what it still waits for in `window.a11yWaiting` (for the
 * message when it never does). `ready` is a locator the page draws only once its data is in; page loaders,
 * skeletons and loaders in the main area are drawn while it loads; the fonts load late (Arabic's when Arabic is
 * first drawn); Mantine's modals and menus fade in, and axe would read their colours half-way.
 */
function showsItsData(ready: string | undefined): boolean {
  const shown = (el: Element) => el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true });
  const readyElement = ready ? document.querySelector(ready) : null;
  const waiting =
    ready && !(readyElement && shown(readyElement))
      ? `${ready} to show`
      : document.querySelector('[data-testid="page-loading"], .mantine-Skeleton-root[data-visible="true"]')
        ? 'the page loader or a skeleton to go'
        : [...document.querySelectorAll('main .mantine-Loader-root')].some(shown)
          ? 'the loaders to go'
          : document.fonts.status !== 'loaded'
            ? 'the fonts'
            : // Spinners loop for ever; a transition ends.
              document
                  .getAnimations()
                  .some(
                    (a) =>
                      a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
                  )
              ? 'a transition to end'
              : '';
  (window as unknown as { a11yWaiting: string }).a11yWaiting = waiting;
  return waiting === '';
}

/**
 * Waits until the page shows its data (showsItsData) and no request has been open for QUIET_MS: what
 * networkidle's half second of quiet and a fixed pause stood for, without the wait when all is in.
 */
export async function pageReady(page: Page, ready?: string, timeout = 20_000): Promise<void> {
  watchRequests(page);
  const open = inFlight.get(page) ?? new Set();
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await page.waitForFunction(showsItsData, ready, { polling: 'raf', timeout: Math.max(1, deadline - Date.now()) });
    } catch (error) {
      // A bare timeout would not say which sign never came.
      const waiting = await page.evaluate(() => (window as unknown as { a11yWaiting?: string }).a11yWaiting);
      throw new Error(`${page.url()} not ready (still waiting for ${waiting ?? '?'}): ${String(error)}`);
    }
    const quietFor = Date.now() - (lastSettled.get(page) ?? 0);
    if (open.size === 0 && quietFor >= QUIET_MS) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} kept ${open.size} requests open for ${timeout} ms`);
    await page.waitForTimeout(open.size === 0 ? QUIET_MS - quietFor : 50);
  }
}

/**
 * Runs axe-core's WCAG 2.2 AA rules over the whole page and answers every violation, one finding per element.
 * The same rules and results as AxeBuilder's `withTags(WCAG_TAGS).analyze()`; axe is injected only when the
 * document has none yet, so a client-side navigation keeps it. A page with frames goes to AxeBuilder, which
 * injects axe into each of them (the app has none today).
 */
export async function scanPage(page: Page, screen: string): Promise<Finding[]> {
  if (page.frames().length > 1) return scan(page, screen);
  if (!(await page.evaluate(() => 'axe' in window))) {
    // As AxeBuilder injects it: the bundle evaluated as a script of the page, then configured alike.
    await page.evaluate(
      `${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
    );
  }
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary ?? '' })),
    }));
  }, WCAG_TAGS);
  return violations.flatMap((v) =>
    v.nodes.map((node) => ({
      screen,
      rule: v.id,
      impact: v.impact,
      targets: node.target,
      summary: (node.failureSummary || v.help).replace(/\s+/g, ' ').trim(),
    })),
  );
}
