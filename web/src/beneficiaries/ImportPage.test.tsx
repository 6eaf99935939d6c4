// Component test: the import wizard's first steps over a mocked gateway (MockedProvider with the app's own cache, so
// the import's status and its report tables share one record as in the browser) and a stubbed fetch for the upload:
// upload, sheet choice, refusals, mapping, the check and its report. The API, gateway and Playwright suites run the
// real import.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseAndUpload,
  duplicatesMock,
  errorsMock,
  FILE_ID,
  IMPORT_ID,
  importRecord,
  inspection,
  inspectMock,
  LIST_ID,
  listMock,
  renderPage,
  repairsMock,
  reportError,
  statusMock,
  stubUpload,
} from '../test/beneficiaryImports.js';
import { mappingProblems, StartBeneficiaryImportDocument } from './ImportMapping.js';
import { stepOf } from './ImportPage.js';

type Mock = MockLink.MockedResponse;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mappingProblems', () => {
  it('names required columns left unmapped and columns mapped twice', () => {
    expect(mappingProblems(['firstName', null, 'gender', 'gender'], ['firstName', 'lastName'])).toEqual({
      missing: ['lastName'],
      twice: ['gender'],
    });
    expect(mappingProblems(['firstName', 'lastName'], ['firstName', 'lastName'])).toEqual({ missing: [], twice: [] });
  });

  it('puts each import status on its step', () => {
    expect(
      ['CHECKING', 'CHECKED', 'CHECK_FAILED', 'IMPORTING', 'IMPORTED', 'CANCELLED'].map((s) => stepOf(s as never)),
    ).toEqual([2, 3, 3, 4, 4, 4]);
  });
});

