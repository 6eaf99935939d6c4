// Converts the GraphQL permission lists into the shapes of the shared rule in @aid/common, so the menu,
// the landing path and the buttons use the one implementation the gateway and the API use.
import type { EffectivePermissions, Role } from '@aid/common/permissions';
import { SectionPermissionFields } from '../access/fragments.js';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';

/** A section's permissions as every query selects them (`...SectionPermission_fields`), still masked. */
export type GqlSectionPermission = FragmentType<typeof SectionPermissionFields>;

/** `me.permissions` is already effective for the current organisation; this only re-keys it. */
export function toEffectivePermissions(sections: readonly GqlSectionPermission[]): EffectivePermissions {
  const result: EffectivePermissions = {};
  for (const { section, access } of getFragmentData(SectionPermissionFields, sections)) {
    const target = result[section] ?? {};
    result[section] = target;
    for (const a of access) target[a.action] = { accessLevel: a.accessLevel, objectIds: [...a.objectIds] };
  }
  return result;
}

/** Roles in the shape `landingPath` and `isAdmin` take. */
export function toCommonRoles(
  roles: readonly { roleName: string; permissions: readonly GqlSectionPermission[] }[],
): Pick<Role, 'roleName' | 'permissions'>[] {
  return roles.map((role) => ({
    roleName: role.roleName,
    permissions: {
      section: getFragmentData(SectionPermissionFields, role.permissions).map(({ section, access }) => ({
        name: section,
        access: Object.fromEntries(
          access.map((a) => [a.action, { accessLevel: a.accessLevel, objectIds: [...a.objectIds] }]),
        ),
      })),
    },
  }));
}
