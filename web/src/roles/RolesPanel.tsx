// The organisation's roles (the Roles tab of /users): name, type and who holds each, PREDEFINED first. "New role"
// and Edit open the matrix editor; PREDEFINED roles open read-only; Delete asks first and says why it was refused
// (a role still held).
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { ROLES_TEXTS } from '../i18n/roles.js';
import { ListLoadError } from '../list/ListLoadError.js';
import { errorMessage } from '../ui/errorMessage.js';
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
  const [deleting, setDeleting] = useState<Target | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteRole, { loading: deletingNow }] = useMutation(DeleteRoleDocument);
  // PREDEFINED first (every organisation's), then the organisation's own; by name within each, as the API sorts.
  const roles = [...(data?.roles ?? [])].sort(
    (a, b) => Number(a.roleType === 'CUSTOM') - Number(b.roleType === 'CUSTOM'),
  );

  const askDelete = (role: Target) => {
    setDeleteError(null);
    setDeleting(role);
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      const answer = (await deleteRole({ variables: { id: deleting.roleId } })).data?.deleteRole;
      if (!answer?.role) {
        setDeleteError(answer?.message ?? t('roles.deleteFailed'));
        return;
      }
      setDeleting(null);
      await refetch();
    } catch (e) {
      setDeleteError(errorMessage(e, t));
    }
  };

  return (
    <Stack gap="md" data-testid="roles-panel">
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" size="sm" maw={720}>
          {t('roles.intro')}
        </Text>
        <Button
          leftSection={<IconShieldLock size={16} aria-hidden="true" />}
          onClick={() => setEditing({ role: null })}
          data-testid="roles-new"
        >
          {t('roles.newRole')}
        </Button>
      </Group>

      {loading && !data ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} data-testid="roles-loading" />
        </Center>
      ) : error && !data ? (
        <ListLoadError
          message={t('roles.loadError', { message: errorMessage(error, t) })}
          onRetry={() => void refetch()}
          testId="roles-error"
        />
      ) : roles.length === 0 ? (
        <EmptyState
          data-testid="roles-empty"
          icon={<IconShieldLock size={32} aria-hidden="true" />}
          title={t('roles.empty')}
          description={t('roles.emptyHint')}
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('roles.title')} data-testid="roles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('roles.columns.name')}</Table.Th>
                <Table.Th>{t('roles.columns.type')}</Table.Th>
                <Table.Th>{t('roles.columns.members')}</Table.Th>
                <Table.Th>{t('roles.columns.keys')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('roles.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.map((role) => (
                <Table.Tr key={role.roleId} data-testid="role-row" data-role-type={role.roleType}>
                  <Table.Td data-testid="role-name">{role.roleName}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={ROLE_TYPE_COLOURS[role.roleType]} data-testid="role-type">
                      {t(`roles.types.${role.roleType}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-testid="role-members">{role.memberCount ?? 0}</Table.Td>
                  <Table.Td data-testid="role-keys">{role.keyCount ?? 0}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing({ role })} data-testid="role-open">
                        {role.roleType === 'PREDEFINED' ? t('roles.view') : t('roles.edit')}
                      </Button>
                      {role.roleType === 'CUSTOM' && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => askDelete(role)}
                          data-testid="role-delete"
                        >
                          {t('roles.delete')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('roles.deleteTitle')}
        centered
        data-testid="role-delete-dialog"
      >
        <Stack gap="sm">
          <Text size="sm">{t('roles.deleteConfirm', { name: deleting?.roleName ?? '' })}</Text>
          {deleteError && (
            <Alert color="red" role="alert" data-testid="role-delete-error">
              {deleteError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={deletingNow}>
              {t('roles.cancel')}
            </Button>
            <Button color="red" onClick={remove} loading={deletingNow} data-testid="role-delete-confirm">
              {t('roles.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      {editing && <RoleEditor role={editing.role} onClose={() => setEditing(null)} onSaved={() => void refetch()} />}
    </Stack>
  );
}
