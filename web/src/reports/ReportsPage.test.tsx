// Page test of /reports: the two reports' cards, the recent report files (paged, polled while one is written, with
// their download and cancel) and the schedules (deleted after a confirmation), with their empty and error states.
// The gateway is mocked with Apollo's MockedProvider.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeProvider } from '../accounts/me.js';
import { meFixture, permissionsFor } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import {
  cancelJobAnswer,
  completedFile,
  reportFileNode,
  reportFilesAnswer,
  scheduleNode,
  schedulesAnswer,
} from '../test/reportFiles.js';
import { DeleteReportScheduleDocument } from './fileOperations.js';
import { RECENT_PAGE_SIZE } from './ReportFileList.js';
import { ReportsPage } from './ReportsPage.js';

const FIRST = { first: RECENT_PAGE_SIZE };

function renderPage(mocks: MockLink.MockedResponse[], me = meFixture()) {
  return renderWithProviders(
    <MeProvider me={me}>
      <ReportsPage />
    </MeProvider>,
    { mocks, url: '/reports' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReportsPage', () => {
  it('links to both reports, each with what it answers', () => {
    renderPage([reportFilesAnswer(FIRST, []), schedulesAnswer([])]);
    expect(screen.getByTestId('report-card-BENEFICIARY_LISTS').getAttribute('href')).toBe('/reports/beneficiary-lists');
    expect(screen.getByTestId('report-card-DISTRIBUTION_SUMMARY').getAttribute('href')).toBe('/reports/distribution');
    expect(screen.getByTestId('report-card-DISTRIBUTION_SUMMARY').textContent).toContain('Who received what');
    // The card's name is what it shows, its title first (WCAG 2.5.3, label in name).
    expect(screen.getByRole('link', { name: /^Distribution summary report.*Who received what/ })).toBe(
      screen.getByTestId('report-card-DISTRIBUTION_SUMMARY'),
    );
  });

  it('lists the recent files and the schedules', async () => {
    const other = completedFile({
      reportId: 'rpt--2',
      title: 'Distribution summary: Winter',
      kind: 'DISTRIBUTION_SUMMARY',
      format: 'CSV',
      table: 'TOTALS',
      createdBy: 'usr--other',
      scheduleId: 'rps--1',
      sizeBytes: 2_500_000,
    });
    const failed = reportFileNode({ reportId: 'rpt--3', status: 'FAILURE', errorMessage: 'The database went away' });
    renderPage([
      reportFilesAnswer(FIRST, [completedFile(), other, failed]),
      schedulesAnswer([
        scheduleNode({ lastReportId: 'rpt--2' }),
        scheduleNode({ scheduleId: 'rps--2', frequency: 'WEEKLY' }),
      ]),
    ]);
    const recent = await screen.findByTestId('recent-reports');
    const rows = within(recent).getAllByTestId('recent-report');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Beneficiary list report: master list');
    expect(rows[0]?.textContent).toContain('You');
    expect(rows[0]?.textContent).toContain('1.5 KB');
    expect(
      within(rows[0] as HTMLElement)
        .getByTestId('recent-report-download')
        .getAttribute('href'),
    ).toBe('/api/reports/files/rpt--1/download');
    expect(rows[1]?.textContent).toContain('CSV · Totals per currency');
    expect(rows[1]?.textContent).toContain('Another member');
    expect(rows[1]?.textContent).toContain('Scheduled');
    expect(rows[1]?.textContent).toContain('2.4 MB');
    expect(rows[2]?.getAttribute('data-status')).toBe('FAILURE');
    expect(rows[2]?.textContent).toContain('The database went away');
    expect(within(rows[2] as HTMLElement).queryByTestId('recent-report-download')).toBeNull();

    const scheduled = await screen.findByTestId('scheduled-reports');
    const schedules = within(scheduled).getAllByTestId('scheduled-report');
    expect(schedules.map((row) => within(row).getByTestId('scheduled-report-frequency').textContent)).toEqual([
      'Every month (the 1st)',
      'Every week (Monday)',
    ]);
    expect(schedules[0]?.textContent).toContain('rpt--2');
    expect(schedules[1]?.textContent).toContain('Not yet');
    expect(screen.getByTestId('scheduled-reports-note').textContent).toContain('sending them by message comes with');
  });

  it('downloads a file with the session, not by a bare link', async () => {
    const fetched = vi.fn(async (_url: string) => new Response('xlsx bytes', { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage([reportFilesAnswer(FIRST, [completedFile()]), schedulesAnswer([])]);
    await userEvent.click(await screen.findByTestId('recent-report-download'));
    await waitFor(() => expect(saved).toEqual(['beneficiary-list-report.xlsx']));
    expect(fetched.mock.calls[0]?.[0]).toBe('/api/reports/files/rpt--1/download');
  });

  it('says there is nothing yet, with the way to the reports', async () => {
    renderPage([reportFilesAnswer(FIRST, []), schedulesAnswer([])]);
    const empty = await screen.findByTestId('recent-reports-empty');
    expect(empty.textContent).toContain('No reports yet: open a report and download it.');
    expect(within(empty).getByRole('link', { name: 'Beneficiary list report' }).getAttribute('href')).toBe(
      '/reports/beneficiary-lists',
    );
    expect((await screen.findByTestId('scheduled-reports-empty')).textContent).toContain('No scheduled reports');
  });

  it('shows why the lists could not be loaded, with a retry', async () => {
    renderPage([
      {
        request: { query: reportFilesAnswer(FIRST, []).request.query, variables: FIRST },
        error: new Error('Gateway unreachable'),
      },
      { request: schedulesAnswer([]).request, error: new Error('Gateway unreachable') },
      reportFilesAnswer(FIRST, [completedFile()]),
    ]);
    const error = await screen.findByTestId('recent-reports-error');
    expect(error.textContent).toContain('The recent reports could not be loaded: Gateway unreachable');
    expect((await screen.findByTestId('scheduled-reports-error')).textContent).toContain('Gateway unreachable');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('recent-reports')).toBeTruthy();
  });

  it('asks the list again every 3 s while a file is being written', async () => {
    renderPage([
      reportFilesAnswer(FIRST, [reportFileNode()]),
      reportFilesAnswer(FIRST, [completedFile()]),
      schedulesAnswer([]),
    ]);
    const row = await screen.findByTestId('recent-report');
    expect(row.getAttribute('data-status')).toBe('PROCESSING');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    await waitFor(() => expect(screen.getByTestId('recent-report').getAttribute('data-status')).toBe('COMPLETED'), {
      timeout: 4500,
    });
  }, 8000);

  it('cancels a file being written from its row', async () => {
    const cancelled = vi.fn();
    renderPage([
      reportFilesAnswer(FIRST, [reportFileNode()]),
      cancelJobAnswer(cancelled),
      reportFilesAnswer(FIRST, [reportFileNode({ status: 'CANCELLED' })]),
      schedulesAnswer([]),
    ]);
    await userEvent.click(await screen.findByTestId('recent-report-cancel'));
    await waitFor(() => expect(cancelled).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('recent-report').getAttribute('data-status')).toBe('CANCELLED'));
  });

  it('pages forwards and back by cursor', async () => {
    renderPage([
      // Back on the first page, cache-and-network asks for it again.
      {
        ...reportFilesAnswer(FIRST, [completedFile()], { hasNextPage: true, endCursor: 'c-1', totalCount: 21 }),
        maxUsageCount: 2,
      },
      reportFilesAnswer({ ...FIRST, after: 'c-1' }, [completedFile({ reportId: 'rpt--21', title: 'The oldest' })], {
        totalCount: 21,
      }),
      schedulesAnswer([]),
    ]);
    await screen.findByTestId('recent-reports');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The oldest')).toBeTruthy();
    expect(screen.getByText('Showing 21–21 of 21')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Beneficiary list report: master list')).toBeTruthy();
  });

  it('deletes a schedule only once confirmed', async () => {
    const deleted = vi.fn();
    renderPage([
      reportFilesAnswer(FIRST, []),
      schedulesAnswer([scheduleNode()]),
      {
        request: { query: DeleteReportScheduleDocument, variables: { id: 'rps--1' } },
        result: () => {
          deleted();
          return {
            data: {
              deleteReportSchedule: {
                __typename: 'ReportScheduleResult',
                schedule: { __typename: 'ReportSchedule', scheduleId: 'rps--1' },
                code: null,
                message: null,
                words: null,
              },
            },
          };
        },
      },
      schedulesAnswer([]),
    ]);
    await userEvent.click(await screen.findByTestId('scheduled-report-delete'));
    expect((await screen.findByTestId('schedule-delete-question')).textContent).toBe(
      'Stop writing "Distribution summary: all programs"? The reports it wrote stay.',
    );
    expect(deleted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('schedule-delete-confirm'));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId('scheduled-reports-empty')).toBeTruthy();
  });

  it('offers no download nor delete to a member who may only view reports', async () => {
    renderPage(
      [reportFilesAnswer(FIRST, [completedFile({ createdBy: 'usr--other' })]), schedulesAnswer([scheduleNode()])],
      meFixture({ permissions: permissionsFor({ REPORTS: ['VIEW'] }) }),
    );
    await screen.findByTestId('recent-reports');
    await screen.findByTestId('scheduled-reports');
    expect(screen.queryByTestId('recent-report-download')).toBeNull();
    expect(screen.queryByTestId('scheduled-report-delete')).toBeNull();
  });
});
