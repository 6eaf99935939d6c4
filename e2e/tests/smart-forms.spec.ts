import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './helpers.js';

// Smart forms end to end (issue 25, the builder's part): a form built in the builder with a skip rule, its preview
// hiding the question until the answer that opens it, the draft saved and published (a public link), the form
// exported as XLSForm and read back (its survey sheet keeps the names and the rule), and that workbook imported
// again as a new form with the same questions. (Filling, offline and review come with the filling page.)

/** Adds an element of `type` to the open page and names it. */
async function addElement(page: Page, type: string, name: string, label: string) {
  await page.getByTestId('builder-add-element').click();
  await page.getByTestId(`element-type-${type}`).click();
  const editor = page.getByTestId('element-editor');
  await editor.getByTestId('element-name').fill(name);
  await editor.getByTestId('element-label').fill(label);
}

const names = (page: Page) =>
  page.getByTestId('builder-element').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-element-name')));

test('a form with a skip rule: built, previewed, published, exported as XLSForm and imported back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.aid');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Smart forms' }).click();
  await expect(page).toHaveURL(/\/smart-forms$/);

  const formName = `Household registration ${Date.now()}`;
  await page.getByTestId('smart-forms-create').click();
  await page.getByTestId('smart-form-name').fill(formName);
  await page.getByTestId('smart-form-target-list-select').selectOption({ index: 1 });
  await page.getByTestId('create-smart-form-submit').click();
  await expect(page).toHaveURL(/\/smart-forms\/smf--/);

  await addElement(page, 'YES_NO', 'has_children', 'Are there children in the household?');
  await addElement(page, 'INTEGER', 'children', 'How many children?');
  await page.getByTestId('element-editor').getByTestId('element-relevant').fill(`\${has_children} = 'yes'`);
  await page.getByTestId('builder-save').click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  expect(await names(page)).toEqual(['has_children', 'children']);

  // The preview asks "How many children?" only once the household says it has children.
  await page.getByTestId('builder-tab-preview').click();
  const children = page.locator('[data-testid="preview-element"][data-element-name="children"]');
  await expect(children).toHaveCount(0);
  await page.getByTestId('preview-input-has_children').getByLabel('Yes').check();
  await expect(children).toHaveCount(1);

  await page.getByTestId('builder-publish').click();
  await page.getByTestId('builder-publish-confirm').click();
  await expect(page.getByTestId('builder-status')).toHaveText('Published');
  await expect(page.getByTestId('builder-public-url')).toHaveValue(/\/f\/[A-Za-z0-9_-]+$/);

  // The XLSForm a Kobo or ODK user would open: the survey sheet names both questions and keeps the skip rule.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('builder-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const survey = book.getWorksheet('survey');
  expect(survey).toBeTruthy();
  const cells = (survey?.getSheetValues() ?? []).flatMap((row) => (Array.isArray(row) ? row.map(String) : []));
  expect(cells).toContain('has_children');
  expect(cells).toContain('children');
  expect(cells.some((cell) => cell.includes(`\${has_children}`))).toBe(true);

  // The same workbook imported as a new form: the same questions, in the same order.
  await page.goto('/smart-forms');
  await page.getByTestId('smart-forms-import').click();
  await page.getByTestId('xlsform-file').setInputFiles(path);
  await page.getByTestId('smart-form-target-list-select').selectOption({ index: 1 });
  await page.getByTestId('xlsform-name').fill(`${formName} (imported)`);
  await page.getByTestId('xlsform-submit').click();
  // A workbook with nothing left out opens the new form at once (a report of unsupported rows would come first).
  await expect(page).toHaveURL(/\/smart-forms\/smf--/);
  await expect.poll(() => names(page)).toEqual(['has_children', 'children']);
});
