// A signed-in user as the gateway would return it for the Me query.
import { fullPermissions } from '@aid/common/permissions';
import { SectionPermissionFields } from '../access/fragments.js';
import { makeFragmentData } from '../generated/fragment-masking.js';
import type { MeQuery, SectionPermission_FieldsFragment } from '../generated/graphql.js';

type Me = MeQuery['me'];
type Membership = Me['memberships'][number];
type SectionPermissions = Me['permissions'];
type SectionPermission = SectionPermission_FieldsFragment;

/** One section's permissions as a query answers them (masked, as the Me query's type has them). */
function sectionPermission(section: SectionPermission['section'], access: SectionPermission['access']) {
  // __typename lets Apollo's cache match the SectionPermission_fields fragment in mocked answers.
  return makeFragmentData({ __typename: 'SectionPermission' as const, section, access }, SectionPermissionFields);
}

type Grant = SectionPermission['access'][number];

/** Every action on every section (the predefined ADMIN role), in GraphQL shape. */
export function adminPermissions(): SectionPermissions {
  return fullPermissions().section.map((s) =>
    sectionPermission(
      s.name,
      Object.entries(s.access).map(([action, access]) => ({
        action: action as Grant['action'],
        accessLevel: access.accessLevel,
        objectIds: access.objectIds,
      })),
    ),
  );
}

/** Only the given sections and actions, everything else NONE. */
export function permissionsFor(grants: Partial<Record<SectionPermission['section'], string[]>>): SectionPermissions {
  return Object.entries(grants).map(([section, actions]) =>
    sectionPermission(
      section as SectionPermission['section'],
      (actions ?? []).map((action) => ({
        action: action as Grant['action'],
        accessLevel: 'EVERYTHING' as const,
        objectIds: [],
      })),
    ),
  );
}

export function membership(overrides: Partial<Membership> = {}): Membership {
  return {
    accountId: 'acc--demo-relief',
    organizationName: 'Demo Relief Organisation',
    menuColour: '2268AE',
    logoUrl: null,
    detailsCompleted: true,
    status: 'ACTIVE',
    roles: [
      {
        roleId: 'rol--admin',
        roleName: 'ADMIN',
        roleType: 'PREDEFINED',
        permissions: adminPermissions(),
      },
    ],
    ...overrides,
  };
}

export function meFixture(overrides: Partial<Me> = {}, userOverrides: Partial<Me['user']> = {}): Me {
  return {
    user: {
      userId: 'usr--amina',
      email: 'admin@demo.aid',
      firstName: 'Amina',
      lastName: 'Admin',
      userFullName: 'Amina Admin',
      ...userOverrides,
    },
    phoneNumber: null,
    detailsCompleted: true,
    applicationLanguage: 'en',
    numberFormat: 'en-US',
    mfaSettings: { mfaEnabled: false, mfaPreferred: 'SOFTWARE_TOKEN_MFA' },
    profileImageUrl: null,
    emailVerified: true,
    emailVerifiedAt: '2026-01-05T09:00:00.000Z',
    hasMultipleAccounts: false,
    currentAccountId: 'acc--demo-relief',
    memberships: [membership()],
    permissions: adminPermissions(),
    ...overrides,
  };
}
