// The report import wizard: remembered columns fill the fields, the upload and the start mutation run, the job's
// progress then the import's counts and result link show; a refusal (a missing column) shows its message.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTextBundle } from '../i18n/bundles.js';
import { RECONCILIATION_TEXTS } from '../i18n/reconciliation.js';
import { JobDocument } from '../jobs/JobProgress.js';
import { renderWithProviders } from '../test/helpers.js';
import { ImportReportWizard } from './ImportReportWizard.js';
import {
  ReconciliationImportDocument,
  ReconciliationProviderDocument,
  StartReconciliationImportDocument,
} from './operations.js';

const FILE_ID = 'upl--1';

function stubUpload() {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ fileId: FILE_ID, fileName: 'bank.csv', sizeBytes: 40 }), { status: 201 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Wizard() {
  useTextBundle(RECONCILIATION_TEXTS);
  return <ImportReportWizard distributionId="dis--1" onClose={() => undefined} />;
}

const provider = {
  request: { query: ReconciliationProviderDocument, variables: { provider: 'Bank' } },
  result: {
    data: {
      reconciliationProvider: {
        __typename: 'ReconciliationProvider',
        provider: 'Bank',
        matchColumn: 'Reference',
        statusColumn: 'State',
      },
    },
  },
};

const input = {
  distributionId: 'dis--1',
  fileId: FILE_ID,
  provider: 'Bank',
  matchColumn: 'Reference',
  statusColumn: 'State',
};

const job = {
  __typename: 'Job',
  jobId: 'job--1',
  kind: 'RECONCILIATION_IMPORT',
  status: 'COMPLETED',
  attempts: 1,
  errorMessage: null,
  cancelRequested: false,
  viewerCanCancel: false,
  createdAt: '2026-11-23T08:00:00.000Z',
  startedAt: '2026-11-23T08:00:01.000Z',
  finishedAt: '2026-11-23T08:00:05.000Z',
  progress: { __typename: 'JobProgress', done: 3, total: 3, percent: 100 },
};

async function fill() {
  const user = userEvent.setup();
  const file = (await screen.findByTestId('import-file')) as HTMLInputElement;
  fireEvent.change(file, { target: { files: [new File(['Reference,State\ncsh01,PAID\n'], 'bank.csv')] } });
  const name = screen.getByTestId('import-provider');
  await user.type(name, 'Bank');
  fireEvent.blur(name);
  await waitFor(() => expect((screen.getByTestId('import-match-column') as HTMLInputElement).value).toBe('Reference'));
  expect((screen.getByTestId('import-status-column') as HTMLInputElement).value).toBe('State');
  await user.click(screen.getByTestId('import-submit'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImportReportWizard', () => {
  it('pre-fills the remembered columns, starts the import and shows its counts and result link', async () => {
    const fetchMock = stubUpload();
    const start = {
      request: { query: StartReconciliationImportDocument, variables: { input } },
      result: {
        data: {
          startReconciliationImport: {
            __typename: 'StartReconciliationImportResult',
            import: { __typename: 'ReconciliationImport', importId: 'rci--1', status: 'REQUESTED' },
            job: { __typename: 'Job', jobId: 'job--1', status: 'REQUESTED' },
            code: null,
            message: null,
            words: null,
            fieldErrors: [],
          },
        },
      },
    };
    const outcome = {
      request: { query: ReconciliationImportDocument, variables: { importId: 'rci--1' } },
      result: {
        data: {
          reconciliationImport: {
            __typename: 'ReconciliationImport',
            importId: 'rci--1',
            status: 'COMPLETED',
            matched: 3,
            failed: 1,
            notFound: 2,
            changed: 4,
            error: null,
            resultPath: '/api/reconciliation/imports/rci--1/result.csv',
          },
        },
      },
    };
    const jobMock = { request: { query: JobDocument, variables: { id: 'job--1' } }, result: { data: { job } } };
    renderWithProviders(<Wizard />, { mocks: [provider, start, outcome, jobMock] as never });
    await fill();
    expect(await screen.findByTestId('job-progress')).toBeTruthy();
    expect((await screen.findByTestId('import-count-matched')).textContent).toBe('3');
    expect(screen.getByTestId('import-count-failed').textContent).toBe('1');
    expect(screen.getByTestId('import-count-notFound').textContent).toBe('2');
    expect(screen.getByTestId('import-count-changed').textContent).toBe('4');
    expect(screen.getByTestId('import-result').getAttribute('href')).toBe(
      '/api/reconciliation/imports/rci--1/result.csv',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal naming the missing column', async () => {
    stubUpload();
    const refused = {
      request: { query: StartReconciliationImportDocument, variables: { input } },
      result: {
        data: {
          startReconciliationImport: {
            __typename: 'StartReconciliationImportResult',
            import: null,
            job: null,
            code: 'VALIDATION_FAILED',
            message: 'MISSING_COLUMN: the report has no column Reference',
            words: null,
            fieldErrors: [],
          },
        },
      },
    };
    renderWithProviders(<Wizard />, { mocks: [provider, refused] as never });
    await fill();
    expect((await screen.findByTestId('import-problem')).textContent).toContain(
      'MISSING_COLUMN: the report has no column Reference',
    );
  });
});