describe('ImportPage', () => {
  it('uploads, maps the columns, starts the check and shows the report when the check ends', async () => {
    const fetchMock = stubUpload();
    const start: Mock = {
      request: {
        query: StartBeneficiaryImportDocument,
        variables: {
          input: {
            fileId: FILE_ID,
            beneficiaryListId: LIST_ID,
            encoding: 'AUTO',
            sheetName: null,
            mapping: [
              { header: 'First name', column: 'firstName' },
              { header: 'Surname', column: 'lastName' },
              { header: 'Sex', column: 'gender' },
              { header: 'Notes', column: null },
            ],
            skipDuplicates: true,
          },
        },
      },
      result: {
        data: {
          startBeneficiaryImport: {
            __typename: 'BeneficiaryImportResult',
            import: { __typename: 'BeneficiaryImport', importId: IMPORT_ID, status: 'CHECKING' },
            code: null,
            message: null,
            words: null,
            fieldErrors: [],
          },
        },
      },
    };
    const user = renderPage([
      listMock,
      inspectMock({ inspection: inspection() }),
      start,
      statusMock(importRecord('CHECKING')),
      statusMock(importRecord('CHECKED'), true),
      errorsMock(null, [reportError(2, 'dob', 'dob: not a date (2024-13-45)', '2024-13-45')], true, 'e1'),
      errorsMock('e1', [reportError(4, 'lastName', 'lastName is required', null)], false, 'e2'),
      repairsMock(),
      duplicatesMock,
    ]);
    expect(await screen.findByText('Import beneficiaries into Winter kits')).toBeTruthy();
    // The template's help says which phone forms a file may use.
    expect((await screen.findByTestId('import-phone-forms')).textContent).toContain('00254 71 2345678');
    await chooseAndUpload(user);

    // The file went to POST /api/files as the body, named, as the signed-in user.
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/files');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['x-file-name']).toBe('camp.csv');
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);

    // Pre-filled from the suggestion; the last name is required and not mapped yet.
    const surname = (await screen.findByLabelText('Field for column Surname')) as HTMLSelectElement;
    expect((screen.getByLabelText('Field for column First name') as HTMLSelectElement).value).toBe('firstName');
    expect(surname.value).toBe('');
    expect(screen.getByTestId('import-mapping-missing').textContent).toContain('Last name');
    expect(screen.getByTestId('import-check').hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByTestId('import-mapping-row')[3]?.textContent).toContain('tent 4');

    await user.selectOptions(surname, 'lastName');
    expect(screen.queryByTestId('import-mapping-missing')).toBeNull();
    await user.click(screen.getByTestId('import-check'));

    // The import's id joins the URL; the check's job shows while it runs, then the report.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain(`import=${IMPORT_ID}`));
    expect(await screen.findByTestId('job-progress')).toBeTruthy();
    expect((await screen.findByTestId('import-report', {}, { timeout: 4000 })).textContent).toBeTruthy();
    expect(screen.getByTestId('import-total').textContent).toBe('6');
    expect(screen.getByTestId('import-valid').textContent).toBe('4');
    expect(screen.getByTestId('import-invalid').textContent).toBe('2');
    expect(screen.getByTestId('import-duplicates').textContent).toBe('1');
    const firstError = await screen.findByTestId('import-error-row');
    expect(firstError.textContent).toContain('dob: not a date (2024-13-45)');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('import-error-row')).toHaveLength(2));
    expect(screen.getByTestId('import-errors-loaded').textContent).toBe('Showing 2 of 2');

    const duplicates = await screen.findAllByTestId('import-duplicate-row');
    expect(
      within(duplicates[0] as HTMLElement)
        .getByRole('link', { name: 'Amina Yusuf' })
        .getAttribute('href'),
    ).toBe('/beneficiaries/ben--7');
    expect(duplicates[0]?.textContent).toContain('97 %');
    expect(duplicates[0]?.textContent).toContain('Phone number, Name and date of birth');
    expect(duplicates[1]?.textContent).toContain('row 2');
    expect(duplicates[1]?.textContent).toContain('Possible duplicate');
    expect(screen.getByTestId('import-commit').textContent).toBe('Import 4 valid rows');
  });

  it('asks which sheet of a workbook to read and reads it without uploading again', async () => {
    const fetchMock = stubUpload();
    const user = renderPage([
      listMock,
      inspectMock({
        code: 'VALIDATION_FAILED',
        message: 'The workbook has several sheets (Camp A, Camp B): choose one',
        words: null,
        fieldErrors: [
          {
            __typename: 'FieldError',
            field: 'sheetName',
            code: 'SHEET_REQUIRED',
            message: 'must name one of the sheets: Camp A, Camp B',
            params: [{ __typename: 'ErrorParam', name: 'sheets', value: 'Camp A, Camp B' }],
          },
        ],
      }),
      inspectMock({ inspection: inspection({ format: 'XLSX', encoding: null, sheetName: 'Camp B' }) }, 'Camp B'),
    ]);
    await chooseAndUpload(user, 'camp.xlsx');
    expect((await screen.findByTestId('import-refusal')).textContent).toContain('several sheets');
    await user.selectOptions(screen.getByLabelText('Sheet'), 'Camp B');
    await user.click(screen.getByRole('button', { name: 'Read this sheet' }));
    expect((await screen.findByTestId('import-file-summary')).textContent).toContain('sheet Camp B');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the API's reason for a refused file and for a refused upload", async () => {
    stubUpload();
    const user = renderPage([
      listMock,
      inspectMock({
        code: 'VALIDATION_FAILED',
        message: 'The file has a header row but no data rows',
        words: null,
        fieldErrors: [],
      }),
    ]);
    await chooseAndUpload(user);
    expect((await screen.findByTestId('import-refusal')).textContent).toBe(
      'The file has a header row but no data rows',
    );

    stubUpload(413, { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 1 GiB' });
    await user.click(screen.getByTestId('import-upload-submit'));
    await waitFor(() => expect(screen.getByTestId('import-refusal').textContent).toBe('The file is larger than 1 GiB'));
    expect(screen.queryByTestId('import-mapping')).toBeNull();
  });
});
