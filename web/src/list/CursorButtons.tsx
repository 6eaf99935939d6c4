// Previous / Next for a small list paged by cursor in component state (a panel inside a page, where the page's URL
// belongs to something else); lists of their own page use Pager with useListState instead.
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { PagerPageInfoFragment } from './Pager.js';

export type CursorMove = { before?: string; after?: string };

/** The paging variables of a move: backwards from `before`, else forwards (from `after` when there is one). */
export function cursorVariables(move: CursorMove, size: number) {
  return move.before
    ? { last: size, before: move.before }
    : { first: size, ...(move.after ? { after: move.after } : {}) };
}

/** Where a panel's list is, kept in the component: the query's paging variables and how to move (CursorButtons). */
export function useCursor(size: number) {
  const [move, setMove] = useState<CursorMove>({});
  return { variables: cursorVariables(move, size), move: setMove };
}

type Props = {
  pageInfo: FragmentType<typeof PagerPageInfoFragment>;
  onMove: (move: CursorMove) => void;
  /** `<testId>-previous` and `<testId>-next` name the buttons. */
  testId: string;
};

/** Nothing when everything fits on one page. */
export function CursorButtons({ pageInfo: ref, onMove, testId }: Props) {
  const { t } = useTranslation();
  const pageInfo = getFragmentData(PagerPageInfoFragment, ref);
  if (!pageInfo.hasPreviousPage && !pageInfo.hasNextPage) return null;
  const ways = [
    { way: 'previous', open: pageInfo.hasPreviousPage, move: { before: pageInfo.startCursor ?? undefined } },
    { way: 'next', open: pageInfo.hasNextPage, move: { after: pageInfo.endCursor ?? undefined } },
  ] as const;
  return (
    <Group justify="flex-end" gap="xs">
      {ways.map(({ way, open, move }) => (
        <Button
          key={way}
          size="xs"
          variant="default"
          disabled={!open}
          onClick={() => onMove(move)}
          data-testid={`${testId}-${way}`}
        >
          {t(`list.paging.${way}`)}
        </Button>
      ))}
    </Group>
  );
}
