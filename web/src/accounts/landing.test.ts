import { describe, expect, it } from 'vitest';
import { meFixture, membership, permissionsFor } from '../test/fixtures.js';
import { landingFor } from './landing.js';

function withRole(permissions: ReturnType<typeof permissionsFor>) {
  return membership({ roles: [{ roleId: 'rol--x', roleName: 'CUSTOM', roleType: 'CUSTOM', permissions }] });
}

describe('post-login landing', () => {
  it("goes to the first permitted section of the current organisation's role", () => {
    expect(landingFor(meFixture())).toBe('/programs');
    expect(landingFor(meFixture({ memberships: [withRole(permissionsFor({ VOUCHER_SCANNING: ['SCAN'] }))] }))).toBe(
      '/vouchers',
    );
    expect(landingFor(meFixture({ memberships: [withRole(permissionsFor({ USER_MANAGEMENT: ['VIEW'] }))] }))).toBe(
      '/users',
    );
  });

  it('ignores Distribution sections and defaults to the profile page', () => {
    const me = meFixture({
      memberships: [withRole(permissionsFor({ CASH_DISTRIBUTION: ['VIEW'], REPORTS: ['VIEW'] }))],
    });
    expect(landingFor(me)).toBe('/reports');
    expect(landingFor(meFixture({ memberships: [withRole(permissionsFor({ CASH_DISTRIBUTION: ['VIEW'] }))] }))).toBe(
      '/profile/view',
    );
  });

  it('goes to the profile page without an organisation or while registration is incomplete', () => {
    expect(landingFor(meFixture({ memberships: [], currentAccountId: null }))).toBe('/profile/view');
    expect(landingFor(meFixture({ detailsCompleted: false }))).toBe('/profile/view');
    expect(landingFor(meFixture({ memberships: [membership({ detailsCompleted: false })] }))).toBe('/profile/view');
  });
});
