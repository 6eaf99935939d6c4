// The rules of a custom role's permission map, one implementation for the web's matrix editor, the gateway and the
// API. Each problem is a field error on its cell, `permissions.<SECTION>.<ACTION>` (or `.objectIds`), so the editor
// shows it where it belongs and a partner reads which cell is wrong.
import { isOneOf } from '../enums.js';
import { type FieldError, fieldError } from '../errors.js';
import { hasPrefix, ID_PREFIX, type IdKind, idProblem } from '../ids.js';
import {
  type Access,
  type Action,
  type Permissions,
  SECTIONS,
  type Section,
  type SectionPermission,
} from '../permissions.js';
import { summary, type Validated, validate } from '../validation.js';
import {
  type CreateRoleInput,
  createRoleSchema,
  type PermissionsInput,
  ROLE_SELECTED_IDS_MAX,
  type UpdateRoleInput,
  updateRoleSchema,
} from './json.js';
import { PREDEFINED_ROLE_NAMES, SECTION_ACTIONS, SELECTABLE_SECTIONS } from './predefined.js';

/** The kind of object a SELECTED grant of each selectable section lists. */
export const SELECTED_OBJECT_KIND: Partial<Record<Section, IdKind>> = {
  PROGRAMS: 'program',
  BENEFICIARY_LISTS: 'beneficiaryList',
  REPORTS: 'program',
};

const isSection = (name: string): name is Section => isOneOf(SECTIONS, name);

/** Where a cell's problems are reported. */
export function permissionField(section: string, action?: string, objectIds = false): string {
  return ['permissions', section, action, objectIds ? 'objectIds' : undefined].filter(Boolean).join('.');
}

export type CheckedPermissions = { permissions: Permissions; fieldErrors: FieldError[] };

/**
 * Checks a permission map and gives it back normalised: sections and actions in their fixed order, NONE left out
 * (it is what an absent action means), object ids without repeats. Object ids are checked for form only; whether
 * they exist in the organisation is for the API to say.
 */
export function checkPermissions(input: PermissionsInput): CheckedPermissions {
  const fieldErrors: FieldError[] = [];
  const bySection = new Map<Section, Partial<Record<Action, Access>>>();
  for (const entry of input.section) {
    if (!isSection(entry.name)) {
      fieldErrors.push(
        fieldError(
          permissionField(entry.name),
          'NOT_ONE_OF',
          { values: SECTIONS.join(', ') },
          `${entry.name} is not a section; the sections are ${SECTIONS.join(', ')}`,
        ),
      );
      continue;
    }
    const section = entry.name;
    if (bySection.has(section)) {
      fieldErrors.push(
        fieldError(permissionField(section), 'INVALID_VALUE', undefined, `${section} is given more than once`),
      );
      continue;
    }
    const granted: Partial<Record<Action, Access>> = {};
    bySection.set(section, granted);
    for (const [action, access] of Object.entries(entry.access)) {
      const problem = cellProblem(section, action, access.accessLevel, access.objectIds ?? []);
      if (problem) fieldErrors.push(problem);
      else if (access.accessLevel !== 'NONE') {
        granted[action as Action] = {
          accessLevel: access.accessLevel,
          objectIds: access.accessLevel === 'SELECTED' ? [...new Set(access.objectIds)] : [],
        };
      }
    }
  }
  const section: SectionPermission[] = [];
  for (const name of SECTIONS) {
    const granted = bySection.get(name);
    if (!granted) continue;
    const access = Object.fromEntries(
      SECTION_ACTIONS[name].flatMap((action) => (granted[action] ? [[action, granted[action]]] : [])),
    );
    if (Object.keys(access).length > 0) section.push({ name, access });
  }
  return { permissions: { section }, fieldErrors };
}

