// The caller as requireMember finds them, and what it asks of the domains that own them. Users, memberships and
// presence live in accounts/ and users/, which shared code may not import: the app hands requireMember a
// MemberDirectory over them (app.ts), and these records are the shape both sides agree on.
import type { VerifiedToken } from '@aid/common/auth';
import type { MemberStatus } from '@aid/common/enums';
import type { Role } from '@aid/common/permissions';

export type UserKind = 'PERSON' | 'API_KEY';

export type UserRecord = {
  userId: string;
  cognitoSub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  detailsCompleted: boolean;
  applicationLanguage: string;
  numberFormat: string;
  mfaEnabled: boolean;
  mfaPreferred: string;
  defaultAccountId: string | null;
  /** The profile image, a file of the organisation it was uploaded in (migrations/0006). */
  profileImageFileId: string | null;
  /** Spec §3: whether the identity service vouched for the e-mail address, and since when (null: not verified). */
  emailVerified: boolean;
  emailVerifiedAt: string | null;
  /** PERSON for people; API_KEY for the user row a partner key acts as (see migrations/0005). */
  kind: UserKind;
  createdAt: string;
  updatedAt: string;
};

export type MembershipRecord = {
  membershipId: string;
  accountId: string;
  userId: string;
  status: MemberStatus;
  roleIds: string[];
  organizationName: string | null;
  menuColour: string;
  accountDetailsCompleted: boolean;
  /** The organisation's logo (a file of that organisation), for the top bar; null without one. */
  logoFileId: string | null;
  /** last_active_at in seconds (null: never): once over a minute old, the next request writes it (users/presence.ts). */
  lastActiveAt: number | null;
  /** last_sign_in_at in seconds: the `auth_time` of the last sign-in logged here. */
  lastSignInAt: number | null;
};

export type MembershipWithRoles = MembershipRecord & { roles: Role[] };

export type UserWithMemberships = { user: UserRecord; memberships: MembershipWithRoles[] };

/** What a member's request may have to record (users/presence.ts decides whether anything is due). */
export type PresenceInput = {
  user: Pick<UserRecord, 'userId' | 'kind'>;
  membership: Pick<MembershipWithRoles, 'membershipId' | 'accountId' | 'status' | 'lastActiveAt' | 'lastSignInAt'>;
  token: Pick<VerifiedToken, 'authTime'>;
  sitePath: string | null;
};

/** The two things requireMember needs from the domains, on every request. */
export type MemberDirectory = {
  /** The user behind a token subject with every membership; may be kept between requests (then deep-frozen). */
  lookup: (sub: string) => Promise<UserWithMemberships | undefined>;
  /** Writes an accepted invitation, the last activity and a new sign-in, when one is due. */
  recordPresence: (input: PresenceInput) => Promise<void>;
};

/** Freezes `value` and everything in it (a value shared between requests). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
