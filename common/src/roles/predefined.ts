// Which actions each section has (spec §6 names create, view and scan; the rest are what the features need), and
// the PREDEFINED roles every organisation gets when it is created.
import {
  ACTIONS,
  type Access,
  type Action,
  fullPermissions,
  type Permissions,
  SECTIONS,
  type Section,
} from '../permissions.js';

/** The actions that mean something in each section, in the order an editor shows them. */
export const SECTION_ACTIONS: Record<Section, readonly Action[]> = {
  PROGRAMS: ['VIEW', 'CREATE', 'UPDATE', 'DELETE', 'EXPORT'],
  NFT: ['VIEW', 'CREATE'],
  BENEFICIARY_LISTS: ['VIEW', 'CREATE', 'UPDATE', 'DELETE', 'EXPORT'],
  VOUCHER_SCANNING: ['VIEW', 'SCAN'],
  REPORTS: ['VIEW', 'EXPORT'],
  PROFILE_AND_ORGANIZATION: ['VIEW', 'UPDATE'],
  USER_MANAGEMENT: ['VIEW', 'CREATE', 'UPDATE', 'DELETE'],
  SMART_FORMS: ['VIEW', 'CREATE', 'UPDATE', 'DELETE'],
  RECONCILIATION: ['VIEW', 'UPDATE', 'APPROVE', 'EXPORT'],
  CASH_DISTRIBUTION: ['VIEW', 'CREATE', 'UPDATE', 'DELETE', 'APPROVE', 'EXPORT'],
  VOUCHER_DISTRIBUTION: ['VIEW', 'CREATE', 'UPDATE', 'DELETE', 'APPROVE', 'EXPORT'],
  IN_KIND_DISTRIBUTION: ['VIEW', 'CREATE', 'UPDATE', 'DELETE', 'APPROVE', 'EXPORT'],
};

/**
 * Sections whose SELECTED access names objects a picker can list (the others take EVERYTHING or NONE). REPORTS names
 * programs: the member reads the figures of those programs' distributions and of the lists they were made from.
 */
export const SELECTABLE_SECTIONS: readonly Section[] = ['PROGRAMS', 'BENEFICIARY_LISTS', 'REPORTS'];

export const PREDEFINED_ROLE_NAMES = ['ADMIN', 'PROGRAM_MANAGER', 'FIELD_OFFICER', 'VIEWER'] as const;
export type PredefinedRoleName = (typeof PREDEFINED_ROLE_NAMES)[number];

const everything: Access = { accessLevel: 'EVERYTHING', objectIds: [] };

function grant(sections: Partial<Record<Section, readonly Action[]>>): Permissions {
  return {
    section: SECTIONS.flatMap((name) => {
      const actions = sections[name];
      return actions ? [{ name, access: Object.fromEntries(actions.map((a) => [a, everything])) }] : [];
    }),
  };
}

const DISTRIBUTIONS = ['CASH_DISTRIBUTION', 'VOUCHER_DISTRIBUTION', 'IN_KIND_DISTRIBUTION'] as const;

/** What each PREDEFINED role grants. ADMIN has every action of every section (ACTIONS, not only SECTION_ACTIONS). */
export const PREDEFINED_ROLES: Record<PredefinedRoleName, Permissions> = {
  ADMIN: fullPermissions(),
  // Runs programmes end to end, but does not manage the organisation's members or its profile.
  PROGRAM_MANAGER: grant({
    PROGRAMS: SECTION_ACTIONS.PROGRAMS,
    BENEFICIARY_LISTS: SECTION_ACTIONS.BENEFICIARY_LISTS,
    VOUCHER_SCANNING: SECTION_ACTIONS.VOUCHER_SCANNING,
    REPORTS: SECTION_ACTIONS.REPORTS,
    RECONCILIATION: SECTION_ACTIONS.RECONCILIATION,
    SMART_FORMS: SECTION_ACTIONS.SMART_FORMS,
    PROFILE_AND_ORGANIZATION: ['VIEW'],
    ...Object.fromEntries(DISTRIBUTIONS.map((d) => [d, SECTION_ACTIONS[d]])),
  }),
  // At the distribution point: scans vouchers and registers people, reads programs and lists.
  FIELD_OFFICER: grant({
    PROGRAMS: ['VIEW'],
    BENEFICIARY_LISTS: ['VIEW', 'CREATE'],
    VOUCHER_SCANNING: ['VIEW', 'SCAN'],
    PROFILE_AND_ORGANIZATION: ['VIEW'],
  }),
  // Reads programmes, lists and reports; changes nothing (auditors, donors, reporting partners' keys).
  VIEWER: grant({
    PROGRAMS: ['VIEW'],
    BENEFICIARY_LISTS: ['VIEW'],
    REPORTS: ['VIEW'],
    PROFILE_AND_ORGANIZATION: ['VIEW'],
  }),
};

/** Every action a permission map may name, for validating a custom role (any of ACTIONS, per SECTION_ACTIONS). */
export function actionAllowed(section: Section, action: Action): boolean {
  return SECTION_ACTIONS[section].includes(action) && ACTIONS.includes(action);
}
