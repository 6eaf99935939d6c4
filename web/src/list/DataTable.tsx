// A table declared by its columns: each says its header and how a row fills its cell, so the pages do not repeat the
// table's frame (scroll container, header row, one row a record). Rows with a path open it on a click.
import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

export type Column<R> = {
  header: string;
  /** A header only screen readers read (a column of row actions). */
  hideHeader?: boolean;
  align?: 'right';
  /** The cell's test id, the same on every row. */
  testId?: string;
  cell: (row: R) => ReactNode;
};

type Props<R> = {
  rows: readonly R[];
  /** `false` leaves a column out (one only some callers may see). */
  columns: readonly (Column<R> | false)[];
  rowKey: (row: R) => string;
  label: string;
  testId: string;
  rowTestId: string;
  minWidth: number;
  /** Where a click on the row leads; put a RowLink in one of its cells for the keyboard. */
  rowPath?: (row: R) => string;
  /** More data attributes of a row (e.g. its status, for tests and styles). */
  rowData?: (row: R) => Record<`data-${string}`, string | boolean>;
};

export function DataTable<R>({
  rows,
  columns,
  rowKey,
  label,
  testId,
  rowTestId,
  minWidth,
  rowPath,
  rowData,
}: Props<R>) {
  const navigate = useNavigate();
  const shown = columns.filter((column): column is Column<R> => column !== false);
  return (
    // Narrower than minWidth (a phone) the table scrolls sideways: its frame is a tab stop named as the table is, so
    // the keyboard can scroll it where no link in it would take the focus there (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table highlightOnHover={Boolean(rowPath)} striped aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.header} ta={column.align}>
                {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const path = rowPath?.(row);
            return (
              <Table.Tr
                key={rowKey(row)}
                data-testid={rowTestId}
                {...rowData?.(row)}
                style={path ? { cursor: 'pointer' } : undefined}
                onClick={path ? () => navigate(path) : undefined}
              >
                {shown.map((column) => (
                  <Table.Td key={column.header} ta={column.align} data-testid={column.testId}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The link of a clickable row: it keeps the row reachable by keyboard, while the row's click is a convenience for
 * the mouse (the link's own click does not reach the row).
 */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {children}
    </Anchor>
  );
}
