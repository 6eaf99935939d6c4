import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { type Column, DataTable, RowLink } from './DataTable.js';

type Row = { id: string; name: string; size: number };
const ROWS: Row[] = [
  { id: 'a', name: 'Alpha', size: 1 },
  { id: 'b', name: 'Beta', size: 22 },
];

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderTable(columns: readonly (Column<Row> | false)[], rowPath?: (row: Row) => string) {
  return renderWithProviders(
    <>
      <DataTable
        rows={ROWS}
        columns={columns}
        rowKey={(row) => row.id}
        rowPath={rowPath}
        rowData={(row) => ({ 'data-size': String(row.size) })}
        label="Things"
        testId="things-table"
        rowTestId="thing-row"
        minWidth={400}
      />
      <Location />
    </>,
  );
}

describe('DataTable', () => {
  it('draws one header per column shown and one cell per column on each row', () => {
    renderTable([
      { header: 'Name', cell: (row) => row.name },
      false,
      { header: 'Size', align: 'right', testId: 'thing-size', cell: (row) => row.size },
      { header: 'Actions', hideHeader: true, cell: () => null },
    ]);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Size', 'Actions']);
    const rows = screen.getAllByTestId('thing-row');
    expect(rows.map((row) => row.getAttribute('data-size'))).toEqual(['1', '22']);
    expect(screen.getAllByTestId('thing-size').map((td) => td.textContent)).toEqual(['1', '22']);
  });

  it("opens a row's path on a click on the row, and on its link", async () => {
    const user = userEvent.setup();
    renderTable(
      [
        { header: 'Name', cell: (row) => <RowLink to={`/things/${row.id}`}>{row.name}</RowLink> },
        { header: 'Size', cell: (row) => row.size },
      ],
      (row) => `/things/${row.id}`,
    );
    await user.click(screen.getByText('22'));
    expect(screen.getByTestId('location').textContent).toBe('/things/b');
    await user.click(screen.getByRole('link', { name: 'Alpha' }));
    expect(screen.getByTestId('location').textContent).toBe('/things/a');
  });

  it('scrolls sideways in a frame the keyboard can reach, named as the table', () => {
    renderTable([{ header: 'Name', cell: (row) => row.name }]);
    expect(screen.getByRole('region', { name: 'Things' }).getAttribute('tabindex')).toBe('0');
  });
});
