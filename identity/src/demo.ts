// The demo organisations and users seeded by `npm start` (and used by the e2e tests). These are local demo
// credentials for the emulator, printed at start-up; DEMO_PASSWORD overrides the password.

export const DEMO_ACCOUNTS = {
  relief: { accountId: 'acc--demo-relief', organizationName: 'Demo Relief Organisation', menuColour: '2268AE' },
  partner: { accountId: 'acc--demo-partner', organizationName: 'Partner Aid Network', menuColour: 'C2410C' },
} as const;
export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/**
 * Roles demo users hold: two of the PREDEFINED roles every organisation has, and NORTH_DISTRICT_TEAM, a CUSTOM role
 * that sees only the programs listed in the demo seed (SELECTED).
 */
export type DemoRoleName = 'ADMIN' | 'NORTH_DISTRICT_TEAM' | 'VIEWER';

export type DemoUser = {
  email: string;
  firstName: string;
  lastName: string;
  /** E.164, so the seeded profile is complete as the profile form would have saved it. */
  phoneNumber: string;
  memberships: { account: DemoAccountKey; role: DemoRoleName }[];
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@demo.aid',
    firstName: 'Amina',
    lastName: 'Admin',
    phoneNumber: '+254712000101',
    memberships: [{ account: 'relief', role: 'ADMIN' }],
  },
  {
    email: 'multi@demo.aid',
    firstName: 'Marc',
    lastName: 'Multi',
    phoneNumber: '+254712000102',
    memberships: [
      { account: 'relief', role: 'ADMIN' },
      { account: 'partner', role: 'ADMIN' },
    ],
  },
  {
    email: 'field@demo.aid',
    firstName: 'Fatou',
    lastName: 'Field',
    phoneNumber: '+254712000103',
    memberships: [{ account: 'relief', role: 'NORTH_DISTRICT_TEAM' }],
  },
  {
    email: 'partner@demo.aid',
    firstName: 'Pablo',
    lastName: 'Partner',
    phoneNumber: '+33612000104',
    memberships: [{ account: 'partner', role: 'ADMIN' }],
  },
];

export function demoPassword(env: NodeJS.ProcessEnv = process.env): string {
  return env.DEMO_PASSWORD ?? 'Demo-pass-2026';
}
