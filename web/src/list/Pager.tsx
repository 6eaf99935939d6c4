// Previous / Next for any list paged by cursor (see useListState), with the range shown.
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import type { ListPaging } from './useListState.js';

/** What a list's query asks of its connection's pageInfo, for the pagers (Pager, CursorButtons). */
export const PagerPageInfoFragment = graphql(`
  fragment Pager_pageInfo on PageInfo {
    hasNextPage
    hasPreviousPage
    startCursor
    endCursor
  }
`);

export type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
};

type Props = {
  state: ListPaging;
  pageInfo: PageInfo;
  pageSize: number;
  /** Items on this page. */
  count: number;
  /** Across pages, when the query asked for it. */
  total?: number | null;
  loading: boolean;
};

export function Pager({ state, pageInfo, pageSize, count, total, loading }: Props) {
  const { t } = useTranslation();
  const from = (state.page - 1) * pageSize + 1;
  const to = from + count - 1;
  const previous = pageInfo.startCursor;
  const next = pageInfo.endCursor;
  return (
    <Group justify="space-between" component="nav" aria-label={t('list.paging.label')}>
      <Text size="sm" c="dimmed">
        {total === undefined || total === null
          ? t('list.paging.rangeOpen', { from: count > 0 ? from : 0, to })
          : t('list.paging.range', { from: count > 0 ? from : 0, to, total })}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
          disabled={!(pageInfo.hasPreviousPage || state.page > 1) || loading}
          // An empty page (its rows gone meanwhile) has no cursor to go back from: the first page it is.
          onClick={() => (previous ? state.previous(previous) : state.restart())}
        >
          {t('list.paging.previous')}
        </Button>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden="true" />}
          disabled={!pageInfo.hasNextPage || !next || loading}
          onClick={() => next && state.next(next)}
        >
          {t('list.paging.next')}
        </Button>
      </Group>
    </Group>
  );
}
