// Permission maps as the REST API returns them → the schema's lists, in the fixed order of sections and actions.
import {
  ACTIONS,
  type Access,
  type Action,
  type EffectivePermissions,
  type Permissions,
  SECTIONS,
  type Section,
} from '@aid/common/permissions';
import type { ActionAccess, SectionPermission } from '../generated/graphql.js';

type AccessMap = Partial<Record<Action, Access>>;

function toActionAccess(access: AccessMap): ActionAccess[] {
  const result: ActionAccess[] = [];
  for (const action of ACTIONS) {
    const granted = access[action];
    if (granted) {
      result.push({
        action,
        accessLevel: granted.accessLevel,
        objectIds: granted.accessLevel === 'SELECTED' ? granted.objectIds : [],
      });
    }
  }
  return result;
}

/** A role's `{section: [{name, access: {VIEW: …}}]}`. */
export function rolePermissionList(permissions: Permissions): SectionPermission[] {
  const bySection = new Map<Section, AccessMap>();
  for (const entry of permissions.section) bySection.set(entry.name, { ...bySection.get(entry.name), ...entry.access });
  return SECTIONS.filter((section) => bySection.has(section)).map((section) => ({
    section,
    access: toActionAccess(bySection.get(section) ?? {}),
  }));
}

/** Effective permissions `{PROGRAMS: {VIEW: …}}`. */
export function effectivePermissionList(permissions: EffectivePermissions): SectionPermission[] {
  return SECTIONS.filter((section) => permissions[section]).map((section) => ({
    section,
    access: toActionAccess(permissions[section] ?? {}),
  }));
}
