// Page test: the beneficiary list report drawn from a mocked answer (figures in the user's number format, one table
// per chart), its filters kept in the URL and sent as the query's variables, the figures that open the families
// behind them, and the empty and error states.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { BeneficiaryListReportInput } from '../generated/graphql.js';
import { renderWithProviders, testStore } from '../test/helpers.js';
import { beneficiaryOptionMocks, beneficiaryReport, LIST_ID, quietCharts } from '../test/reports.js';
import { BeneficiaryListReportPage } from './BeneficiaryListReportPage.js';
import { BeneficiaryListReportDocument } from './operations.js';

// The download panel is another module's, tested on its own: here only what the page hands it is checked.
const exported = vi.hoisted(() => ({ props: [] as unknown[] }));
vi.mock('./ReportExport.js', () => ({
  ReportExport: (props: unknown) => {
    exported.props.push(props);
    return null;
  },
}));

/** The report's mock: answers any input, and keeps the inputs asked for. */
function reportMock(answer: () => MockLink.MockedResponse['result'] | undefined, error?: Error) {
  const inputs: BeneficiaryListReportInput[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: BeneficiaryListReportDocument,
      variables: (v: Record<string, unknown>) => {
        inputs.push(v.input as BeneficiaryListReportInput);
        return true;
      },
    },
    result: answer(),
    error,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, inputs };
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderPage(mock: MockLink.MockedResponse, url = '/reports/beneficiary-lists', numberFormat = 'en-US') {
  const store = testStore();
  store.set({ language: { langName: 'en', externalLanguage: 'EN', numberFormat, chosenByUser: true } });
  return renderWithProviders(
    <>
      <BeneficiaryListReportPage />
      <Location />
    </>,
    { url, mocks: [...beneficiaryOptionMocks, mock], store },
  );
}

const ok = () => ({ data: { beneficiaryListReport: beneficiaryReport() } });

describe('BeneficiaryListReportPage', () => {
  quietCharts();

  it('draws every figure with its table, the numbers in the user’s format', async () => {
    const { mock } = reportMock(ok);
    renderPage(mock, '/reports/beneficiary-lists', 'de-DE');
    expect((await screen.findByTestId('total-families')).textContent).toContain('1.500');
    expect(screen.getByTestId('total-people').textContent).toContain('5.700');
    for (const name of ['sexAge', 'nationality', 'creationMethod', 'familySize', 'registrations', 'lists']) {
      const frame = screen.getByTestId(`chart-${name}`);
      const table = within(frame).getByTestId(`table-${name}`);
      expect(table.tagName).toBe('TABLE');
      expect(table.querySelector('caption')?.textContent).not.toBe('');
    }
    const sexAge = screen.getByTestId('table-sexAge');
    expect(within(sexAge).getByText('1.234')).toBeTruthy();
    expect(within(screen.getByTestId('table-nationality')).getByText('Syria')).toBeTruthy();
    expect(within(screen.getByTestId('table-nationality')).getByText('Not recorded')).toBeTruthy();
    expect(within(screen.getByTestId('table-familySize')).getByText('10 or more')).toBeTruthy();
    expect(screen.getByTestId('report-duplicates-total').textContent).toContain('7');
    expect(screen.getByTestId('report-duplicates-link').getAttribute('href')).toBe('/beneficiary-lists/duplicates');
  });

  it('opens the families behind a figure in their list, filtered by the bar’s gender and age band', async () => {
    const { mock } = reportMock(ok);
    renderPage(mock, '/reports/beneficiary-lists?genders=F');
    const sexAge = await screen.findByTestId('table-sexAge');
    const link = within(sexAge).getByText('1,234').closest('a');
    const href = new URL(link?.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe(`/beneficiary-lists/${LIST_ID}`);
    const filter = JSON.parse(href.searchParams.get('filter') ?? '{}');
    expect(filter.conditions).toEqual(
      expect.arrayContaining([
        { field: 'GENDER', operator: 'EQUAL', value: 'F' },
        expect.objectContaining({ field: 'DOB', operator: 'BETWEEN' }),
      ]),
    );
  });

  it('sends the URL’s filters as the query’s input, and a changed filter changes both', async () => {
    const { mock, inputs } = reportMock(ok);
    const user = userEvent.setup();
    renderPage(mock, `/reports/beneficiary-lists?lists=${LIST_ID}&genders=F,X&from=2026-01-01&to=nope`);
    await screen.findByTestId('table-sexAge');
    expect(inputs.at(-1)).toEqual({ listIds: [LIST_ID], genders: ['F'], createdFrom: '2026-01-01', interval: 'MONTH' });
    await user.click(within(screen.getByTestId('filter-interval')).getByText('Week'));
    await waitFor(() => expect(inputs.at(-1)?.interval).toBe('WEEK'));
    expect(screen.getByTestId('location').textContent).toContain('interval=WEEK');
    const from = screen.getByTestId('filter-from');
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await waitFor(() => expect(inputs.at(-1)?.createdFrom).toBe('2026-02-01'));
    expect(screen.getByTestId('location').textContent).toContain('from=2026-02-01');
    expect(exported.props.at(-1)).toEqual({ kind: 'BENEFICIARY_LISTS', input: inputs.at(-1) });
  });

  it('says when the filters leave nothing to count, and clears them', async () => {
    const empty = beneficiaryReport({
      totals: { __typename: 'BeneficiaryReportTotals', families: 0, familyMembers: 0, people: 0 },
    });
    const { mock, inputs } = reportMock(() => ({ data: { beneficiaryListReport: empty } }));
    const user = userEvent.setup();
    renderPage(mock, '/reports/beneficiary-lists?genders=O');
    expect((await screen.findByTestId('report-empty')).textContent).toContain('Nothing to count for these filters');
    await user.click(screen.getByTestId('report-clear-filters'));
    await waitFor(() => expect(inputs.at(-1)).toEqual({ interval: 'MONTH' }));
    expect(screen.getByTestId('location').textContent).toBe('');
  });

  it('says in words that a list out of reach was not found', async () => {
    const notFound = new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND' } });
    const { mock } = reportMock(() => ({ errors: [notFound] }));
    renderPage(mock, '/reports/beneficiary-lists?lists=bel--gone');
    const alert = await screen.findByTestId('report-error');
    expect(alert.getAttribute('data-code')).toBe('NOT_FOUND');
    expect(alert.textContent).toContain('does not exist or is not yours to see');
  });

  it('shows a failure’s own words', async () => {
    const { mock } = reportMock(() => undefined, new Error('Gateway timeout'));
    renderPage(mock);
    expect((await screen.findByTestId('report-error')).textContent).toContain('Gateway timeout');
  });
});
