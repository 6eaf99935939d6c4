// Shapes of the accounts REST endpoints (GET /me, GET /users?ids=), which the GraphQL types are resolved from.
import type { EffectivePermissions, MemberStatus } from '@aid/common';
import type { RoleRecord } from '../access/types.js';

export type UserRecord = {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userFullName: string | null;
};

export type MembershipRecord = {
  accountId: string;
  organizationName: string | null;
  menuColour: string;
  detailsCompleted: boolean;
  status: MemberStatus;
  roles: RoleRecord[];
};

export type MeRecord = {
  user: UserRecord;
  phoneNumber: string | null;
  detailsCompleted: boolean;
  applicationLanguage: string;
  numberFormat: string;
  mfaSettings: { mfaEnabled: boolean; mfaPreferred: string };
  memberships: MembershipRecord[];
  hasMultipleAccounts: boolean;
  currentAccountId: string | null;
  /** Effective permissions in the current account, as a map section → action → access. */
  permissions: EffectivePermissions;
};
