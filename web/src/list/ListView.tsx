// The scaffold every server-paged list shares: its filters, the sort and the total (or another control) on one row,
// the load error with Retry, the rows with their loading and empty states, and the pager. The page keeps its title,
// its actions and its table; the texts and test ids are its own (`<testId>-error`, `-empty`, `-total`).
import type { FieldSet } from '@aid/common/fields';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../generated/fragment-masking.js';
import { errorMessage } from '../ui/errorMessage.js';
import { ListArea } from './ListArea.js';
import { ListLoadError } from './ListLoadError.js';
import { Pager, PagerPageInfoFragment } from './Pager.js';
import { SortSelect } from './SortSelect.js';
import type { Connection, ConnectionState } from './useConnection.js';
import type { ListPaging, ListState } from './useListState.js';

type SortProps = {
  state: Pick<ListState<FieldSet>, 'sort' | 'sorts' | 'setSort'>;
  label: string;
  optionLabel: Parameters<typeof SortSelect>[0]['optionLabel'];
  width?: number;
};

type Props = {
  connection: ConnectionState<unknown, Connection<unknown>>;
  /** Prefix of the test ids: `<testId>-error`, `<testId>-empty`, `<testId>-total`. */
  testId: string;
  /** The load error's sentence around the reason. */
  loadError: (message: string) => string;
  /** Above everything: the filter builder, or the page's own search fields. */
  filters?: ReactNode;
  /** The sort menu; the total (or `aside`) stands at the other end of its row. */
  sort?: SortProps;
  /** The total's sentence, for a counted list. */
  total?: (total: number) => string;
  /** In place of the total on the sort row (e.g. an export button, for a list that is not counted). */
  aside?: ReactNode;
  /** Between the controls and the list (e.g. an export's error). */
  notice?: ReactNode;
  empty: { icon: ReactNode; title: string; description?: string; actions?: ReactNode };
  /** Rows shown, where the page shows other rows than its page's (e.g. one pinned on top). */
  count?: number;
  children: ReactNode;
};

export function ListView({
  connection,
  testId,
  loadError,
  filters,
  sort,
  total,
  aside,
  notice,
  empty,
  count,
  children,
}: Props) {
  const { t } = useTranslation();
  const { page, loading, error, refetch, list, pageSize } = connection;
  const totalCount = page?.totalCount;
  const totalText = total && page && typeof totalCount === 'number' && (
    <Text data-testid={`${testId}-total`} aria-live="polite">
      {total(totalCount)}
    </Text>
  );

  return (
    <>
      {filters}

      {sort ? (
        <Group justify="space-between" align="flex-end">
          <SortSelect state={sort.state} label={sort.label} optionLabel={sort.optionLabel} width={sort.width} />
          {aside ?? totalText}
        </Group>
      ) : (
        totalText
      )}

      {notice}

      {error && (
        <ListLoadError message={loadError(errorMessage(error, t))} onRetry={refetch} testId={`${testId}-error`} />
      )}

      <ListArea
        loading={loading}
        answered={Boolean(page)}
        count={count ?? page?.edges.length ?? 0}
        empty={{ testId: `${testId}-empty`, ...empty }}
      >
        {children}
      </ListArea>

      {page && <ListPager list={list} page={page} pageSize={pageSize} loading={loading} />}
    </>
  );
}

type PagerProps = { list: ListPaging; page: Connection<unknown>; pageSize: number; loading: boolean };

/**
 * The pager, once there is somewhere to go: a counted list shows it when it holds any row, a list that is not
 * counted when this page holds any (its range then has no total, and the pager keeps to the right).
 */
export function ListPager({ list, page, pageSize, loading }: PagerProps) {
  const count = page.edges.length;
  const counted = typeof page.totalCount === 'number';
  const some = counted ? (page.totalCount ?? 0) > 0 : count > 0;
  if (!some && list.page <= 1) return null;
  const pager = (
    <Pager
      state={list}
      pageInfo={getFragmentData(PagerPageInfoFragment, page.pageInfo)}
      pageSize={pageSize}
      count={count}
      total={page.totalCount}
      loading={loading}
    />
  );
  return counted ? pager : <Group justify="flex-end">{pager}</Group>;
}
