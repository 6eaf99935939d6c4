// The frame of a figure: its chart hidden from assistive technology, its table (with a caption) what a screen
// reader reads, and the test ids the end-to-end tests find them by.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/helpers.js';
import { ChartWithTable } from './ChartWithTable.js';
import { DrillLink } from './cells.js';
import { ReportTable } from './ReportTable.js';

describe('ChartWithTable', () => {
  it('hides the chart from screen readers and offers the table, named by its caption, with links to the families', () => {
    renderWithProviders(
      <ChartWithTable name="familySize" title="Family size" chart={<svg data-testid="the-chart" />}>
        <ReportTable
          name="familySize"
          caption="Families per size"
          rows={[{ size: '0', families: 3 }]}
          rowKey={(row) => row.size}
          columns={[
            { header: 'Size', cell: (row) => row.size },
            {
              header: 'Families',
              numeric: true,
              cell: (row) => (
                <DrillLink to="/beneficiary-lists/bel--1" label="Open the families of size 0">
                  {String(row.families)}
                </DrillLink>
              ),
            },
          ]}
        />
      </ChartWithTable>,
    );
    const frame = screen.getByTestId('chart-familySize');
    expect(within(frame).getByRole('heading', { name: 'Family size' })).toBeTruthy();
    expect(screen.getByTestId('the-chart').parentElement?.getAttribute('aria-hidden')).toBe('true');
    const table = within(frame).getByRole('table', { name: 'Families per size' });
    expect(table.getAttribute('data-testid')).toBe('table-familySize');
    expect(within(table).getByRole('rowheader', { name: '0' })).toBeTruthy();
    // The name begins with the figure on screen (WCAG 2.5.3, label in name), then where the link goes.
    const link = within(table).getByRole('link', { name: '3 Open the families of size 0' });
    expect(link.getAttribute('href')).toBe('/beneficiary-lists/bel--1');
    // A long table scrolls in a frame the keyboard can reach, named by the figure's title.
    const regions = within(frame).getAllByRole('region', { name: 'Family size' });
    expect(regions.filter((region) => region.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('shows a figure without a place to open as plain text', () => {
    renderWithProviders(
      <DrillLink to={null} label="nowhere">
        12
      </DrillLink>,
    );
    expect(screen.getByText('12').closest('a')).toBeNull();
  });
});
