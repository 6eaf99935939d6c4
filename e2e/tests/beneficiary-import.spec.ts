import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { graphql, signIn } from './helpers.js';

// Beneficiary management end to end (issue 8): a file with mixed rows is checked, its report read, its valid rows
// imported while the progress bar shows; a duplicate pair is decided; the list is filtered with two operators and
// exported as CSV.

type DemoPerson = {
  firstName: string;
  lastName: string;
  gender: string | null;
  dob: string | null;
  phoneNumber: string | null;
  externalReferenceNumber: string | null;
};

/** A seeded demo person (the first of the master list by reference), to put in the file again. */
async function demoPerson(page: Page, context: BrowserContext): Promise<DemoPerson> {
  const { organization } = await graphql<{ organization: { masterBeneficiaryListId: string } }>(
    page,
    context,
    'query { organization { masterBeneficiaryListId } }',
  );
  const { beneficiaries } = await graphql<{ beneficiaries: { edges: { node: DemoPerson }[] } }>(
    page,
    context,
    `query ($listId: ID!, $filter: BeneficiaryFilter) {
      beneficiaries(listId: $listId, first: 1, filter: $filter) {
        edges { node { firstName lastName gender dob phoneNumber externalReferenceNumber } }
      }
    }`,
    {
      listId: organization.masterBeneficiaryListId,
      filter: { conditions: [{ field: 'EXTERNAL_REFERENCE_NUMBER', operator: 'EQUAL', value: 'REF-000001' }] },
    },
  );
  const person = beneficiaries.edges[0]?.node;
  expect(person, 'the demo seed has REF-000001').toBeTruthy();
  return person as DemoPerson;
}

const HEADER =
  'firstName,lastName,gender,dob,email,phoneNumber,externalReferenceNumber,numberOfFamilyMembers,nationality';

