// Previous / Next for a small list paged by cursor in component state (a panel inside a page, where the page's URL
// belongs to something else); lists of their own page use Pager with useListState instead.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageInfo } from './Pager.js';

export type CursorMove = { before?: string; after?: string };

type Props = {
  pageInfo: PageInfo;
  onMove: (move: CursorMove) => void;
  /** `<testId>-previous` and `<testId>-next` name the buttons. */
  testId: string;
};

/** Nothing when everything fits on one page. */
export function CursorButtons({ pageInfo, onMove, testId }: Props) {
  const { t } = useTranslation();
  if (!pageInfo.hasPreviousPage && !pageInfo.hasNextPage) return null;
  return (
    <Group justify="flex-end" gap="xs">
      <Button
        size="xs"
        variant="default"
        disabled={!pageInfo.hasPreviousPage}
        onClick={() => onMove({ before: pageInfo.startCursor ?? undefined })}
        data-testid={`${testId}-previous`}
      >
        {t('list.paging.previous')}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={!pageInfo.hasNextPage}
        onClick={() => onMove({ after: pageInfo.endCursor ?? undefined })}
        data-testid={`${testId}-next`}
      >
        {t('list.paging.next')}
      </Button>
    </Group>
  );
}
