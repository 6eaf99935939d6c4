// A signed-in user as the gateway would return it for the Me query.
import { fullPermissions } from '@aid/common';
import type { MeQuery } from '../generated/graphql.js';

type Me = MeQuery['me'];
type Membership = Me['memberships'][number];
type SectionPermissions = Me['permissions'];

/** Every action on every section (the predefined ADMIN role), in GraphQL shape. */
export function adminPermissions(): SectionPermissions {
  // __typename lets Apollo's cache match the SectionPermission_fields fragment in mocked answers.
  return fullPermissions().section.map((s) => ({
    __typename: 'SectionPermission' as const,
    section: s.name,
    access: Object.entries(s.access).map(([action, access]) => ({
      action: action as SectionPermissions[number]['access'][number]['action'],
      accessLevel: access.accessLevel,
      objectIds: access.objectIds,
    })),
  }));
}

/** Only the given sections and actions, everything else NONE. */
export function permissionsFor(
  grants: Partial<Record<SectionPermissions[number]['section'], string[]>>,
): SectionPermissions {
  return Object.entries(grants).map(([section, actions]) => ({
    __typename: 'SectionPermission' as const,
    section: section as SectionPermissions[number]['section'],
    access: (actions ?? []).map((action) => ({
      action: action as SectionPermissions[number]['access'][number]['action'],
      accessLevel: 'EVERYTHING' as const,
      objectIds: [],
    })),
  }));
}

export function membership(overrides: Partial<Membership> = {}): Membership {
  return {
    accountId: 'acc--demo-relief',
    organizationName: 'Demo Relief Organisation',
    menuColour: '2268AE',
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
    hasMultipleAccounts: false,
    currentAccountId: 'acc--demo-relief',
    memberships: [membership()],
    permissions: adminPermissions(),
    ...overrides,
  };
}
