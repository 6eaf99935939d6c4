// Mocked gateway answers and the render of the import wizard, shared by its component tests.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createCache } from '../app/apollo.js';
import { BeneficiaryListDocument } from '../beneficiaries/BeneficiaryListPage.js';
import { BeneficiaryImportDocument, ImportPage } from '../beneficiaries/ImportPage.js';
import {
  ImportDuplicatesDocument,
  ImportErrorsDocument,
  ImportRepairsDocument,
  REPORT_PAGE_SIZE,
} from '../beneficiaries/ImportReportTables.js';
import { InspectBeneficiaryImportDocument } from '../beneficiaries/ImportUpload.js';
import { fakeTokens, renderWithProviders, testSession } from './helpers.js';

export type Mock = MockLink.MockedResponse;

export const LIST_ID = 'bel--winter';
export const IMPORT_ID = 'imp--1';
export const FILE_ID = 'fil--1';

export const listMock: Mock = {
  request: { query: BeneficiaryListDocument, variables: { id: LIST_ID } },
  result: {
    data: {
      beneficiaryList: {
        __typename: 'BeneficiaryList',
        beneficiaryListId: LIST_ID,
        listName: 'Winter kits',
        listComments: null,
        listType: 'CUSTOM',
        status: 'OPEN',
        numberOfFamilies: 2,
        numberOfFamilyMembers: 5,
        numberOfMainBeneficiaries: 2,
        propertyList: [],
        viewerCanUpdate: true,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const HEADERS = ['First name', 'Surname', 'Sex', 'Notes'];

export function inspection(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'BeneficiaryImportInspection',
    fileId: FILE_ID,
    fileName: 'camp.csv',
    format: 'CSV',
    encoding: 'UTF_8',
    sheets: [],
    sheetName: null,
    headers: HEADERS,
    sampleRows: [
      ['Amina', 'Yusuf', 'F', ''],
      ['Omar', 'Ali', 'M', 'tent 4'],
    ],
    totalBytes: 120,
    mapping: [
      { __typename: 'BeneficiaryImportMapping', header: 'First name', column: 'firstName' },
      { __typename: 'BeneficiaryImportMapping', header: 'Surname', column: null },
      { __typename: 'BeneficiaryImportMapping', header: 'Sex', column: 'gender' },
      { __typename: 'BeneficiaryImportMapping', header: 'Notes', column: null },
    ],
    requiredColumns: ['firstName', 'lastName'],
    ...overrides,
  };
}

export function inspectMock(answer: Record<string, unknown>, sheetName: string | null = null): Mock {
  return {
    request: { query: InspectBeneficiaryImportDocument, variables: { fileId: FILE_ID, encoding: 'AUTO', sheetName } },
    result: {
      data: {
        inspectBeneficiaryImport: {
          __typename: 'BeneficiaryImportInspectionResult',
          inspection: null,
          code: null,
          message: null,
          words: null,
          fieldErrors: [],
          ...answer,
        },
      },
    },
  };
}

export function job(kind: string, status: string, done: number, total: number) {
  return {
    __typename: 'Job',
    jobId: `job--${kind}`,
    kind,
    status,
    attempts: 1,
    errorMessage: null,
    cancelRequested: false,
    viewerCanCancel: true,
    createdAt: '2026-11-23T08:00:00.000Z',
    startedAt: '2026-11-23T08:00:01.000Z',
    finishedAt: status === 'PROCESSING' ? null : '2026-11-23T08:00:05.000Z',
    progress: { __typename: 'JobProgress', done, total, percent: Math.round((done / total) * 100) },
  };
}

export function importRecord(status: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'BeneficiaryImport',
    importId: IMPORT_ID,
    status,
    fileName: 'camp.csv',
    skipDuplicates: true,
    totalRows: 6,
    validRows: 4,
    invalidRows: 2,
    duplicateRows: 1,
    importedRows: 0,
    errorMessage: null,
    checkJob: job('BENEFICIARY_IMPORT_CHECK', status === 'CHECKING' ? 'PROCESSING' : 'COMPLETED', 3, 6),
    importJob: null,
    ...overrides,
  };
}

export function statusMock(record: Record<string, unknown>, again = false): Mock {
  return {
    request: { query: BeneficiaryImportDocument, variables: { id: IMPORT_ID } },
    result: { data: { beneficiaryImport: record } },
    ...(again ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
  };
}

export function reportError(row: number, field: string, message: string, value: string | null) {
  return { __typename: 'BeneficiaryImportError', rowNumber: row, field, code: 'INVALID_VALUE', message, value };
}

export function errorsMock(after: string | null, nodes: unknown[], hasNextPage: boolean, endCursor: string): Mock {
  return {
    request: { query: ImportErrorsDocument, variables: { id: IMPORT_ID, first: REPORT_PAGE_SIZE, after } },
    result: {
      data: {
        beneficiaryImport: {
          __typename: 'BeneficiaryImport',
          importId: IMPORT_ID,
          errors: {
            __typename: 'BeneficiaryImportErrorConnection',
            totalCount: 2,
            pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
            nodes,
          },
        },
      },
    },
  };
}

export function repairsMock(nodes: unknown[] = []): Mock {
  return {
    request: { query: ImportRepairsDocument, variables: { id: IMPORT_ID, first: REPORT_PAGE_SIZE, after: null } },
    result: {
      data: {
        beneficiaryImport: {
          __typename: 'BeneficiaryImport',
          importId: IMPORT_ID,
          repairs: {
            __typename: 'BeneficiaryImportRepairConnection',
            totalCount: nodes.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: nodes.length ? 'r1' : null },
            nodes,
          },
        },
      },
    },
  };
}

export const duplicatesMock: Mock = {
  request: { query: ImportDuplicatesDocument, variables: { id: IMPORT_ID, first: REPORT_PAGE_SIZE, after: null } },
  result: {
    data: {
      beneficiaryImport: {
        __typename: 'BeneficiaryImport',
        importId: IMPORT_ID,
        duplicates: {
          __typename: 'BeneficiaryImportDuplicateConnection',
          totalCount: 2,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'd2' },
          nodes: [
            {
              __typename: 'BeneficiaryImportDuplicate',
              rowNumber: 3,
              firstName: 'Amina',
              lastName: 'Yusuf',
              dob: '1990-02-03',
              duplicateOf: {
                __typename: 'Beneficiary',
                beneficiaryId: 'ben--7',
                firstName: 'Amina',
                lastName: 'Yusuf',
              },
              duplicateOfRow: null,
              score: 0.97,
              level: 'DUPLICATE',
              reasons: ['PHONE_NUMBER', 'NAME_AND_DOB'],
            },
            {
              __typename: 'BeneficiaryImportDuplicate',
              rowNumber: 5,
              firstName: 'Omar',
              lastName: 'Aly',
              dob: null,
              duplicateOf: null,
              duplicateOfRow: 2,
              score: 0.81,
              level: 'POSSIBLE_DUPLICATE',
              reasons: ['NAME_AND_DOB'],
            },
          ],
        },
      },
    },
  },
};

export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

export function renderPage(mocks: Mock[], url = `/beneficiary-lists/${LIST_ID}/import`) {
  renderWithProviders(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <Routes>
        <Route
          path="/beneficiary-lists/:listId/import"
          element={
            <>
              <ImportPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MockedProvider>,
    { url, session: testSession({ tokens: fakeTokens(Date.now() + 3_600_000) }) },
  );
  return userEvent.setup();
}

/** The upload answered by a stubbed POST /api/files. */
export function stubUpload(status = 201, body: unknown = { fileId: FILE_ID, fileName: 'camp.csv', sizeBytes: 120 }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export async function chooseAndUpload(user: ReturnType<typeof userEvent.setup>, name = 'camp.csv') {
  const input = (await screen.findByTestId('import-file')) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['First name,Surname\nA,B\n'], name, { type: 'text/csv' })] } });
  await user.click(screen.getByTestId('import-upload-submit'));
}
