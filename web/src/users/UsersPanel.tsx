// The Users tab of /users: the organisation's members, searched (e-mail or name), filtered by status, sorted and
// paged by the server 20 at a time, with the state in the URL; Invite user and each row's actions for those allowed.
import { USER_ACCOUNT_LIST } from '@aid/common';
import { useQuery } from '@apollo/client/react';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../accounts/me.js';
import { useAlerts } from '../app/alerts.js';
import { errorMessage } from '../app/apollo.js';
import { useNumberFormat } from '../app/language.js';
import { graphql } from '../generated/gql.js';
import type { MemberStatus } from '../generated/graphql.js';
import { ListArea } from '../list/ListArea.js';
import { ListLoadError } from '../list/ListLoadError.js';
import { Pager } from '../list/Pager.js';
import { SortSelect } from '../list/SortSelect.js';
import { pageVariables, useListState } from '../list/useListState.js';
import { MemberActionsDialogs, useMemberActions } from './memberActions.js';
import { UserTable } from './UserTable.js';
import { FILTER_STATUSES, userFilter, useUserFilters } from './userFilters.js';

// The form (its roles query and the field error texts) loads when first opened, not with the list.
const InviteUserModal = lazy(() => import('./InviteUserModal.js').then((m) => ({ default: m.InviteUserModal })));

export const PAGE_SIZE = 20;
/** The sorts USER_ACCOUNT_LIST offers (common/src/users/fields.ts). */
type UserSort = 'NAME' | 'CREATED_AT_NEWEST' | 'CREATED_AT_OLDEST' | 'LAST_ACTIVE_NEWEST' | 'LAST_ACTIVE_OLDEST';
const SEARCH_DELAY_MS = 300;

export const UsersDocument = graphql(`
  query Users($first: Int, $after: String, $last: Int, $before: String, $filter: UserAccountFilter, $sort: SortOption) {
    users(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {
      totalCount
      viewerCanInvite
      viewerCanUpdate
      viewerCanRemove
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          userId
          ...UserTable_userAccount
        }
      }
    }
  }
`);

export function UsersPanel() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const numberFormat = useNumberFormat();
  const { showAlert } = useAlerts();
  const list = useListState(USER_ACCOUNT_LIST);
  const filters = useUserFilters();
  const [search, setSearch] = useState(filters.search);
  const [inviting, setInviting] = useState(false);

  // Typing searches once the user pauses, not on every key.
  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => filters.setSearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters]);

  const filter = userFilter(filters.search, filters.status);
  const { data, previousData, loading, error, refetch } = useQuery(UsersDocument, {
    variables: { ...pageVariables(list.after, list.before, PAGE_SIZE), filter, sort: list.sort },
  });
  const page = (data ?? previousData)?.users;
  const users = page?.edges.map((edge) => edge.node) ?? [];
  const actions = useMemberActions(() => void refetch());

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label={t('users.searchLabel')}
            placeholder={t('users.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') filters.setSearch(search);
            }}
            w={260}
            data-testid="users-search"
          />
          <NativeSelect
            label={t('users.statusLabel')}
            value={filters.status ?? ''}
            onChange={(event) => filters.setStatus((event.currentTarget.value || null) as MemberStatus | null)}
            data={[
              { value: '', label: t('users.allStatuses') },
              ...FILTER_STATUSES.map((status) => ({ value: status, label: t(`users.statuses.${status}`) })),
            ]}
            w={200}
            data-testid="users-status-filter"
          />
          <SortSelect
            state={list}
            label={t('users.sort.label')}
            optionLabel={(option) => t(`users.sort.${option as UserSort}`)}
            width={260}
          />
        </Group>
        {page?.viewerCanInvite && (
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden="true" />}
            onClick={() => setInviting(true)}
            data-testid="users-invite"
          >
            {t('users.invite')}
          </Button>
        )}
      </Group>

      {page && (
        <Text data-testid="users-total" aria-live="polite">
          {t('users.total', { total: page.totalCount })}
        </Text>
      )}

      {error && (
        <ListLoadError
          message={t('users.loadError', { message: errorMessage(error, t) })}
          onRetry={() => void refetch()}
          testId="users-error"
        />
      )}

      <ListArea
        loading={loading}
        answered={Boolean(page)}
        count={users.length}
        empty={{
          testId: 'users-empty',
          icon: <IconUsers size={32} aria-hidden="true" />,
          title: filter ? t('users.emptyFiltered') : t('users.empty'),
        }}
      >
        <UserTable
          users={users}
          allowed={{
            invite: page?.viewerCanInvite ?? false,
            update: page?.viewerCanUpdate ?? false,
            remove: page?.viewerCanRemove ?? false,
            selfId: me.user.userId,
          }}
          language={i18n.language}
          numberFormat={numberFormat}
          onAction={actions.start}
        />
      </ListArea>

      {page && (page.totalCount > 0 || list.page > 1) && (
        <Pager
          state={list}
          pageInfo={page.pageInfo}
          pageSize={PAGE_SIZE}
          count={users.length}
          total={page.totalCount}
          loading={loading}
        />
      )}

      <MemberActionsDialogs actions={actions} />

      {inviting && (
        <Suspense fallback={null}>
          <InviteUserModal
            onClose={() => setInviting(false)}
            onInvited={(email) => {
              setInviting(false);
              showAlert('success', t('users.done.invited', { email }));
              void refetch();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
