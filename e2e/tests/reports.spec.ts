import { readFile } from 'node:fs/promises';
import { pdfPageCount, pdfTextRuns } from '@aid/api/testing';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './helpers.js';

// Reports end to end (issue 24) on the demo organisation's seeded data: each report opens from the Reports menu and
// draws its charts with their tables, a filter narrows it (and stays in the URL), a bar opens the families behind
// it, the report is written as XLSX and as PDF by a job and both files are read back (cells, text), /reports lists
// them, and a phone-sized viewport stacks the charts.

/** Starts a file of the open report in `format`, waits for its job and answers the downloaded file's bytes. */
async function downloadReport(page: Page, format: 'XLSX' | 'PDF'): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId('report-download').click();
  await page.getByTestId(`report-format-${format}`).click();
  const link = page.getByTestId('report-file-link');
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), bytes };
}

/** A number shown in the page, read back whatever the user's grouping (1,234 / 1 234 / 1.234). */
const shownNumber = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('the beneficiary list report: charts with tables, a filter, a bar down to the families, XLSX and PDF', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.aid');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: 'Beneficiary lists' }).click();
  await expect(page).toHaveURL(/\/reports\/beneficiary-lists/);

  for (const name of ['sexAge', 'nationality', 'creationMethod', 'familySize', 'registrations']) {
    await expect(page.getByTestId(`chart-${name}`)).toBeVisible();
    await expect(page.getByTestId(`table-${name}`)).toBeVisible();
  }
  const families = page.getByTestId('total-families');
  const before = shownNumber(await families.textContent());
  expect(before).toBeGreaterThan(0);

  // A filter narrows the figures and is kept in the URL, so the report can be shared as a link.
  // Mantine's multi-select: its field opens the options from the keyboard as a person would.
  await page.getByRole('combobox', { name: 'Genders' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Female' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/genders=F/);
  await expect.poll(async () => shownNumber(await families.textContent())).toBeLessThan(before);
  await expect.poll(async () => shownNumber(await families.textContent())).toBeGreaterThan(0);

  // The figures as a workbook: one sheet per table, counts as numbers.
  const xlsx = await downloadReport(page, 'XLSX');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  expect(book.worksheets.length).toBeGreaterThanOrEqual(5);
  const numbers = book.worksheets.flatMap((sheet) =>
    sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.filter((v) => typeof v === 'number') : [])),
  );
  expect(numbers.length).toBeGreaterThan(0);

  // And as a PDF for a donor: the filters printed, page numbers.
  await page.getByTestId('report-file-close').click();
  const pdf = await downloadReport(page, 'PDF');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfTextRuns(pdf.bytes).join('\n');
  expect(text).toMatch(/Female|F\b/);
  expect(text).toContain(`Page 1 of ${pdfPageCount(pdf.bytes)}`);

  // A bar opens the families behind it.
  await page.getByTestId('chart-sexAge').locator('.recharts-bar-rectangle').first().click();
  await expect(page).toHaveURL(/beneficiar/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // Both files are kept on /reports, to be downloaded again.
  await page.goto('/reports');
  // Newest first: the PDF, then the workbook (a database that ran this spec before holds older ones below).
  const rows = page.getByTestId('recent-report');
  await expect(rows.nth(0)).toContainText('PDF');
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'COMPLETED');
  await expect(rows.nth(1)).toContainText('XLSX');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'COMPLETED');
});

test('the distribution summary: per distribution, a payment-status bar down to the entitlements, stacked on a phone', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.aid');
  await page.goto('/reports/distribution');
  for (const name of ['distributions', 'paymentStatus', 'delivery', 'reached']) {
    await expect(page.getByTestId(`table-${name}`)).toBeVisible();
  }
  await expect(page.getByTestId('table-distributions')).toContainText('Water vouchers, winter families');

  // A payment-status bar opens that distribution's entitlements in that status.
  await page.getByTestId('chart-paymentStatus').locator('.recharts-bar-rectangle').first().click();
  await expect(page).toHaveURL(/\/distributions\/dis--[^?]+\?.*filter=/);
  await expect(page.getByTestId('entitlements-filtered')).toBeVisible();
  await expect(page.getByTestId('entitlement-row').first()).toBeVisible();

  // On a phone the charts stand one under the other.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/reports/distribution');
  const first = await page.getByTestId('chart-paymentStatus').boundingBox();
  const second = await page.getByTestId('chart-delivery').boundingBox();
  expect(first && second).toBeTruthy();
  if (first && second) {
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    expect(Math.abs(second.x - first.x)).toBeLessThan(20);
    expect(first.width).toBeLessThanOrEqual(375);
  }
});
