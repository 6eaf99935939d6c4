// The organisation's members as a table: e-mail, name, role badges in order, status badge (DISABLED (MFA) included)
// and how long ago they were last active; each row's actions in a menu, only those the caller may take.
import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import {
  IconDots,
  IconMailForward,
  IconPlayerPause,
  IconPlayerPlay,
  IconShieldCog,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { MemberStatus } from '../generated/graphql.js';
import { Dimmed } from '../list/cells.js';
import { DataTable } from '../list/DataTable.js';
import { RoleBadges } from '../roles/RoleBadges.js';
import { Freshness } from '../ui/Freshness.js';
import { formatDateTime } from '../ui/format.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import type { StatusValue } from '../ui/status.js';
import { relativeTime } from './relativeTime.js';

export const UserTableFragment = graphql(`
  fragment UserTable_userAccount on UserAccount {
    userId
    email
    userFullName
    status
    lastActive
    roles {
      roleId
      ...RoleBadges_role
    }
  }
`);

/** The API writes DISABLED_MFA; spec §4's account vocabulary writes `DISABLED (MFA)`. */
const MEMBER_STATUS: Record<MemberStatus, StatusValue<'account'>> = {
  ACTIVE: 'ACTIVE',
  INVITATION_SENT: 'INVITATION_SENT',
  DISABLED: 'DISABLED',
  SUSPENDED: 'SUSPENDED',
  DISABLED_MFA: 'DISABLED (MFA)',
};

export type MemberAction = 'changeRoles' | 'resend' | 'disable' | 'enable' | 'remove';
export type ActionTarget = { userId: string; email: string; status: MemberStatus; roleIds: string[] };

/** What the caller may do (the connection's viewerCan… fields) and who they are (never themselves). */
export type Allowed = { invite: boolean; update: boolean; remove: boolean; selfId: string };

export function actionsFor(member: Pick<ActionTarget, 'userId' | 'status'>, allowed: Allowed): MemberAction[] {
  const self = member.userId === allowed.selfId;
  const actions: MemberAction[] = [];
  if (allowed.update && member.status !== 'INVITATION_SENT') actions.push('changeRoles');
  if (allowed.invite && member.status === 'INVITATION_SENT') actions.push('resend');
  if (allowed.update && !self && (member.status === 'ACTIVE' || member.status === 'DISABLED_MFA'))
    actions.push('disable');
  if (allowed.update && member.status === 'DISABLED') actions.push('enable');
  if (allowed.remove && !self) actions.push('remove');
  return actions;
}

const ACTION_ICONS: Record<MemberAction, typeof IconTrash> = {
  changeRoles: IconShieldCog,
  resend: IconMailForward,
  disable: IconPlayerPause,
  enable: IconPlayerPlay,
  remove: IconTrash,
};

type Props = {
  users: readonly FragmentType<typeof UserTableFragment>[];
  allowed: Allowed;
  language: string;
  numberFormat: string;
  onAction: (action: MemberAction, member: ActionTarget) => void;
};

export function UserTable({ users: refs, allowed, language, numberFormat, onAction }: Props) {
  const users = getFragmentData(UserTableFragment, refs);
  const { t } = useTranslation();
  const rows = users.map((user) => {
    const target: ActionTarget = {
      userId: user.userId,
      email: user.email,
      status: user.status,
      roleIds: user.roles.map((r) => r.roleId),
    };
    return { user, target, actions: actionsFor(target, allowed) };
  });
  return (
    <DataTable
      rows={rows}
      rowKey={({ user }) => user.userId}
      rowData={({ user }) => ({ 'data-status': user.status })}
      label={t('users.tabs.users')}
      testId="users-table"
      rowTestId="user-row"
      minWidth={860}
      columns={[
        {
          header: t('users.columns.email'),
          testId: 'user-email',
          cell: ({ user }) => (
            <>
              {user.email}
              {user.userId === allowed.selfId && (
                <Text span size="xs" c="dimmed" ml={6}>
                  ({t('users.you')})
                </Text>
              )}
            </>
          ),
        },
        { header: t('users.columns.name'), testId: 'user-name', cell: ({ user }) => user.userFullName ?? '' },
        { header: t('users.columns.roles'), cell: ({ user }) => <RoleBadges roles={user.roles} /> },
        {
          header: t('users.columns.status'),
          cell: ({ user }) => (
            <StatusBadge
              vocabulary="account"
              value={MEMBER_STATUS[user.status]}
              status={user.status}
              testId="user-status"
            />
          ),
        },
        {
          header: t('users.columns.lastActive'),
          testId: 'user-last-active',
          cell: ({ user }) =>
            user.lastActive ? (
              <Tooltip label={formatDateTime(user.lastActive, numberFormat)}>
                <Freshness at={user.lastActive}>{relativeTime(user.lastActive, language)}</Freshness>
              </Tooltip>
            ) : (
              <Dimmed>{t('users.never')}</Dimmed>
            ),
        },
        {
          header: t('users.columns.actions'),
          hideHeader: true,
          align: 'right',
          cell: ({ user, target, actions }) =>
            actions.length > 0 && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('users.actions.menu', { email: user.email })}
                    data-testid="user-actions"
                  >
                    <IconDots size={16} aria-hidden="true" />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {actions.map((action) => {
                    const Icon = ACTION_ICONS[action];
                    return (
                      <Menu.Item
                        key={action}
                        color={action === 'remove' || action === 'disable' ? 'red' : undefined}
                        leftSection={<Icon size={14} aria-hidden="true" />}
                        onClick={() => onAction(action, target)}
                        data-testid={`user-action-${action}`}
                      >
                        {t(`users.actions.${action}`)}
                      </Menu.Item>
                    );
                  })}
                </Menu.Dropdown>
              </Menu>
            ),
        },
      ]}
    />
  );
}
