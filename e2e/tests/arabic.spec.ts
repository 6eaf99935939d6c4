import { expect, type Page, test } from '@playwright/test';
import { ar, arabicScreen, authAr, englishLeftOver, reportsAr, scanningAr } from './arabic-helpers.js';
import { DEMO_PASSWORD, dismissMfaWarning, programNames, signIn } from './helpers.js';
import { unusedVouchers, WATER_DISTRIBUTION } from './scanning-helpers.js';

// The main flows in Arabic, mirrored (issue 27): the demo admin picks Arabic in the profile menu, signs out and in
// again through the Arabic sign-in page, then filters the programs, opens a distribution, redeems a voucher typed on
// the scanning page and opens a report. Every screen must be right to left (html dir and lang), with no English
// interface text left, its main menu on the right; each is kept as a screenshot in the test's output folder.

const WATER_PROGRAM = 'prg--demo-water-2026';
const arabicLetter = /[\u0600-\u06FF]/;

test.use({ viewport: { width: 1280, height: 800 } });

/** Picks Arabic in the profile menu (the menu is labelled in whatever language is on). */
async function chooseArabic(page: Page): Promise<void> {
  await page.getByTestId('topbar-profile-menu').click();
  await page.getByTestId('menu-language-ar').click();
  await expect(page.locator('html[dir="rtl"][lang="ar"]')).toHaveCount(1);
}

