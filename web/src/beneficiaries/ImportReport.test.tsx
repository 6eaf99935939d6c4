// Component test: the import wizard once the check has ended, over a mocked gateway: the commit with its progress
// and outcome, a cancelled commit ("Nothing was imported") and a failed check with a fresh start.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  duplicatesMock,
  errorsMock,
  IMPORT_ID,
  importRecord,
  job,
  LIST_ID,
  listMock,
  renderPage,
  repairsMock,
  statusMock,
} from '../test/beneficiaryImports.js';
import { CommitBeneficiaryImportDocument } from './ImportReport.js';

describe('ImportPage after the check', () => {
  it('lists the cells repaired after a spreadsheet: as in the file, as saved, and what was put back', async () => {
    renderPage(
      [
        listMock,
        statusMock(importRecord('CHECKED'), true),
        errorsMock(null, [], false, 'e0'),
        repairsMock([
          {
            __typename: 'BeneficiaryImportRepair',
            rowNumber: 2,
            field: 'phoneNumber',
            kind: 'ZERO_RESTORED',
            original: '712345678',
            stored: '+254712345678',
          },
        ]),
        duplicatesMock,
      ],
      `/beneficiary-lists/${LIST_ID}/import?import=${IMPORT_ID}`,
    );
    const row = await screen.findByTestId('import-repair-row');
    expect(row.textContent).toContain('712345678');
    expect(row.textContent).toContain('+254712345678');
    expect(row.textContent).toContain('Leading 0 put back');
    expect(screen.getByTestId('import-repairs-loaded').textContent).toBe('Showing 1 of 1');
  });

  it('commits the valid rows, shows the progress, then how many rows were imported', async () => {
    const importing = importRecord('IMPORTING', {
      importJob: job('BENEFICIARY_IMPORT_COMMIT', 'PROCESSING', 2, 4),
    });
    const user = renderPage(
      [
        listMock,
        statusMock(importRecord('CHECKED')),
        errorsMock(null, [], false, 'e0'),
        repairsMock(),
        duplicatesMock,
        {
          request: { query: CommitBeneficiaryImportDocument, variables: { id: IMPORT_ID, skipDuplicates: false } },
          result: {
            data: {
              commitBeneficiaryImport: {
                __typename: 'BeneficiaryImportResult',
                import: {
                  __typename: 'BeneficiaryImport',
                  importId: IMPORT_ID,
                  status: 'IMPORTING',
                  skipDuplicates: false,
                  importJob: importing.importJob,
                },
                code: null,
                message: null,
                words: null,
              },
            },
          },
        },
        statusMock(importing),
        statusMock(
          importRecord('IMPORTED', {
            importedRows: 4,
            importJob: job('BENEFICIARY_IMPORT_COMMIT', 'COMPLETED', 4, 4),
          }),
          true,
        ),
      ],
      `/beneficiary-lists/${LIST_ID}/import?import=${IMPORT_ID}`,
    );
    expect(await screen.findByTestId('import-errors-empty')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Skip duplicates/ }));
    await user.click(screen.getByTestId('import-commit'));
    expect(await screen.findByTestId('import-running')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    const done = await screen.findByTestId('import-done', {}, { timeout: 4000 });
    expect(done.textContent).toContain('4 rows imported.');
    expect(within(done).getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      `/beneficiary-lists/${LIST_ID}`,
    );
  });

  it('says nothing was imported after a cancelled commit, and why a check failed', async () => {
    renderPage(
      [
        listMock,
        statusMock(
          importRecord('CANCELLED', {
            errorMessage: 'Cancelled by Amina Admin: nothing was imported',
            importJob: job('BENEFICIARY_IMPORT_COMMIT', 'CANCELLED', 2, 4),
          }),
        ),
      ],
      `/beneficiary-lists/${LIST_ID}/import?import=${IMPORT_ID}`,
    );
    const nothing = await screen.findByTestId('import-nothing');
    expect(nothing.textContent).toContain('Nothing was imported.');
    expect(nothing.textContent).toContain('Cancelled by Amina Admin');
  });

  it('shows why the check failed and starts again from another file', async () => {
    const user = renderPage(
      [
        listMock,
        statusMock(
          importRecord('CHECK_FAILED', { errorMessage: 'Row 3, column Notes: a cell over 32,767 characters' }),
        ),
      ],
      `/beneficiary-lists/${LIST_ID}/import?import=${IMPORT_ID}`,
    );
    const failed = await screen.findByTestId('import-check-failed');
    expect(failed.textContent).toContain('Row 3, column Notes');
    await user.click(within(failed).getByRole('button', { name: 'Choose another file' }));
    expect(await screen.findByTestId('import-upload')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/beneficiary-lists/${LIST_ID}/import`);
  });
});
