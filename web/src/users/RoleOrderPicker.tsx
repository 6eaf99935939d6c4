// An ordered choice of roles: add from a list, move up or down, remove. The order matters (spec §6): the first role
// decides whether the member is an administrator, so it is marked.
import { ActionIcon, Badge, Group, Input, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type PickableRole = { roleId: string; roleName: string };

type Props = {
  roles: readonly PickableRole[];
  /** Optional only so @mantine/form's getInputProps can be spread; a form always gives it. */
  value?: readonly string[];
  onChange: (roleIds: string[]) => void;
  error?: string;
  disabled?: boolean;
};

export function RoleOrderPicker({ roles, value = [], onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const name = (roleId: string) => roles.find((r) => r.roleId === roleId)?.roleName ?? roleId;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    onChange(next);
  };
  // The buttons at the end of a picked role's row: up, down and remove.
  const buttons = (index: number, roleId: string) =>
    [
      { label: 'users.form.moveUp', Icon: IconArrowUp, off: index === 0, onClick: () => move(index, index - 1) },
      {
        label: 'users.form.moveDown',
        Icon: IconArrowDown,
        off: index === value.length - 1,
        onClick: () => move(index, index + 1),
      },
      {
        label: 'users.form.removeRole',
        Icon: IconX,
        color: 'red',
        off: false,
        onClick: () => onChange(value.filter((id) => id !== roleId)),
      },
    ] as const;
  const left = roles.filter((r) => !value.includes(r.roleId));
  return (
    <Input.Wrapper
      label={t('users.form.roles')}
      description={t('users.form.rolesHint')}
      error={error}
      withAsterisk
      data-testid="role-order-picker"
    >
      <Stack gap="xs" mt={4}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('users.form.noRoles')}
          </Text>
        ) : (
          <Paper withBorder p={4} radius="sm">
            <Stack gap={2} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {value.map((roleId, index) => (
                <Group key={roleId} component="li" justify="space-between" wrap="nowrap" data-testid="picked-role">
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" c="dimmed" w={20} ta="right">
                      {index + 1}.
                    </Text>
                    <Text size="sm" fw={500}>
                      {name(roleId)}
                    </Text>
                    {index === 0 && (
                      <Badge size="xs" variant="light">
                        {t('users.form.first')}
                      </Badge>
                    )}
                  </Group>
                  <Group gap={2} wrap="nowrap">
                    {buttons(index, roleId).map((m) => (
                      <ActionIcon
                        key={m.label}
                        variant="subtle"
                        size="sm"
                        color={'color' in m ? m.color : undefined}
                        disabled={disabled || m.off}
                        onClick={m.onClick}
                        aria-label={t(m.label, { role: name(roleId) })}
                      >
                        <m.Icon size={14} aria-hidden="true" />
                      </ActionIcon>
                    ))}
                  </Group>
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
        {/* Native, like the other forms' selects; choosing an entry adds it at the end and resets the select. */}
        <NativeSelect
          aria-label={t('users.form.addRole')}
          value=""
          disabled={disabled || left.length === 0}
          onChange={(event) => {
            const roleId = event.currentTarget.value;
            if (roleId) onChange([...value, roleId]);
          }}
          data={[
            { value: '', label: t('users.form.addRolePlaceholder'), disabled: true },
            ...left.map((role) => ({ value: role.roleId, label: role.roleName })),
          ]}
          data-testid="role-add"
        />
      </Stack>
    </Input.Wrapper>
  );
}
