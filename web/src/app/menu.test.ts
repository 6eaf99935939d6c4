// The effective-permission menu rule (spec §2, §6) per section, for the ADMIN role and a limited role.
import { effectivePermissions, fullPermissions, type Permissions } from '@aid/common/permissions';
import { describe, expect, it } from 'vitest';
import { isSmartFormsHost, MENU_ENTRIES, visibleMenuEntries } from './menu.js';

const ids = (perms: Permissions[], hostname: string) =>
  visibleMenuEntries(effectivePermissions(perms.map((permissions) => ({ permissions }))), hostname).map((e) => e.id);

// The demo field user's NORTH_DISTRICT_TEAM role: SELECTED programs, profile view, voucher scanning.
const fieldOfficer: Permissions = {
  section: [
    { name: 'PROGRAMS', access: { VIEW: { accessLevel: 'SELECTED', objectIds: ['prg--a'] } } },
    { name: 'PROFILE_AND_ORGANIZATION', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } },
    { name: 'VOUCHER_SCANNING', access: { SCAN: { accessLevel: 'EVERYTHING', objectIds: [] } } },
    // Listed but with nothing granted: a section shows only when some level is not NONE.
    {
      name: 'REPORTS',
      access: { VIEW: { accessLevel: 'NONE', objectIds: [] }, EXPORT: { accessLevel: 'NONE', objectIds: [] } },
    },
  ],
};

describe('top menu per effective permissions', () => {
  it('shows every section to ADMIN; Smart forms only locally or on the staging host', () => {
    expect(ids([fullPermissions()], 'localhost')).toEqual(MENU_ENTRIES.map((e) => e.id));
    expect(ids([fullPermissions()], 'staging.aid.example')).toContain('smartForms');
    expect(ids([fullPermissions()], 'app.aid.example')).toEqual([
      'programs',
      'beneficiaryManagement',
      'voucherScanning',
      'reconciliation',
      'reports',
    ]);
  });

  it('shows a limited role only the sections it has some access to, and Reconciliation always', () => {
    expect(ids([fieldOfficer], 'localhost')).toEqual(['programs', 'voucherScanning', 'reconciliation']);
    expect(ids([], 'localhost')).toEqual(['reconciliation']);
  });

  it('takes the most generous level across roles', () => {
    const reportsOnly: Permissions = {
      section: [{ name: 'REPORTS', access: { EXPORT: { accessLevel: 'SELECTED', objectIds: ['rpt--1'] } } }],
    };
    expect(ids([fieldOfficer, reportsOnly], 'localhost')).toEqual([
      'programs',
      'voucherScanning',
      'reconciliation',
      'reports',
    ]);
  });

  it('knows the local and staging hosts', () => {
    expect(isSmartFormsHost('localhost')).toBe(true);
    expect(isSmartFormsHost('127.0.0.1')).toBe(true);
    expect(isSmartFormsHost('staging.aid.example')).toBe(true);
    expect(isSmartFormsHost('aid.example')).toBe(false);
  });
});