function cellProblem(
  section: Section,
  action: string,
  accessLevel: Access['accessLevel'],
  objectIds: readonly string[],
): FieldError | undefined {
  const actions = SECTION_ACTIONS[section];
  if (!isOneOf(actions, action)) {
    return fieldError(
      permissionField(section, action),
      'NOT_ONE_OF',
      { values: actions.join(', ') },
      `${section} has no action ${action}; its actions are ${actions.join(', ')}`,
    );
  }
  const idsField = permissionField(section, action, true);
  if (accessLevel !== 'SELECTED') {
    return objectIds.length === 0
      ? undefined
      : fieldError(
          idsField,
          'INVALID_VALUE',
          undefined,
          `${section} ${action} lists object ids, which only SELECTED takes`,
        );
  }
  const kind = SELECTED_OBJECT_KIND[section];
  if (!kind || !SELECTABLE_SECTIONS.includes(section)) {
    return fieldError(
      permissionField(section, action),
      'NOT_ONE_OF',
      { values: 'EVERYTHING, NONE' },
      `${section} takes EVERYTHING or NONE; SELECTED applies only to ${SELECTABLE_SECTIONS.join(' and ')}`,
    );
  }
  const unique = new Set(objectIds);
  if (unique.size === 0) {
    return fieldError(
      idsField,
      'EMPTY',
      undefined,
      `${section} ${action} is SELECTED but lists no object ids; list 1 to ${ROLE_SELECTED_IDS_MAX}`,
    );
  }
  if (unique.size > ROLE_SELECTED_IDS_MAX) {
    return fieldError(
      idsField,
      'TOO_MANY',
      { max: ROLE_SELECTED_IDS_MAX },
      `${section} ${action} lists ${unique.size} object ids; at most ${ROLE_SELECTED_IDS_MAX} are allowed`,
    );
  }
  for (const id of unique) {
    const problem = idProblem(id) ?? (hasPrefix(id, kind) ? undefined : `must start with ${ID_PREFIX[kind]}`);
    if (problem) return fieldError(idsField, 'INVALID_ID', { id }, `${id} is not an id of ${section}: it ${problem}`);
  }
  return undefined;
}

/** The names PREDEFINED roles have: a custom role may not take one, in any case. */
export function reservedRoleName(name: string): boolean {
  return (PREDEFINED_ROLE_NAMES as readonly string[]).includes(name.trim().toUpperCase());
}

/**
 * A shape error inside the map (`permissions.section.0.access.VIEW.accessLevel`) moved onto its cell
 * (`permissions.PROGRAMS.VIEW`, or `….objectIds`), with a sentence naming the cell, like the cell checks give.
 */
function onCell(error: FieldError, input: unknown): FieldError {
  const match =
    /^permissions\.section\.(\d+)(?:\.access\.([^.]+)(?:\.(accessLevel|objectIds)(?:\.\d+)?)?)?(?:\.(name))?$/.exec(
      error.field,
    );
  const sections = (input as { permissions?: { section?: unknown } } | null)?.permissions?.section;
  const entry = match && Array.isArray(sections) ? (sections[Number(match[1])] as { name?: unknown }) : undefined;
  if (!match || typeof entry?.name !== 'string' || match[4]) return error;
  const [, , action, part] = match;
  const field = permissionField(entry.name, action, part === 'objectIds');
  const where = [entry.name, action, part].filter(Boolean).join(' ');
  return { ...error, field, message: `${where} ${error.message}` };
}

function withPermissions<T extends { permissions?: PermissionsInput }>(
  result: Validated<T>,
  input: unknown,
): Validated<Omit<T, 'permissions'> & { permissions?: Permissions }> {
  if (!result.ok) return { ok: false, fieldErrors: result.fieldErrors.map((e) => onCell(e, input)) };
  if (result.value.permissions === undefined) return { ok: true, value: { ...result.value, permissions: undefined } };
  const checked = checkPermissions(result.value.permissions);
  if (checked.fieldErrors.length > 0) return { ok: false, fieldErrors: checked.fieldErrors };
  return { ok: true, value: { ...result.value, permissions: checked.permissions } };
}

export type CreateRole = { roleName: string; permissions: Permissions };
export type UpdateRole = { roleName?: string; permissions?: Permissions };

/** A new custom role's input, shape and cells, with its permissions normalised. */
export function validateCreateRole(input: unknown): Validated<CreateRole> {
  const result = withPermissions<CreateRoleInput>(validate(createRoleSchema, input), input);
  if (!result.ok) return result;
  const { roleName, permissions } = result.value;
  return { ok: true, value: { roleName, permissions: permissions ?? { section: [] } } };
}

/** A change to a custom role, shape and cells, with its permissions normalised. */
export function validateUpdateRole(input: unknown): Validated<UpdateRole> {
  const result = withPermissions<UpdateRoleInput>(validate(updateRoleSchema, input), input);
  if (!result.ok) return result;
  const value: UpdateRole = {};
  if (result.value.roleName !== undefined) value.roleName = result.value.roleName;
  if (result.value.permissions !== undefined) value.permissions = result.value.permissions;
  return { ok: true, value };
}

/**
 * The one-line message of a refused role: a cell's own sentence ("PROGRAMS has no action SCAN; …"), or the field
 * and its reason ("roleName must be at most 60 characters"), and how many more problems there are.
 */
export function roleRefusalMessage(fieldErrors: readonly FieldError[]): string {
  const first = fieldErrors[0];
  if (!first) return 'The role is not valid';
  if (!first.field.startsWith('permissions.')) return summary(fieldErrors);
  const more = fieldErrors.length > 1 ? ` (and ${fieldErrors.length - 1} more)` : '';
  return `${first.message}${more}`;
}
