import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAnnouncedError, type Finding, listFindings, VIEWPORTS } from './a11y-helpers.js';
import { navigateInApp, openPage, pageReady, scanPage, watchRequests } from './a11y-page.js';
import { graphql, signIn } from './helpers.js';
import { WATER_DISTRIBUTION } from './scanning-helpers.js';

// Every screen passes axe-core's WCAG 2.2 AA rules (issue 27): each route of the app, signed in as the demo admin
// and signed out (sign-in, sign-up, forgotten password, the family's voucher page, the public form, an unknown
// route), in each language of the interface at 360 px, and at desktop width in English; plus an open modal and a form showing
// its errors. Each page is scanned once its data is in, not while it loads. One sign-in for the whole run; the
// screens of the app are reached by client-side navigation, as its links do, and the language is changed in its menu.

/** The interface languages checked. */
const LANGUAGES = ['en', 'fr', 'es', 'ar'] as const;
/**
 * Every language at 360 px (the phones the field uses, where long words and the mirror break a layout first); the
 * desktop width in English only: scanning it in every language would double a run already minutes long.
 */
const widthsOf = (language: Language) => (language === 'en' ? VIEWPORTS : VIEWPORTS.slice(0, 1));
type Language = (typeof LANGUAGES)[number];

const PROGRAM = 'prg--demo-water-2026';
const LIST = 'bel--demo-relief-winter-2026';
const FORM = 'smf--demo-relief-registration';
/** The demo's published registration form's public link (api/src/seed/demo-smart-forms.ts). */
const FORM_TOKEN = 'DemoReliefKoboPilot0_A';

/** A route and, when it has one, what it draws only once its data is in. */
type Screen = { path: string; ready?: string };

const SIGNED_IN: Screen[] = [
  { path: '/programs', ready: '[data-testid="programs-total"]' },
  { path: `/programs/${PROGRAM}/view` },
  { path: `/programs/${PROGRAM}/distributions/${WATER_DISTRIBUTION}` },
  { path: '/distributions/approval-settings' },
  { path: '/beneficiary-lists' },
  { path: `/beneficiary-lists/${LIST}` },
  { path: `/beneficiary-lists/${LIST}/import` },
  { path: '/beneficiary-lists/duplicates' },
  { path: '/beneficiaries/:first' },
  { path: '/vouchers' },
  { path: '/reconciliation' },
  { path: '/smart-forms' },
  { path: `/smart-forms/${FORM}` },
  { path: `/smart-forms/${FORM}/fill` },
  { path: `/smart-forms/${FORM}/submissions` },
  { path: '/reports' },
  { path: '/reports/beneficiary-lists', ready: '[data-testid="total-families"]' },
  { path: '/reports/distribution' },
  { path: '/message-templates' },
  { path: '/outbox' },
  { path: '/profile/view' },
  { path: '/organizations' },
  { path: '/users' },
  { path: '/security' },
  { path: '/activity-logs' },
  { path: '/jobs' },
  { path: '/api-keys' },
  { path: '/no-such-page' },
];

/** Signed-out screens of the app itself (one bundle: reached by client-side navigation after the first). */
const PUBLIC: Screen[] = [
  { path: '/login', ready: '[data-testid="login-form"]' },
  { path: '/signup' },
  { path: '/login?step=forgot', ready: '[data-testid="forgot-form"]' },
];

/** Signed-out pages outside the app's bundle: the gateway's voucher page and the form filler, each a full load. */
const STANDALONE: Screen[] = [
  { path: '/v/:voucher' },
  // The filler shows a line of text while its form loads, no loader: its form is the sign of the data.
  { path: `/f/${FORM_TOKEN}`, ready: 'main.fill form' },
];

const findings: Finding[] = [];
const screens = new Set<string>();
const languagesScanned = new Set<Language>();
let scans = 0;

/** Scans the page at each width, as it is now (the layout follows the viewport without a reload). */
async function scanWidths(page: Page, screen: string, language: Language, ready?: string) {
  screens.add(screen);
  languagesScanned.add(language);
  for (const viewport of widthsOf(language)) {
    const t0 = Date.now();
    await page.setViewportSize(viewport);
    await pageReady(page, ready);
    const t1 = Date.now();
    const got = await scanPage(page, `${language} ${viewport.name} ${screen}`);
    findings.push(...got);
    if (process.env.A11Y_TIMING)
      console.log(`${screen} ${viewport.name}: wait ${t1 - t0} ms, scan ${Date.now() - t1} ms, ${got.length}`);
    scans += 1;
  }
  // The next screen starts at the phone width, as a fresh page would.
  if (page.viewportSize()?.width !== VIEWPORTS[0].width) await page.setViewportSize(VIEWPORTS[0]);
}

