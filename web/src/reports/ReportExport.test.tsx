// Component test of the report pages' download and schedule panel: the gateway is mocked with Apollo's
// MockedProvider (what is sent, the job's progress polled until the link, cancel, the CSV table, the schedule form
// and its refusals); the gateway and API suites write real files.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeProvider } from '../accounts/me.js';
import { meFixture, permissionsFor } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import { cancelJobAnswer, completedFile, reportFileAnswer, reportFileNode } from '../test/reportFiles.js';
import {
  ScheduleBeneficiaryListReportDocument,
  ScheduleDistributionSummaryReportDocument,
  StartBeneficiaryListReportFileDocument,
  StartDistributionSummaryReportFileDocument,
} from './fileOperations.js';
import { ReportExport, type ReportExportProps } from './ReportExport.js';

const INPUT = { listIds: ['bel--1'], genders: ['F' as const] };

function started(variables: Record<string, unknown>, sent: () => void = () => {}): MockLink.MockedResponse {
  return {
    request: { query: StartBeneficiaryListReportFileDocument, variables },
    result: () => {
      sent();
      return {
        data: {
          startBeneficiaryListReportFile: {
            __typename: 'ReportFileResult',
            report: { __typename: 'ReportFile', reportId: 'rpt--1' },
            code: null,
            message: null,
            words: null,
            fieldErrors: [],
          },
        },
      };
    },
  };
}

function renderPanel(
  mocks: MockLink.MockedResponse[],
  props: ReportExportProps = { kind: 'BENEFICIARY_LISTS', input: INPUT },
  me = meFixture(),
) {
  return renderWithProviders(
    <MeProvider me={me}>
      <ReportExport {...props} />
    </MeProvider>,
    { mocks },
  );
}

async function choose(format: 'XLSX' | 'CSV' | 'PDF') {
  await userEvent.click(screen.getByTestId('report-download'));
  await userEvent.click(await screen.findByTestId(`report-format-${format}`));
}

