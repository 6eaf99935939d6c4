// The effective-permission rule of spec §6, in one place for the API, the gateway and the web client.

export const SECTIONS = [
  'PROGRAMS',
  'NFT',
  'BENEFICIARY_LISTS',
  'VOUCHER_SCANNING',
  'REPORTS',
  'PROFILE_AND_ORGANIZATION',
  'USER_MANAGEMENT',
  'SMART_FORMS',
  'RECONCILIATION',
  'CASH_DISTRIBUTION',
  'VOUCHER_DISTRIBUTION',
  'IN_KIND_DISTRIBUTION',
] as const;
export type Section = (typeof SECTIONS)[number];

/** The section names as the spec writes them (§6), e.g. for landing and for display. */
export const SECTION_SPEC_NAMES: Record<Section, string> = {
  PROGRAMS: 'Programs',
  NFT: 'NFT',
  BENEFICIARY_LISTS: 'Beneficiary_lists',
  VOUCHER_SCANNING: 'Voucher_scanning',
  REPORTS: 'Reports',
  PROFILE_AND_ORGANIZATION: 'Profile_& organization',
  USER_MANAGEMENT: 'User_management',
  SMART_FORMS: 'Smart_forms',
  RECONCILIATION: 'Reconciliation',
  CASH_DISTRIBUTION: 'Cash_Distribution',
  VOUCHER_DISTRIBUTION: 'Voucher_Distribution',
  IN_KIND_DISTRIBUTION: 'In_kind_Distribution',
};

export const ACTIONS = ['VIEW', 'CREATE', 'UPDATE', 'DELETE', 'SCAN', 'APPROVE', 'EXPORT'] as const;
export type Action = (typeof ACTIONS)[number];

export const ACCESS_LEVELS = ['EVERYTHING', 'SELECTED', 'NONE'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export type Access = { accessLevel: AccessLevel; objectIds: string[] };
export type SectionPermission = { name: Section; access: Partial<Record<Action, Access>> };
export type Permissions = { section: SectionPermission[] };
export type Role = { roleId: string; roleName: string; roleType: string; permissions: Permissions };

/** Effective access per section and action across all of a user's roles. */
export type EffectivePermissions = Partial<Record<Section, Partial<Record<Action, Access>>>>;

export const NO_ACCESS: Access = Object.freeze({ accessLevel: 'NONE', objectIds: [] }) as Access;

/**
 * Spec §6: EVERYTHING if any role gives it, else SELECTED if any does (object ids united), else NONE.
 */
export function effectivePermissions(roles: readonly Pick<Role, 'permissions'>[]): EffectivePermissions {
  const result: EffectivePermissions = {};
  for (const role of roles) {
    for (const section of role.permissions.section) {
      const target = result[section.name] ?? {};
      result[section.name] = target;
      for (const [action, access] of Object.entries(section.access) as [Action, Access][]) {
        target[action] = combine(target[action] ?? NO_ACCESS, access);
      }
    }
  }
  return result;
}

function combine(a: Access, b: Access): Access {
  if (a.accessLevel === 'EVERYTHING' || b.accessLevel === 'EVERYTHING') {
    return { accessLevel: 'EVERYTHING', objectIds: [] };
  }
  if (a.accessLevel === 'SELECTED' || b.accessLevel === 'SELECTED') {
    const ids = new Set<string>();
    for (const x of [a, b]) if (x.accessLevel === 'SELECTED') for (const id of x.objectIds) ids.add(id);
    return { accessLevel: 'SELECTED', objectIds: [...ids] };
  }
  return NO_ACCESS;
}

export function accessFor(perms: EffectivePermissions, section: Section, action: Action): Access {
  return perms[section]?.[action] ?? NO_ACCESS;
}

/** Spec §6: a menu item shows if some access level in its section is not NONE; Reconciliation always. */
export function sectionVisible(perms: EffectivePermissions, section: Section): boolean {
  if (section === 'RECONCILIATION') return true;
  const access = perms[section];
  if (!access) return false;
  return Object.values(access).some((a) => a !== undefined && a.accessLevel !== 'NONE');
}

/** Spec §2 post-login landing: first permitted section of the first role, Distribution sections ignored. */
const LANDING_PATHS: Partial<Record<Section, string>> = {
  PROGRAMS: '/programs',
  BENEFICIARY_LISTS: '/beneficiary-lists',
  VOUCHER_SCANNING: '/vouchers',
  REPORTS: '/reports',
  PROFILE_AND_ORGANIZATION: '/profile/view',
  USER_MANAGEMENT: '/users',
};
export const DEFAULT_LANDING_PATH = '/profile/view';

export function landingPath(roles: readonly Pick<Role, 'permissions'>[]): string {
  const perms = effectivePermissions(roles);
  const ordered: Section[] = [];
  for (const role of roles)
    for (const s of role.permissions.section) if (!ordered.includes(s.name)) ordered.push(s.name);
  for (const section of ordered) {
    if (SECTION_SPEC_NAMES[section].toLowerCase().includes('distribution')) continue;
    const path = LANDING_PATHS[section];
    if (path && sectionVisible(perms, section)) return path;
  }
  return DEFAULT_LANDING_PATH;
}

/** Spec §6: a user is an administrator when the first role's name is ADMIN. */
export function isAdmin(roles: readonly Pick<Role, 'roleName'>[]): boolean {
  return roles[0]?.roleName === 'ADMIN';
}

/** A permission map granting every action on every section: the predefined ADMIN role. */
export function fullPermissions(): Permissions {
  const everything: Access = { accessLevel: 'EVERYTHING', objectIds: [] };
  return {
    section: SECTIONS.map((name) => ({
      name,
      access: Object.fromEntries(ACTIONS.map((a) => [a, everything])) as Record<Action, Access>,
    })),
  };
}

/**
 * Members who manage the organisation's users (USER_MANAGEMENT VIEW, EVERYTHING) see and act on every member's
 * activity and jobs; everyone else on their own.
 */
export function overseesMembers(perms: EffectivePermissions): boolean {
  return accessFor(perms, 'USER_MANAGEMENT', 'VIEW').accessLevel === 'EVERYTHING';
}