let page: Page;
/** Ids the demo seed makes at random, looked up once signed in. */
const found = { first: '', voucher: '' };

// Tracing every step of ~180 scans would double the run; a failure names its elements in the output instead.
test.use({ trace: 'off' });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS[0] });
  page = await context.newPage();
  watchRequests(page);
  await signIn(page, 'admin@demo.aid');
  const data = await graphql<{ distribution: { entitlements: { edges: { node: { voucherCode: string } }[] } } }>(
    page,
    context,
    `query ($id: ID!) { distribution(id: $id) { entitlements(first: 1) { edges { node { voucherCode } } } } }`,
    { id: WATER_DISTRIBUTION },
  );
  found.voucher = data.distribution.entitlements.edges[0]?.node.voucherCode ?? '';
  expect(found.voucher, 'the demo seed has a water voucher').not.toBe('');
});

test.afterAll(async () => {
  await page.context().close();
  console.log(
    `a11y: ${screens.size} screens checked, ${scans} scans (${[...languagesScanned].join(', ')} at 360 px; en at desktop)`,
  );
});

const pathOf = (screen: Screen) => screen.path.replace(':voucher', found.voucher);

/** Picks the interface language as a user does: the language entries of the profile menu. */
async function chooseLanguage(language: Language) {
  await page.getByTestId('topbar-profile-menu').click();
  await page.getByTestId(`menu-language-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A signed-out browser in `language`: the choice the app keeps in storage once made (auth/storage.ts). */
async function signedOutPage(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[0], locale: language });
  const state = {
    version: 1,
    language: {
      langName: language,
      externalLanguage: language.toUpperCase(),
      numberFormat: 'en-US',
      chosenByUser: true,
    },
  };
  await context.addInitScript((text) => localStorage.setItem('aid-state', text), JSON.stringify(state));
  return context.newPage();
}

/** The first family of the demo list, as a user finds it: the list's first row (the list is on screen). */
async function readFirstBeneficiary(): Promise<void> {
  const link = page.locator('a[href^="/beneficiaries/"]').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  found.first = (await link.getAttribute('href')) ?? '';
}

for (const language of LANGUAGES) {
  test(`every screen passes axe (WCAG 2.2 AA) in ${language}`, async ({ browser }) => {
    // 36 screens, 72 scans in English and 36 in each other language: well under a minute each on a quiet machine.
    test.setTimeout(Number(process.env.A11Y_TIMEOUT ?? 480_000));
    const before = findings.length;
    await page.setViewportSize(VIEWPORTS[0]);
    await chooseLanguage(language);

    for (const screen of SIGNED_IN) {
      await navigateInApp(page, screen.path === '/beneficiaries/:first' ? found.first : screen.path);
      await scanWidths(page, screen.path, language, screen.ready);
      if (screen.path === `/beneficiary-lists/${LIST}` && !found.first) await readFirstBeneficiary();
    }

    // An open modal, then the same form showing its errors (submitted empty).
    await navigateInApp(page, '/users');
    await pageReady(page);
    await page.getByTestId('users-invite').click();
    await expect(page.getByTestId('invite-user-form')).toBeVisible();
    await scanWidths(page, 'invite user (modal)', language);
    await page.getByTestId('invite-submit').click();
    await expectAnnouncedError(page.getByTestId('invite-user-form'));
    await scanWidths(page, 'invite user (errors)', language);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('invite-user-form')).toHaveCount(0);

    const outside = await signedOutPage(browser, language);
    for (const [index, screen] of PUBLIC.entries()) {
      if (index === 0) await openPage(outside, pathOf(screen));
      else await navigateInApp(outside, pathOf(screen));
      await scanWidths(outside, screen.path, language, screen.ready);
    }
    // The sign-in form sent empty: its errors are announced with the fields.
    await navigateInApp(outside, '/login');
    await pageReady(outside, '[data-testid="login-form"]');
    await outside.getByTestId('login-form').locator('button[type="submit"]').click();
    await expectAnnouncedError(outside.getByTestId('login-form'));
    await scanWidths(outside, 'sign-in (errors)', language);
    for (const screen of STANDALONE) {
      await openPage(outside, pathOf(screen));
      await scanWidths(outside, screen.path, language, screen.ready);
    }
    await outside.context().close();

    const mine = findings.slice(before);
    if (mine.length > 0) console.log(listFindings(mine));
    expect(mine.length, `axe violations in ${language} (listed above)`).toBe(0);
  });
}
