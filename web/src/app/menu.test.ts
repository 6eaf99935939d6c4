// The effective-permission menu rule (spec §2, §6) per section, for the ADMIN role and a limited role.
import { effectivePermissions, fullPermissions, type Permissions } from '@aid/common/permissions';
import { describe, expect, it } from 'vitest';
import type { HostFeatures } from '../ui/domain.js';
import { MENU_ENTRIES, NO_HOST_FEATURES, visibleMenuEntries } from './menu.js';

/** What the gateway answers where smart forms are available (SMART_FORMS_HOSTS: local, staging). */
const SMART_FORMS_HERE: HostFeatures = { smartForms: true };

const ids = (perms: Permissions[], features: HostFeatures = SMART_FORMS_HERE) =>
  visibleMenuEntries(effectivePermissions(perms.map((permissions) => ({ permissions }))), features).map((e) => e.id);

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
  it('shows every section to ADMIN; Smart forms only where the gateway says they are available', () => {
    expect(ids([fullPermissions()])).toEqual(MENU_ENTRIES.map((e) => e.id));
    expect(ids([fullPermissions()])).toContain('smartForms');
    expect(ids([fullPermissions()], NO_HOST_FEATURES)).toEqual([
      'programs',
      'beneficiaryManagement',
      'voucherScanning',
      'reconciliation',
      'reports',
    ]);
  });

  it('shows a limited role only the sections it has some access to, and Reconciliation always', () => {
    expect(ids([fieldOfficer])).toEqual(['programs', 'voucherScanning', 'reconciliation']);
    expect(ids([])).toEqual(['reconciliation']);
  });

  it('takes the most generous level across roles', () => {
    const reportsOnly: Permissions = {
      section: [{ name: 'REPORTS', access: { EXPORT: { accessLevel: 'SELECTED', objectIds: ['rpt--1'] } } }],
    };
    expect(ids([fieldOfficer, reportsOnly])).toEqual(['programs', 'voucherScanning', 'reconciliation', 'reports']);
  });

  it('hides Smart forms without SMART_FORMS access even where they are available', () => {
    const smartForms: Permissions = {
      section: [{ name: 'SMART_FORMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    };
    expect(ids([fieldOfficer])).not.toContain('smartForms');
    expect(ids([fieldOfficer, smartForms])).toContain('smartForms');
    expect(ids([fieldOfficer, smartForms], NO_HOST_FEATURES)).not.toContain('smartForms');
  });

  it('marks the entries of a domain shown only on some hosts', () => {
    expect(MENU_ENTRIES.filter((e) => e.hostFeature).map((e) => [e.id, e.hostFeature])).toEqual([
      ['smartForms', 'smartForms'],
    ]);
  });
});