describe('ReportExport', () => {
  it('starts the file with the report on screen, shows its progress, then the download link', async () => {
    const sent = vi.fn();
    renderPanel([
      started({ input: INPUT, format: 'XLSX', language: 'en' }, sent),
      reportFileAnswer(reportFileNode()),
      reportFileAnswer(completedFile(), true),
    ]);
    await choose('XLSX');
    const progress = await screen.findByTestId('report-file-progress');
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(progress.getAttribute('data-status')).toBe('PROCESSING'));
    expect(screen.getByTestId('report-file-steps').textContent).toBe('2 of 5 steps');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    // Polled every second until the job ends.
    const link = await screen.findByTestId('report-file-link', {}, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/api/reports/files/rpt--1/download');
    expect(link.getAttribute('download')).toBe('beneficiary-list-report.xlsx');
    expect(screen.queryByTestId('report-file-cancel')).toBeNull();
  });

  it('cancels the job of a file being written', async () => {
    const cancelled = vi.fn();
    renderPanel([
      started({ input: INPUT, format: 'PDF', language: 'en' }),
      reportFileAnswer(reportFileNode({ format: 'PDF' })),
      cancelJobAnswer(cancelled),
      reportFileAnswer(
        reportFileNode({ format: 'PDF', status: 'CANCELLED', finishedAt: '2026-11-23T08:00:03Z' }),
        true,
      ),
    ]);
    await choose('PDF');
    await userEvent.click(await screen.findByTestId('report-file-cancel'));
    await waitFor(() => expect(cancelled).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Writing the file was cancelled.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByTestId('report-file-link')).toBeNull();
  });

  it('says why the file failed, and puts the panel away on Close', async () => {
    renderPanel([
      started({ input: INPUT, format: 'XLSX', language: 'en' }),
      reportFileAnswer(reportFileNode({ status: 'FAILURE', errorMessage: 'The database went away' }), true),
    ]);
    await choose('XLSX');
    expect((await screen.findByTestId('report-file-error')).textContent).toBe(
      'The file could not be written: The database went away',
    );
    expect(screen.queryByTestId('report-file-cancel')).toBeNull();
    await userEvent.click(screen.getByTestId('report-file-close'));
    expect(screen.queryByTestId('report-file-progress')).toBeNull();
  });

  it('asks which table a CSV holds, then sends it', async () => {
    const sent = vi.fn();
    renderPanel([
      started({ input: INPUT, format: 'CSV', language: 'en', table: 'NATIONALITY' }, sent),
      reportFileAnswer(completedFile({ format: 'CSV', table: 'NATIONALITY' }), true),
    ]);
    await choose('CSV');
    const table = await screen.findByTestId('report-csv-table');
    // The beneficiary list report's tables, labelled, the first chosen.
    expect((table as HTMLSelectElement).value).toBe('LISTS');
    expect(screen.getByRole('option', { name: 'Nationality' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Delivery per day' })).toBeNull();
    expect(sent).not.toHaveBeenCalled();
    await userEvent.selectOptions(table, 'NATIONALITY');
    await userEvent.click(screen.getByTestId('report-csv-submit'));
    expect(await screen.findByTestId('report-file-link')).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('shows why the file was refused, in words', async () => {
    renderPanel(
      [
        {
          request: {
            query: StartDistributionSummaryReportFileDocument,
            variables: { input: { programIds: ['prg--9'] }, format: 'XLSX', language: 'en' },
          },
          result: {
            data: {
              startDistributionSummaryReportFile: {
                __typename: 'ReportFileResult',
                report: null,
                code: 'NOT_FOUND',
                message: 'Program prg--9 not found',
                words: null,
                fieldErrors: [],
              },
            },
          },
        },
      ],
      { kind: 'DISTRIBUTION_SUMMARY', input: { programIds: ['prg--9'] } },
    );
    await choose('XLSX');
    expect((await screen.findByTestId('report-file-refusal')).textContent).toBe(
      'A list, program or distribution of this report is no longer within your reach.',
    );
    expect(screen.queryByTestId('report-file-progress')).toBeNull();
  });

  it('schedules the report with the frequency, format and table chosen', async () => {
    const sent = vi.fn();
    renderPanel([
      {
        request: {
          query: ScheduleBeneficiaryListReportDocument,
          variables: { input: INPUT, format: 'CSV', language: 'en', frequency: 'MONTHLY', table: 'SEX_AGE' },
        },
        result: () => {
          sent();
          return {
            data: {
              scheduleBeneficiaryListReport: {
                __typename: 'ReportScheduleResult',
                schedule: { __typename: 'ReportSchedule', scheduleId: 'rps--1', nextRunAt: '2026-12-01T00:00:00.000Z' },
                code: null,
                message: null,
                words: null,
                fieldErrors: [],
              },
            },
          };
        },
      },
    ]);
    await userEvent.click(screen.getByTestId('report-schedule'));
    await userEvent.selectOptions(await screen.findByTestId('report-schedule-frequency'), 'MONTHLY');
    await userEvent.selectOptions(screen.getByTestId('report-schedule-format'), 'CSV');
    await userEvent.selectOptions(screen.getByTestId('report-schedule-table'), 'SEX_AGE');
    await userEvent.click(screen.getByTestId('report-schedule-submit'));
    expect(await screen.findByText(/^Scheduled: the first file is written on/)).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('report-schedule-form')).toBeNull());
  });

  it('keeps the schedule form open with the refusal in words when too many schedules exist', async () => {
    renderPanel(
      [
        {
          request: {
            query: ScheduleDistributionSummaryReportDocument,
            variables: { input: {}, format: 'XLSX', language: 'en', frequency: 'WEEKLY' },
          },
          result: {
            data: {
              scheduleDistributionSummaryReport: {
                __typename: 'ReportScheduleResult',
                schedule: null,
                code: 'CONFLICT',
                message: 'At most 50 schedules',
                words: null,
                fieldErrors: [],
              },
            },
          },
        },
      ],
      { kind: 'DISTRIBUTION_SUMMARY', input: {} },
    );
    await userEvent.click(screen.getByTestId('report-schedule'));
    await userEvent.click(await screen.findByTestId('report-schedule-submit'));
    expect((await screen.findByTestId('report-schedule-error')).textContent).toContain(
      'The organisation already keeps the most schedules it may',
    );
    expect(screen.getByTestId('report-schedule-form')).toBeTruthy();
  });

  it('is not shown to a member who may view reports but not export them', () => {
    renderPanel([], undefined, meFixture({ permissions: permissionsFor({ REPORTS: ['VIEW'] }) }));
    expect(screen.queryByTestId('report-download')).toBeNull();
    expect(screen.queryByTestId('report-schedule')).toBeNull();
  });
});
