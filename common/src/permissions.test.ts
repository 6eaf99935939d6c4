import { describe, expect, it } from 'vitest';
import {
  type Access,
  type Action,
  accessFor,
  DEFAULT_LANDING_PATH,
  effectivePermissions,
  fullPermissions,
  isAdmin,
  landingPath,
  type Permissions,
  type Section,
  sectionVisible,
} from './permissions.js';

const everything: Access = { accessLevel: 'EVERYTHING', objectIds: [] };
const none: Access = { accessLevel: 'NONE', objectIds: [] };
const selected = (...ids: string[]): Access => ({ accessLevel: 'SELECTED', objectIds: ids });

function role(entries: [Section, Action, Access][]): { roleName: string; permissions: Permissions } {
  const section: Permissions['section'] = [];
  for (const [name, action, access] of entries) {
    let s = section.find((x) => x.name === name);
    if (!s) {
      s = { name, access: {} };
      section.push(s);
    }
    s.access[action] = access;
  }
  return { roleName: 'CUSTOM', permissions: { section } };
}

describe('effectivePermissions (spec §6)', () => {
  it('gives EVERYTHING when any role gives it', () => {
    const perms = effectivePermissions([
      role([['PROGRAMS', 'VIEW', selected('prg--a')]]),
      role([['PROGRAMS', 'VIEW', everything]]),
      role([['PROGRAMS', 'VIEW', none]]),
    ]);
    expect(accessFor(perms, 'PROGRAMS', 'VIEW')).toEqual(everything);
  });

  it('unites object ids when the best level is SELECTED', () => {
    const perms = effectivePermissions([
      role([['PROGRAMS', 'VIEW', selected('prg--a', 'prg--b')]]),
      role([['PROGRAMS', 'VIEW', none]]),
      role([['PROGRAMS', 'VIEW', selected('prg--b', 'prg--c')]]),
    ]);
    const access = accessFor(perms, 'PROGRAMS', 'VIEW');
    expect(access.accessLevel).toBe('SELECTED');
    expect([...access.objectIds].sort()).toEqual(['prg--a', 'prg--b', 'prg--c']);
  });

  it('is NONE when no role grants the action, and for sections no role mentions', () => {
    const perms = effectivePermissions([role([['PROGRAMS', 'VIEW', none]])]);
    expect(accessFor(perms, 'PROGRAMS', 'VIEW').accessLevel).toBe('NONE');
    expect(accessFor(perms, 'PROGRAMS', 'CREATE').accessLevel).toBe('NONE');
    expect(accessFor(perms, 'REPORTS', 'VIEW').accessLevel).toBe('NONE');
  });

  it('keeps actions apart: VIEW everything does not grant CREATE', () => {
    const perms = effectivePermissions([role([['PROGRAMS', 'VIEW', everything]])]);
    expect(accessFor(perms, 'PROGRAMS', 'CREATE').accessLevel).toBe('NONE');
  });
});

describe('sectionVisible (menu rule)', () => {
  it('shows a section when some access level in it is not NONE', () => {
    const perms = effectivePermissions([
      role([
        ['PROGRAMS', 'VIEW', none],
        ['PROGRAMS', 'CREATE', selected('prg--a')],
        ['REPORTS', 'VIEW', none],
      ]),
    ]);
    expect(sectionVisible(perms, 'PROGRAMS')).toBe(true);
    expect(sectionVisible(perms, 'REPORTS')).toBe(false);
    expect(sectionVisible(perms, 'BENEFICIARY_LISTS')).toBe(false);
  });

  it('always shows Reconciliation', () => {
    expect(sectionVisible({}, 'RECONCILIATION')).toBe(true);
  });
});

describe('landingPath (post-login landing)', () => {
  it('goes to the first permitted section', () => {
    expect(
      landingPath([
        role([
          ['REPORTS', 'VIEW', none],
          ['VOUCHER_SCANNING', 'SCAN', everything],
          ['PROGRAMS', 'VIEW', everything],
        ]),
      ]),
    ).toBe('/vouchers');
  });

  it('ignores sections whose name includes Distribution', () => {
    expect(
      landingPath([
        role([
          ['CASH_DISTRIBUTION', 'VIEW', everything],
          ['BENEFICIARY_LISTS', 'VIEW', selected('bel--a')],
        ]),
      ]),
    ).toBe('/beneficiary-lists');
  });

  it('defaults to the profile page', () => {
    expect(landingPath([])).toBe(DEFAULT_LANDING_PATH);
    expect(landingPath([role([['CASH_DISTRIBUTION', 'VIEW', everything]])])).toBe('/profile/view');
    expect(landingPath([role([['RECONCILIATION', 'VIEW', everything]])])).toBe('/profile/view');
  });

  it('maps each landing section to its route', () => {
    const cases: [Section, string][] = [
      ['PROGRAMS', '/programs'],
      ['BENEFICIARY_LISTS', '/beneficiary-lists'],
      ['VOUCHER_SCANNING', '/vouchers'],
      ['REPORTS', '/reports'],
      ['PROFILE_AND_ORGANIZATION', '/profile/view'],
      ['USER_MANAGEMENT', '/users'],
    ];
    for (const [section, path] of cases) expect(landingPath([role([[section, 'VIEW', everything]])])).toBe(path);
  });
});

describe('isAdmin', () => {
  it('is decided by the first role only', () => {
    const admin = { roleName: 'ADMIN', permissions: fullPermissions() };
    const viewer = { roleName: 'VIEWER', permissions: { section: [] } };
    expect(isAdmin([admin, viewer])).toBe(true);
    expect(isAdmin([viewer, admin])).toBe(false);
    expect(isAdmin([])).toBe(false);
  });
});
