// The Users tab of /users: the organisation's members, searched (e-mail or name), filtered by status, sorted and
// paged by the server 20 at a time, with the state in the URL; Invite user and each row's actions for those allowed.
import { USER_ACCOUNT_LIST } from '@aid/common/users';
import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../accounts/me.js';
import { graphql } from '../generated/gql.js';
import type { MemberStatus } from '../generated/graphql.js';
import { IconButton } from '../list/IconButton.js';
import { ListView } from '../list/ListView.js';
import { SortSelect } from '../list/SortSelect.js';
import { useListConnection } from '../list/useConnection.js';
import { useCreation } from '../list/useCreation.js';
import { useNumberFormat } from '../ui/language.js';
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
        ...Pager_pageInfo
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
  const filters = useUserFilters();
  const [search, setSearch] = useState(filters.search);

  // Typing searches once the user pauses, not on every key.
  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => filters.setSearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters]);

  const filter = userFilter(filters.search, filters.status);
  // The panel's own search and status filter stand in for the declared filter builder.
  const { list, connection } = useListConnection(USER_ACCOUNT_LIST, UsersDocument, {
    pageSize: PAGE_SIZE,
    variables: () => ({ filter }),
    select: (data) => data.users,
  });
  const { page, nodes: users, refetch } = connection;
  const actions = useMemberActions(refetch);
  const inviting = useCreation(refetch);

  return (
    <Stack gap="md">
      <ListView
        connection={connection}
        testId="users"
        loadError={(message) => t('users.loadError', { message })}
        filters={
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
              <IconButton icon={IconUserPlus} onClick={inviting.start} data-testid="users-invite">
                {t('users.invite')}
              </IconButton>
            )}
          </Group>
        }
        total={(total) => t('users.total', { total })}
        empty={{
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
      </ListView>

      <MemberActionsDialogs actions={actions} />

      {inviting.open && (
        <Suspense fallback={null}>
          <InviteUserModal
            onClose={inviting.close}
            onInvited={(email) => inviting.done(t('users.done.invited', { email }))}
          />
        </Suspense>
      )}
    </Stack>
  );
}
