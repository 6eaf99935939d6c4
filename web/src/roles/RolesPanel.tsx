// The organisation's roles (the Roles tab of /users): name, type and who holds each, PREDEFINED first. "New role"
// and Edit open the matrix editor; PREDEFINED roles open read-only; Delete asks first and says why it was refused
// (a role still held).
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { ROLES_TEXTS } from '../i18n/roles.js';
import { ConfirmDialog, useConfirmation } from '../list/ConfirmDialog.js';
import { KindBadge } from '../list/cells.js';
import { DataTable } from '../list/DataTable.js';
import { IconButton } from '../list/IconButton.js';
import { WholeList } from '../list/WholeList.js';
import { ROLE_TYPE_COLOURS } from './RoleBadges.js';
import { RoleEditor, type RoleEditorFragment } from './RoleEditor.js';

export const RolesPanelDocument = graphql(`
  query RolesPanel {
    roles {
      roleId
      roleName
      roleType
      memberCount
      keyCount
      ...RoleEditor_role
    }
  }
`);

export const DeleteRoleDocument = graphql(`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id) {
      role {
        roleId
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
    }
  }
`);

type Editing = { role: FragmentType<typeof RoleEditorFragment> | null };
type Target = { roleId: string; roleName: string };

export function RolesPanel() {
  useTextBundle(ROLES_TEXTS);
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(RolesPanelDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleteRole] = useMutation(DeleteRoleDocument);
  // PREDEFINED first (every organisation's), then the organisation's own; by name within each, as the API sorts.
  const roles = [...(data?.roles ?? [])].sort(
    (a, b) => Number(a.roleType === 'CUSTOM') - Number(b.roleType === 'CUSTOM'),
  );
  const deleting = useConfirmation(async (role: Target) => {
    const answer = (await deleteRole({ variables: { id: role.roleId } })).data?.deleteRole;
    if (!answer?.role) return refusalMessage(t, answer) ?? t('roles.deleteFailed');
    await refetch();
    return null;
  });

  return (
    <Stack gap="md" data-testid="roles-panel">
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" size="sm" maw={720}>
          {t('roles.intro')}
        </Text>
        <IconButton icon={IconShieldLock} onClick={() => setEditing({ role: null })} data-testid="roles-new">
          {t('roles.newRole')}
        </IconButton>
      </Group>

      <WholeList
        query={{ loading, error, answered: Boolean(data), refetch }}
        count={roles.length}
        testId="roles"
        loadError={(message) => t('roles.loadError', { message })}
        empty={{
          icon: <IconShieldLock size={32} aria-hidden="true" />,
          title: t('roles.empty'),
          description: t('roles.emptyHint'),
        }}
      >
        <DataTable
          rows={roles}
          rowKey={(role) => role.roleId}
          rowData={(role) => ({ 'data-role-type': role.roleType })}
          label={t('roles.title')}
          testId="roles-table"
          rowTestId="role-row"
          minWidth={640}
          columns={[
            { header: t('roles.columns.name'), testId: 'role-name', cell: (role) => role.roleName },
            {
              header: t('roles.columns.type'),
              cell: (role) => (
                <KindBadge color={ROLE_TYPE_COLOURS[role.roleType]} testId="role-type">
                  {t(`roles.types.${role.roleType}`)}
                </KindBadge>
              ),
            },
            { header: t('roles.columns.members'), testId: 'role-members', cell: (role) => role.memberCount ?? 0 },
            { header: t('roles.columns.keys'), testId: 'role-keys', cell: (role) => role.keyCount ?? 0 },
            {
              header: t('roles.columns.actions'),
              hideHeader: true,
              cell: (role) => (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setEditing({ role })} data-testid="role-open">
                    {role.roleType === 'PREDEFINED' ? t('roles.view') : t('roles.edit')}
                  </Button>
                  {role.roleType === 'CUSTOM' && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => deleting.ask(role)}
                      data-testid="role-delete"
                    >
                      {t('roles.delete')}
                    </Button>
                  )}
                </Group>
              ),
            },
          ]}
        />
      </WholeList>

      <ConfirmDialog
        confirmation={deleting}
        title={t('roles.deleteTitle')}
        question={t('roles.deleteConfirm', { name: deleting.target?.roleName ?? '' })}
        cancelLabel={t('roles.cancel')}
        confirmLabel={t('roles.delete')}
        testId="role-delete"
      />

      {editing && <RoleEditor role={editing.role} onClose={() => setEditing(null)} onSaved={() => void refetch()} />}
    </Stack>
  );
}
