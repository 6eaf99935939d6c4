// The matrix editor's state: one cell per section and action, each with an access level and, for SELECTED, the
// chosen object ids; and the conversions to and from what the gateway answers and takes.
import type { FieldError } from '@aid/common/errors';
import { type PermissionsInput, validateCreateRole } from '@aid/common/roles';
import type { AccessLevel, Action, Section, SectionPermissionInput } from '../generated/graphql.js';

export type Cell = { accessLevel: AccessLevel; objectIds: string[] };
export type Matrix = Partial<Record<Section, Partial<Record<Action, Cell>>>>;

/** A section as `sectionActions` answers it: the row of the matrix. */
export type SectionRow = { section: Section; actions: readonly Action[]; selectable: boolean };

export const NO_CELL: Cell = { accessLevel: 'NONE', objectIds: [] };

export const cellKey = (section: string, action: string) => `${section}.${action}`;

type GrantedAccess = { action: Action; accessLevel: AccessLevel; objectIds: readonly string[] };

/** A role's permissions (`Role.permissions`) as editor state. */
export function matrixOf(permissions: readonly { section: Section; access: readonly GrantedAccess[] }[]): Matrix {
  const matrix: Matrix = {};
  for (const entry of permissions) {
    const row: Partial<Record<Action, Cell>> = {};
    for (const cell of entry.access)
      row[cell.action] = { accessLevel: cell.accessLevel, objectIds: [...cell.objectIds] };
    matrix[entry.section] = row;
  }
  return matrix;
}

export function withCell(matrix: Matrix, section: Section, action: Action, cell: Cell): Matrix {
  return { ...matrix, [section]: { ...matrix[section], [action]: cell } };
}

/**
 * What createRole and updateRole take: the rows' granted cells only (NONE is what leaving an action out means), and
 * only actions the section has, so a row's stale cell never reaches the gateway.
 */
export function toInput(matrix: Matrix, rows: readonly SectionRow[]): SectionPermissionInput[] {
  return rows.flatMap(({ section, actions }) => {
    const access = actions.flatMap((action) => {
      const cell = matrix[section]?.[action];
      if (!cell || cell.accessLevel === 'NONE') return [];
      return [
        cell.accessLevel === 'SELECTED'
          ? { action, accessLevel: cell.accessLevel, objectIds: cell.objectIds }
          : { action, accessLevel: cell.accessLevel },
      ];
    });
    return access.length > 0 ? [{ section, access }] : [];
  });
}

/** The same input in the REST shape, for the checks common/ shares with the gateway and the API. */
function restShape(input: readonly SectionPermissionInput[]): PermissionsInput {
  return {
    section: input.map((entry) => ({
      name: entry.section,
      access: Object.fromEntries(
        entry.access.map((cell) => [
          cell.action,
          { accessLevel: cell.accessLevel, objectIds: (cell.objectIds ?? []).map(String) },
        ]),
      ),
    })),
  };
}

/** The refusals the gateway would answer, found before sending (name and cells alike). */
export function localProblems(roleName: string, input: readonly SectionPermissionInput[]): FieldError[] {
  const checked = validateCreateRole({ roleName, permissions: restShape(input) });
  return checked.ok ? [] : checked.fieldErrors;
}

/** Where a field error belongs: the name, one cell (`PROGRAMS.VIEW`), or a whole section (`PROGRAMS`). */
export function placeOf(field: string): { kind: 'name' } | { kind: 'cell'; key: string } | { kind: 'other' } {
  if (field === 'roleName') return { kind: 'name' };
  const match = /^permissions\.([A-Z_]+)(?:\.([A-Z_]+))?(?:\.objectIds)?$/.exec(field);
  if (!match?.[1]) return { kind: 'other' };
  return { kind: 'cell', key: match[2] ? cellKey(match[1], match[2]) : match[1] };
}
