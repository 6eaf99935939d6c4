// Page test: the distribution summary drawn from a mocked answer (amounts per currency, never added together, in
// the user's number format; one table per chart), the status figures that open a distribution's entitlements, its
// filters kept in the URL and sent as the query's variables, and the empty and error states.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { DistributionSummaryInput } from '../generated/graphql.js';
import { renderWithProviders, testStore } from '../test/helpers.js';
import {
  CASH_DISTRIBUTION_ID,
  distributionOptionMocks,
  distributionSummary,
  quietCharts,
  REPORT_PROGRAM_ID,
  VOUCHER_DISTRIBUTION_ID,
} from '../test/reports.js';
import { DistributionReportPage } from './DistributionReportPage.js';
import { DistributionSummaryReportDocument } from './operations.js';

// The download panel is another module's, tested on its own: here only what the page hands it is checked.
const exported = vi.hoisted(() => ({ props: [] as unknown[] }));
vi.mock('./ReportExport.js', () => ({
  ReportExport: (props: unknown) => {
    exported.props.push(props);
    return null;
  },
}));

function reportMock(answer: () => MockLink.MockedResponse['result']) {
  const inputs: DistributionSummaryInput[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: DistributionSummaryReportDocument,
      variables: (v: Record<string, unknown>) => {
        inputs.push(v.input as DistributionSummaryInput);
        return true;
      },
    },
    result: answer(),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, inputs };
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderPage(mock: MockLink.MockedResponse, url = '/reports/distribution', numberFormat = 'en-US') {
  const store = testStore();
  store.set({ language: { langName: 'en', externalLanguage: 'EN', numberFormat, chosenByUser: true } });
  return renderWithProviders(
    <>
      <DistributionReportPage />
      <Location />
    </>,
    { url, mocks: [...distributionOptionMocks, mock], store },
  );
}

const ok = () => ({ data: { distributionSummaryReport: distributionSummary() } });

describe('DistributionReportPage', () => {
  quietCharts();

  it('draws the totals of each currency apart and every figure with its table, in the user’s format', async () => {
    const { mock } = reportMock(ok);
    renderPage(mock, '/reports/distribution', 'de-DE');
    const totals = await screen.findByTestId('table-totals');
    const rows = within(totals).getAllByRole('row');
    // A header row, then one row per currency: EUR and USD are never added together.
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('EUR');
    expect(rows[1]?.textContent).toContain('1.234.567,89');
    expect(rows[2]?.textContent).toContain('USD');
    expect(screen.getAllByTestId('currency-totals')).toHaveLength(2);
    for (const name of [
      'distributions',
      'paymentStatus',
      'voucherUsage',
      'budgets',
      'delivery',
      'scanners',
      'reached',
    ]) {
      const table = within(screen.getByTestId(`chart-${name}`)).getByTestId(`table-${name}`);
      expect(table.querySelector('caption')?.textContent).not.toBe('');
    }
    // No in-kind distribution: no collection figure.
    expect(screen.queryByTestId('chart-collection')).toBeNull();
    const distributions = screen.getByTestId('table-distributions');
    const voucher = distributions.querySelector(`[data-distribution-id="${VOUCHER_DISTRIBUTION_ID}"]`) as HTMLElement;
    expect(within(voucher).getByText('Approved')).toBeTruthy();
    expect(within(voucher).getByText('1.234.567,89 EUR')).toBeTruthy();
    expect(within(voucher).getByText('1.100 / 3')).toBeTruthy();
    expect(within(voucher).getByTestId('reconciliation-indicator').getAttribute('data-indicator')).toBe('PENDING');
    expect(within(screen.getByTestId('table-delivery')).getByText('50.000,00 EUR')).toBeTruthy();
    expect(screen.getByTestId('report-conflicts-unresolved').textContent).toContain('1');
    // Monitoring: one row per question of the distribution that started it, in the user's number format.
    const monitoring = within(screen.getByTestId('chart-monitoring')).getByTestId('table-monitoring');
    const questions = within(monitoring).getAllByRole('row').slice(1);
    expect(questions.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['January vouchers', 'Did you receive the full voucher?', 'Yes / no', '40', '36', '4', '—'],
      ['January vouchers', 'How satisfied are you?', 'Rating', '38', '—', '—', '3,67'],
    ]);
  });

  it('draws no monitoring figure when no distribution has monitoring answers', async () => {
    const bare = distributionSummary();
    const { mock } = reportMock(() => ({
      data: {
        distributionSummaryReport: {
          ...bare,
          distributions: bare.distributions.map((d) => ({ ...d, monitoring: [] })),
        },
      },
    }));
    renderPage(mock);
    await screen.findByTestId('table-distributions');
    expect(screen.queryByTestId('chart-monitoring')).toBeNull();
  });

  it('opens a distribution’s entitlements filtered by the payment status of a figure', async () => {
    const { mock } = reportMock(ok);
    renderPage(mock);
    const payments = await screen.findByTestId('table-paymentStatus');
    const link = within(payments).getByText('200').closest('a');
    const href = new URL(link?.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe(`/programs/${REPORT_PROGRAM_ID}/distributions/${CASH_DISTRIBUTION_ID}`);
    expect(JSON.parse(href.searchParams.get('filter') ?? '{}')).toEqual({
      connector: 'AND',
      conditions: [{ field: 'PAYMENT_STATUS', operator: 'EQUAL', value: 'ERROR' }],
    });
  });

  it('sends the URL’s filters as the query’s input, and a changed filter changes both', async () => {
    const { mock, inputs } = reportMock(ok);
    const user = userEvent.setup();
    renderPage(mock, `/reports/distribution?programs=${REPORT_PROGRAM_ID}&types=CASH,NOPE&to=2026-12-31`);
    await screen.findByTestId('table-totals');
    expect(inputs.at(-1)).toEqual({ programIds: [REPORT_PROGRAM_ID], types: ['CASH'], to: '2026-12-31' });
    const from = screen.getByTestId('filter-from');
    await user.type(from, '2026-01-01');
    await waitFor(() => expect(inputs.at(-1)?.from).toBe('2026-01-01'));
    expect(screen.getByTestId('location').textContent).toContain('from=2026-01-01');
    expect(exported.props.at(-1)).toEqual({ kind: 'DISTRIBUTION_SUMMARY', input: inputs.at(-1) });
  });

  it('says when no distribution matches the filters, and clears them', async () => {
    const empty = distributionSummary({ distributions: [], totals: [], budgets: [], overTime: [], scanners: [] });
    const { mock, inputs } = reportMock(() => ({ data: { distributionSummaryReport: empty } }));
    const user = userEvent.setup();
    renderPage(mock, '/reports/distribution?statuses=CANCELLED');
    expect((await screen.findByTestId('report-empty')).textContent).toContain('Nothing to count for these filters');
    await user.click(screen.getByTestId('report-clear-filters'));
    await waitFor(() => expect(inputs.at(-1)).toEqual({}));
  });

  it('says in words that reports are not the user’s to see', async () => {
    const forbidden = new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });
    const { mock } = reportMock(() => ({ errors: [forbidden] }));
    renderPage(mock);
    const alert = await screen.findByTestId('report-error');
    expect(alert.getAttribute('data-code')).toBe('FORBIDDEN');
    expect(alert.textContent).toBe('You do not have permission to view reports.');
  });
});
