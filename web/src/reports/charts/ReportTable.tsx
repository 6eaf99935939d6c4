// A report's table: a real <table> with its caption (what a screen reader announces), a header per column, the
// first cell of each row as the row's header, numbers to the right, and a horizontal scroll on a phone.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FigureName } from './ChartWithTable.js';

export type ReportColumn<R> = {
  header: string;
  cell: (row: R) => ReactNode;
  /** Right-aligned (counts and amounts). */
  numeric?: boolean;
};

export type ReportTableProps<R> = {
  name: FigureName;
  caption: string;
  columns: readonly (ReportColumn<R> | false)[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Below it the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
  /** Data attributes of a row (e.g. its status, for tests). */
  rowData?: (row: R) => Record<`data-${string}`, string>;
};

export function ReportTable<R>({ name, caption, columns, rows, rowKey, minWidth = 320, rowData }: ReportTableProps<R>) {
  const shown = columns.filter((column): column is ReportColumn<R> => column !== false);
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped captionSide="top" data-testid={`table-${name}`}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.header} scope="col" ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowData?.(row)}>
              {shown.map((column, index) =>
                index === 0 ? (
                  <Table.Th key={column.header} scope="row" fw={500}>
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
