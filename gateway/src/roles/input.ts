// A role's permissions as GraphQL takes them (lists of sections and actions) → the map the REST API and the
// common checks read. A section or action given twice is refused on its cell rather than one silently winning.
import { type FieldError, fieldError } from '@aid/common/errors';
import { type PermissionsInput, permissionField } from '@aid/common/roles';
import type { SectionPermissionInput } from '../generated/graphql.js';

export type ConvertedPermissions = { permissions: PermissionsInput; fieldErrors: FieldError[] };

export function toPermissionsInput(sections: readonly SectionPermissionInput[]): ConvertedPermissions {
  const fieldErrors: FieldError[] = [];
  const seen = new Set<string>();
  const section: PermissionsInput['section'] = [];
  for (const entry of sections) {
    if (seen.has(entry.section)) {
      fieldErrors.push(
        fieldError(
          permissionField(entry.section),
          'INVALID_VALUE',
          undefined,
          `${entry.section} is given more than once`,
        ),
      );
      continue;
    }
    seen.add(entry.section);
    const access: PermissionsInput['section'][number]['access'] = {};
    for (const cell of entry.access) {
      if (access[cell.action]) {
        fieldErrors.push(
          fieldError(
            permissionField(entry.section, cell.action),
            'INVALID_VALUE',
            undefined,
            `${entry.section} ${cell.action} is given more than once`,
          ),
        );
        continue;
      }
      access[cell.action] = { accessLevel: cell.accessLevel, objectIds: cell.objectIds ?? [] };
    }
    section.push({ name: entry.section, access });
  }
  return { permissions: { section }, fieldErrors };
}
