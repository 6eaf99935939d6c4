// A report's figure takes its title, hint and caption from its page's texts under its name, and a hint of its own
// where the figure chooses one.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTextBundle } from '../../i18n/bundles.js';
import { REPORTS_TEXTS } from '../../i18n/reports.js';
import { renderWithProviders } from '../../test/helpers.js';
import { ReportFigure } from './ReportFigure.js';

type Row = { day: string; count: number };

function Figure({ hint }: { hint?: true | string }) {
  useTextBundle(REPORTS_TEXTS);
  return (
    <ReportFigure<Row>
      page="distribution"
      name="delivery"
      hint={hint}
      chart={<svg />}
      rows={[{ day: '2026-03-02', count: 4 }]}
      rowKey={(row) => row.day}
      columns={[
        { header: 'Day', cell: (row) => row.day },
        { header: 'Count', numeric: true, cell: (row) => String(row.count) },
      ]}
    />
  );
}

describe('ReportFigure', () => {
  it("names its chart and table by the figure's texts", () => {
    renderWithProviders(<Figure hint />);
    const frame = screen.getByTestId('chart-delivery');
    expect(within(frame).getByRole('heading', { name: 'Delivery over time' })).toBeTruthy();
    expect(within(frame).getByText('Per day (UTC).')).toBeTruthy();
    const table = within(frame).getByRole('table', {
      name: 'Redemptions, amounts redeemed, hand-overs and payments completed per day',
    });
    expect(table.getAttribute('data-testid')).toBe('table-delivery');
    expect(within(table).getByRole('rowheader', { name: '2026-03-02' })).toBeTruthy();
  });

  it('shows a hint the figure chose, or none', () => {
    const { unmount } = renderWithProviders(<Figure hint="Per week." />);
    expect(screen.getByText('Per week.')).toBeTruthy();
    unmount();
    renderWithProviders(<Figure />);
    expect(screen.queryByText('Per day (UTC).')).toBeNull();
  });
});
