// A table that renders only the rows in view (plus a margin), so a list of 100k loaded rows scrolls as smoothly as
// one of 50: rows have one fixed height, and two spacer rows stand in for those above and below the window. The
// window is computed from the box's declared height, not a measured one, so it also renders under jsdom in tests.
import { Table } from '@mantine/core';
import { type ReactNode, type UIEvent, useState } from 'react';

/** Rows drawn beyond each edge of the view, so a fast scroll shows rows rather than blank space. */
const OVERSCAN = 10;
/** How close to the end (in rows) scrolling asks for the next page, so it arrives before the user gets there. */
const PREFETCH_ROWS = 20;

export type VisibleWindow = { start: number; end: number };

/** The rows to draw for a scroll position: [start, end) clamped to the rows there are. */
export function visibleWindow(scrollTop: number, height: number, rowHeight: number, count: number): VisibleWindow {
  const inView = Math.ceil(height / rowHeight);
  // Clamped to the last screenful: after a filter shrinks the list, the old scroll position may point past its end.
  const first = Math.min(Math.floor(Math.max(0, scrollTop) / rowHeight), Math.max(0, count - inView));
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(count, first + inView + OVERSCAN);
  return { start, end: Math.max(start, end) };
}

type Props<T> = {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The header row's cells (Table.Th). */
  header: ReactNode;
  /** One row's cells (Table.Td); the row element itself belongs to the table. */
  renderRow: (row: T, index: number) => ReactNode;
  columns: number;
  rowHeight?: number;
  /** The scroll box's height in pixels. */
  height?: number;
  /** Called when the user scrolls near the last loaded row (the page fetches the next one by cursor). */
  onNearEnd?: () => void;
  ariaLabel: string;
  testId: string;
  rowTestId: string;
};

export function VirtualTable<T>({
  rows,
  rowKey,
  header,
  renderRow,
  columns,
  rowHeight = 44,
  height = 560,
  onNearEnd,
  ariaLabel,
  testId,
  rowTestId,
}: Props<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleWindow(scrollTop, height, rowHeight, rows.length);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    setScrollTop(top);
    if (onNearEnd && top + height >= (rows.length - PREFETCH_ROWS) * rowHeight) onNearEnd();
  };

  const above = start * rowHeight;
  const below = (rows.length - end) * rowHeight;
  return (
    <div
      style={{ maxHeight: height, overflowY: 'auto', overflowX: 'auto' }}
      onScroll={onScroll}
      data-testid={`${testId}-scroll`}
    >
      <Table
        striped
        highlightOnHover
        stickyHeader
        aria-label={ariaLabel}
        aria-rowcount={rows.length + 1}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>{header}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {above > 0 && (
            <tr data-spacer style={{ height: above }}>
              <td colSpan={columns} />
            </tr>
          )}
          {rows.slice(start, end).map((row, offset) => (
            <Table.Tr
              key={rowKey(row)}
              // One line per row: the window's arithmetic relies on every row having the same height.
              style={{ height: rowHeight, whiteSpace: 'nowrap' }}
              aria-rowindex={start + offset + 2}
              data-testid={rowTestId}
            >
              {renderRow(row, start + offset)}
            </Table.Tr>
          ))}
          {below > 0 && (
            <tr data-spacer style={{ height: below }}>
              <td colSpan={columns} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