test('the demo admin imports a file with mixed rows, reviews a duplicate, filters and exports the list', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.aid');
  // Letters only, so the family name is a name and unique to this run.
  const family = `Qx${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const listName = `Import test ${family}`;
  const demo = await demoPerson(page, context);

  // A custom OPEN list to import into.
  await page.goto('/beneficiary-lists');
  await page.getByRole('button', { name: 'New list' }).click();
  const form = page.getByTestId('create-list-form');
  await form.getByLabel('List name').fill(listName);
  await form.getByLabel('Status').selectOption('OPEN');
  await form.getByRole('button', { name: 'Create list' }).click();
  await page.getByRole('link', { name: listName }).click();
  await expect(page.getByTestId('list-name')).toHaveText(listName);
  await expect(page.getByTestId('list-main-beneficiaries')).toHaveText('0');

  // Four good rows (one a duplicate of a demo person), three bad ones: a wrong date, no last name, an unknown gender.
  const csv = [
    HEADER,
    `Amina,${family},F,1991-03-04,,+254711000001,,2,KE`,
    `Grace,${family},F,04/05/1992,,,,1,KE`,
    `Peter,${family},M,1980-01-01,,,,0,UG`,
    `Bad,${family},F,2024-13-45,,,,0,KE`,
    'Nolast,,F,1990-01-01,,,,0,KE',
    `Weird,${family},X,1990-01-01,,,,0,KE`,
    [
      demo.firstName,
      demo.lastName,
      demo.gender ?? '',
      demo.dob ?? '',
      '',
      demo.phoneNumber ?? '',
      demo.externalReferenceNumber ?? '',
      '1',
      '',
    ].join(','),
  ].join('\n');

  await page.getByTestId('list-import').click();
  await expect(page).toHaveURL(/\/import$/);
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: `${family}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`, 'utf8') });
  await page.getByTestId('import-upload-submit').click();

  // The template's header names map themselves.
  await expect(page.getByLabel('Field for column lastName')).toHaveValue('lastName');
  await page.getByTestId('import-check').click();

  // The report, before anything is saved.
  await expect(page.getByTestId('import-report')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('import-total')).toHaveText('7');
  await expect(page.getByTestId('import-valid')).toHaveText('4');
  await expect(page.getByTestId('import-invalid')).toHaveText('3');
  const errorRows = page.getByTestId('import-error-row');
  await expect(errorRows.filter({ hasText: '2024-13-45' })).toHaveCount(1);
  await expect(errorRows.filter({ hasText: 'lastName' })).toHaveCount(1);
  await expect(errorRows.filter({ hasText: 'gender' })).toHaveCount(1);
  const duplicate = page.getByTestId('import-duplicate-row').filter({ hasText: demo.lastName });
  await expect(duplicate).toHaveCount(1);
  await expect(duplicate.getByRole('link')).toHaveAttribute('href', /\/beneficiaries\/ben--/);

  // Import the valid rows; the commit's progress bar shows while it runs, then the outcome.
  await page.getByTestId('import-commit').click();
  const progress = page.getByTestId('job-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 60_000 });
  const doneText = (await page.getByTestId('import-done').textContent()) ?? '';
  const imported = Number(/(\d+) rows imported/.exec(doneText)?.[1]);
  // Skipping duplicates (the default) leaves out the demo person (same external reference: certain); three go in.
  expect(imported).toBe(3);
  await page.getByTestId('import-back-to-list').click();
  await expect(page.getByTestId('list-main-beneficiaries')).toHaveText(String(imported));

  // The review queue: decide one pair, and it leaves the queue.
  await page.goto('/beneficiary-lists');
  await page.getByTestId('review-duplicates').click();
  await expect(page).toHaveURL(/\/beneficiary-lists\/duplicates$/);
  const pairs = page.getByTestId('duplicate-pair');
  await expect(pairs.first()).toBeVisible();
  const before = (await page.getByTestId('duplicates-loaded').textContent()) ?? '';
  const total = Number(/of (\d+)/.exec(before)?.[1]);
  const decided = await pairs.first().getAttribute('data-pair-id');
  await pairs.first().getByTestId('duplicate-distinct').click();
  // Found by its text: the list's creation and the import may still show their own success alerts (6 s each).
  await expect(page.getByTestId('alert-success').filter({ hasText: 'Marked as two different people' })).toBeVisible();
  await expect(page.locator(`[data-pair-id="${decided}"]`)).toHaveCount(0);
  await expect(page.getByTestId('duplicates-loaded')).toContainText(`of ${total - 1}`);

  // The list filtered with two operators: last name CONTAINS and gender EQUAL.
  await page.goto('/beneficiary-lists');
  await page.getByRole('link', { name: listName }).click();
  await page.getByRole('button', { name: 'Add condition' }).click();
  const first = page.getByTestId('filter-row').nth(0);
  await first.getByLabel('Field').selectOption('LAST_NAME');
  await first.getByLabel('Operator').selectOption('CONTAINS');
  await first.getByLabel('Value').fill(family.slice(0, 5));
  await page.getByRole('button', { name: 'Add condition' }).click();
  const second = page.getByTestId('filter-row').nth(1);
  await second.getByLabel('Field').selectOption('GENDER');
  await second.getByLabel('Operator').selectOption('EQUAL');
  await second.getByLabel('Value').selectOption('F');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByTestId('members-loaded')).toHaveText('Showing 2 of 2');
  await expect(page.getByTestId('member-row')).toHaveCount(2);
  await expect(page.getByTestId('member-row').filter({ hasText: 'Peter' })).toHaveCount(0);

  // Exported as CSV with the same filter: the import template's header first.
  await page.getByTestId('list-export').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await download.path()) as string, 'utf8');
  const [firstLine, ...rows] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  expect(firstLine?.startsWith(HEADER)).toBe(true);
  expect(rows).toHaveLength(2);
  expect(rows.every((row) => row.includes(family))).toBe(true);
});
