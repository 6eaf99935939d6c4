// A member's roles as small badges, in the membership's order (the first decides who is an administrator); the
// type tells apart the roles every organisation has from the organisation's own.
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { RoleType } from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { ROLES_TEXTS } from '../i18n/roles.js';

export const RoleBadgesFragment = graphql(`
  fragment RoleBadges_role on Role {
    roleId
    roleName
    roleType
  }
`);

export const ROLE_TYPE_COLOURS: Record<RoleType, string> = { PREDEFINED: 'blue', CUSTOM: 'grape' };

export function RoleBadges({ roles: roleRefs }: { roles: readonly FragmentType<typeof RoleBadgesFragment>[] }) {
  useTextBundle(ROLES_TEXTS);
  const { t } = useTranslation();
  const roles = getFragmentData(RoleBadgesFragment, roleRefs);
  if (roles.length === 0) {
    return (
      <Text span size="sm" c="dimmed" data-testid="role-badges-none">
        {t('roles.noRole')}
      </Text>
    );
  }
  return (
    <Group gap={4} data-testid="role-badges">
      {roles.map((role) => (
        <Badge
          key={role.roleId}
          variant="light"
          color={ROLE_TYPE_COLOURS[role.roleType]}
          title={t(`roles.types.${role.roleType}`)}
          data-role-type={role.roleType}
        >
          {role.roleName}
        </Badge>
      ))}
    </Group>
  );
}
