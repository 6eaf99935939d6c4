import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { graphql, signIn } from './helpers.js';

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

type Person = { firstName: string; lastName: string; dob: string | null };

test('a family fills the published form on a phone while offline; it arrives with its duplicate, is accepted, and the person is in the list as E-F', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin@demo.aid');
  const ask = <T>(query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(page, page.context(), query, variables);

  // Someone of the master list the family will be taken for (same names and date of birth).
  const lists = await ask<{ beneficiaryLists: { edges: { node: { beneficiaryListId: string; listType: string } }[] } }>(
    '{ beneficiaryLists(first: 100) { edges { node { beneficiaryListId listType } } } }',
  );
  const master = lists.beneficiaryLists.edges.find((e) => e.node.listType === 'MASTER')?.node.beneficiaryListId;
  const people = await ask<{ beneficiaries: { edges: { node: Person }[] } }>(
    'query ($id: ID!) { beneficiaries(listId: $id, first: 50) { edges { node { firstName lastName dob } } } }',
    { id: master },
  );
  const known = people.beneficiaries.edges.map((e) => e.node).find((p) => p.dob);
  expect(known).toBeTruthy();
  const person = known as Person;

  // An OPEN list to collect into, and a published form whose answers fill the person's fields.
  const stamp = Date.now();
  const list = await ask<{ createBeneficiaryList: { beneficiaryList: { beneficiaryListId: string } } }>(
    'mutation ($input: CreateBeneficiaryListInput!) { createBeneficiaryList(input: $input) { beneficiaryList { beneficiaryListId } } }',
    { input: { listName: `Registrations ${stamp}`, status: 'OPEN' } },
  );
  const listId = list.createBeneficiaryList.beneficiaryList.beneficiaryListId;
  const text = (en: string) => [{ language: 'en', text: en }];
  const element = (name: string, type: string, label: string, extra: Record<string, unknown> = {}) => ({
    elementId: `spe--e2e-${name}`,
    name,
    type,
    label: text(label),
    ...extra,
  });
  const definition = {
    languages: ['en'],
    defaultLanguage: 'en',
    pages: [
      {
        pageId: 'spa--e2e-1',
        name: 'household',
        elements: [
          element('first_name', 'TEXT', 'First name', { required: true, beneficiaryField: 'FIRST_NAME' }),
          element('last_name', 'TEXT', 'Last name', { required: true, beneficiaryField: 'LAST_NAME' }),
          element('dob', 'DATE', 'Date of birth', { beneficiaryField: 'DOB' }),
          element('has_children', 'YES_NO', 'Are there children in the household?'),
          element('children', 'INTEGER', 'How many children?', { relevant: `\${has_children} = 'yes'`, min: 1 }),
        ],
      },
    ],
  };
  const created = await ask<{ createSmartForm: { smartForm: { smartFormId: string } | null; message: string | null } }>(
    'mutation ($input: CreateSmartFormInput!) { createSmartForm(input: $input) { smartForm { smartFormId } message } }',
    { input: { formName: `Registration ${stamp}`, targetListId: listId, definition } },
  );
  const formId = created.createSmartForm.smartForm?.smartFormId;
  expect(formId, created.createSmartForm.message ?? '').toBeTruthy();
  const published = await ask<{
    publishSmartForm: { smartForm: { publicPath: string } | null; message: string | null };
  }>('mutation ($id: ID!) { publishSmartForm(id: $id) { smartForm { publicPath } message } }', { id: formId });
  const publicPath = published.publishSmartForm.smartForm?.publicPath ?? '';
  expect(publicPath, published.publishSmartForm.message ?? '').toMatch(/^\/f\//);

  // The family's phone: no sign-in, 360 px wide. The form loads once online, then the network goes.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: page.url() });
  const fill = await phone.newPage();
  await fill.goto(publicPath);
  await expect(fill.getByRole('heading', { name: `Registration ${stamp}` })).toBeVisible();
  await phone.setOffline(true);
  await fill.getByLabel('First name').fill(person.firstName);
  await fill.getByLabel('Last name').fill(person.lastName);
  await fill.getByLabel('Date of birth').fill(person.dob ?? '');
  await expect(fill.getByLabel('How many children?')).toHaveCount(0);
  await fill.getByRole('radio', { name: 'Yes' }).check();
  await fill.getByLabel('How many children?').fill('2');
  await fill.getByRole('button', { name: 'Send' }).click();
  await expect(fill.getByRole('status')).toHaveText('Saved on this device: it will be sent when you are online.');
  await phone.setOffline(false);
  await expect(fill.getByText('waiting to be sent')).toHaveCount(0, { timeout: 20_000 });
  await phone.close();

  // Staff see it with the person it may be, and accept it.
  await page.goto(`/smart-forms/${formId}/submissions`);
  const row = page.getByTestId('submission-row').first();
  await expect(row).toHaveAttribute('data-status', 'PENDING', { timeout: 20_000 });
  await expect(page.getByTestId('submission-candidate').first()).toContainText(person.lastName);
  await row.getByTestId('submission-accept').click();
  await page.getByTestId('submission-confirm').click();
  // Decided, it leaves the pending ones the page opens with.
  await expect(page.getByTestId('submission-row')).toHaveCount(0);

  // The new person is in the list, registered by an external form.
  const members = await ask<{ beneficiaries: { edges: { node: Person & { creationMethod: string } }[] } }>(
    'query ($id: ID!) { beneficiaries(listId: $id, first: 10) { edges { node { firstName lastName dob creationMethod } } } }',
    { id: listId },
  );
  expect(members.beneficiaries.edges.map((e) => e.node)).toEqual([
    { firstName: person.firstName, lastName: person.lastName, dob: person.dob, creationMethod: 'EXTERNAL_FORM' },
  ]);
});