test('sign-in, a list, a distribution, scanning and a report in Arabic, mirrored', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);

  await test.step('Arabic chosen, the sign-in page speaks it', async () => {
    await signIn(page, 'admin@demo.aid');
    // The look for English left over sees it: the English menu is found (e.g. "nav.reports: Reports").
    expect(await englishLeftOver(page)).toContain('nav.reports: Reports');
    await chooseArabic(page);
    // The choice is kept in this browser, so the sign-in page after signing out is Arabic too.
    await page.getByTestId('topbar-user-name').click();
    await page.getByTestId('menu-sign-out').click();
    await expect(page).toHaveURL(/\/login/);
    const form = page.getByTestId('login-form');
    await expect(form.getByRole('button', { name: authAr.auth.login.submit })).toBeVisible();
    await arabicScreen(page, testInfo, 'signin');
  });

  await test.step('signed in through the Arabic form, the menu on the right', async () => {
    const form = page.getByTestId('login-form');
    await form.getByLabel(authAr.auth.login.email).fill('admin@demo.aid');
    await form.getByLabel(authAr.auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: authAr.auth.login.submit }).click();
    await expect(page.getByTestId('topbar-user-name')).toBeVisible({ timeout: 20_000 });
    await dismissMfaWarning(page);
    // A new sign-in gives the profile's language (English) back: the menu choice lasts until then.
    await chooseArabic(page);
    const nav = page.getByRole('navigation', { name: ar.nav.mainMenu });
    await expect(nav.getByTestId('nav-programs')).toHaveText(ar.nav.programs);
    await expect(nav.getByTestId('nav-voucherScanning')).toHaveText(ar.nav.voucherScanning);
    await expect(nav.getByTestId('nav-reports')).toHaveText(ar.nav.reports);
  });

  await test.step('the programs list, filtered', async () => {
    await page.getByTestId('nav-programs').click();
    await expect(page).toHaveURL(/\/programs$/);
    expect(await programNames(page)).toContain('Clean Water 2026');

    // Mirrored: the main menu starts at the right edge, the profile menu at the left, the page title on the right.
    const width = page.viewportSize()?.width ?? 0;
    const nav = await page.getByRole('navigation', { name: ar.nav.mainMenu }).boundingBox();
    const profile = await page.getByTestId('topbar-profile-menu').boundingBox();
    const title = await page.getByRole('heading', { name: ar.programs.title, exact: true }).boundingBox();
    const main = await page.locator('main').boundingBox();
    if (!nav || !profile || !title || !main) throw new Error('the shell has no menu, profile button, title or main');
    expect(nav.x).toBeGreaterThan(profile.x + profile.width);
    expect(width - (nav.x + nav.width)).toBeLessThan(40);
    expect(nav.x).toBeGreaterThan(main.x);
    expect(title.x).toBeGreaterThan(width / 2);

    await page.getByRole('button', { name: ar.filter.addCondition }).click();
    const row = page.getByTestId('filter-row').first();
    await row.getByLabel(ar.filter.field).selectOption('PROGRAM_NAME');
    await row.getByLabel(ar.filter.operator).selectOption('CONTAINS');
    await row.getByLabel(ar.filter.value).fill('clean water');
    await page.getByRole('button', { name: ar.filter.apply }).click();
    await expect(page.getByTestId('programs-total')).toHaveText(ar.programs.total.replace('{{total}}', '1'));
    expect(await programNames(page)).toEqual(['Clean Water 2026']);
    await arabicScreen(page, testInfo, 'programs');
  });

  await test.step('a distribution, its back arrow pointing right', async () => {
    await page.goto(`/programs/${WATER_PROGRAM}/distributions/${WATER_DISTRIBUTION}`);
    await expect(page.getByTestId('distribution-name')).toHaveText('Water vouchers, winter families');
    await expect(page.getByTestId('distribution-status')).toHaveText(arabicLetter);
    await expect(page.getByTestId('entitlement-row').first()).toBeVisible();
    // "Back" is toward the start of the line, the right in Arabic: the left arrow is drawn mirrored (app/rtl.css).
    const arrow = page.locator('main a .tabler-icon-arrow-left').first();
    await expect(arrow).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    await arabicScreen(page, testInfo, 'distribution');
  });

  await test.step('a voucher typed on the scanning page, part of it redeemed', async () => {
    const [voucher] = await unusedVouchers(page, context, 1);
    await page.getByTestId('nav-voucherScanning').click();
    await expect(page.getByRole('heading', { name: scanningAr.scanning.title })).toBeVisible();
    await page.getByTestId('manual-code').fill(voucher?.voucherCode ?? '');
    await page.getByTestId('look-up').click();
    await expect(page.getByTestId('scanned-usage')).toHaveAttribute('data-status', 'NOT_USED');
    await expect(page.getByTestId('redeem-part')).toHaveText(scanningAr.scanning.redeemPart);
    await arabicScreen(page, testInfo, 'scanned');
    await page.getByTestId('part-amount').fill('1.50');
    await page.getByTestId('redeem-part').click();
    await expect(page.getByTestId('paid')).toContainText('1.50');
    await arabicScreen(page, testInfo, 'redeemed');

    // On a phone, as scanning is mostly done: the menu button at the right, the profile at the left.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByTestId('scan-next').click();
    await expect(page.getByTestId('manual-code')).toBeVisible();
    const burger = await page.getByTestId('nav-burger').boundingBox();
    const profile = await page.getByTestId('topbar-profile-menu').boundingBox();
    if (!burger || !profile) throw new Error('the phone top bar has no menu or profile button');
    expect(burger.x).toBeGreaterThan(profile.x + profile.width);
    // Names cut short keep their beginning ("Amina Ad…", not "…na Admin"): laid out in their own direction.
    await expect(page.getByTestId('topbar-user-name')).toHaveCSS('unicode-bidi', 'plaintext');
    await arabicScreen(page, testInfo, 'scanning-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the beneficiary lists report from the Reports menu', async () => {
    await page.getByTestId('nav-reports').click();
    await arabicScreen(page, testInfo, 'reports-menu');
    await page.getByRole('menuitem', { name: ar.nav.reportsBeneficiaryLists }).click();
    await expect(page).toHaveURL(/\/reports\/beneficiary-lists/);
    // The charts' library is a chunk of its own: slow to come on a busy machine.
    await expect(page.getByTestId('chart-sexAge')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('chart-nationality')).toBeVisible();
    await expect(page.getByRole('combobox', { name: reportsAr.reports.filters.genders, exact: true })).toBeVisible();
    await arabicScreen(page, testInfo, 'report');
  });
});
