// The body of a list that grows (see useGrowingList): the load error with Retry, the rows with their loading and
// empty states, and "Load more" while there is more. Test ids: `<testId>-error`, `-empty`, and `-loaded` on the count.
import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../ui/errorMessage.js';
import { ListArea } from './ListArea.js';
import { ListLoadError } from './ListLoadError.js';
import type { GrowingList } from './useGrowingList.js';

type Props = {
  list: GrowingList<unknown>;
  testId: string;
  loadError: (message: string) => string;
  loadMoreLabel: string;
  empty: { icon: ReactNode; title: string };
  /** Between the rows and "Load more" (e.g. why the rows cannot be changed). */
  notice?: ReactNode;
  children: ReactNode;
};

export function GrowingListView({ list, testId, loadError, loadMoreLabel, empty, notice, children }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {list.error && (
        <ListLoadError
          message={loadError(errorMessage(list.error, t))}
          onRetry={list.refetch}
          testId={`${testId}-error`}
        />
      )}
      <ListArea
        loading={list.loading}
        answered={Boolean(list.page)}
        count={list.edges.length}
        empty={{ testId: `${testId}-empty`, ...empty }}
      >
        {children}
      </ListArea>
      {notice}
      {list.page?.pageInfo.hasNextPage && (
        <Group justify="center">
          <Button variant="light" onClick={() => void list.loadMore()} loading={list.loadingMore}>
            {loadMoreLabel}
          </Button>
        </Group>
      )}
    </>
  );
}

/** How many rows are loaded of how many there are, once the total is known. */
export function LoadedCount({
  list,
  testId,
  text,
}: {
  list: GrowingList<unknown>;
  testId: string;
  text: (count: number, total: number) => string;
}) {
  const total = list.page?.totalCount;
  if (typeof total !== 'number') return null;
  return (
    <Text data-testid={`${testId}-loaded`} aria-live="polite">
      {text(list.edges.length, total)}
    </Text>
  );
}
