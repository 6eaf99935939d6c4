// The REST API's JSON shapes: written by api/, read by the gateway's REST clients. One definition, so the two
// sides cannot drift; each maps 1:1 to a GraphQL type of schema/.
import type { MemberStatus, ProgramStatus, ProgramType } from './enums.js';
import type { EffectivePermissions, Role } from './permissions.js';

/** GraphQL `User`. */
export type UserJson = {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userFullName: string | null;
};

/** GraphQL `Membership`. */
export type MembershipJson = {
  accountId: string;
  organizationName: string | null;
  menuColour: string;
  detailsCompleted: boolean;
  status: MemberStatus;
  roles: Role[];
};

/** GraphQL `Me`; `permissions` is the effective map of the current account ({} without one). */
export type MeJson = {
  user: UserJson;
  phoneNumber: string | null;
  detailsCompleted: boolean;
  applicationLanguage: string;
  numberFormat: string;
  mfaSettings: { mfaEnabled: boolean; mfaPreferred: string };
  memberships: MembershipJson[];
  hasMultipleAccounts: boolean;
  currentAccountId: string | null;
  permissions: EffectivePermissions;
};

/** GraphQL `Program`. */
export type ProgramJson = {
  programId: string;
  accountId: string;
  programName: string;
  description: string | null;
  programType: ProgramType;
  programStatus: ProgramStatus;
  currency: string;
  /** Minor units (cents). */
  budget: number | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  endDate: string | null;
  /** ISO 8601 */
  createdAt: string;
  updatedAt: string;
  /** User ids, resolved by the gateway with GET /users?ids= */
  createdBy: string | null;
  updatedBy: string | null;
};

/** One page of a list: the items, the total across pages, and where the next page starts. */
export type PageJson<T> = { items: T[]; totalCount: number; endCursor: string | null; hasNextPage: boolean };
