// Enumerations shared by the API, the gateway and the web client. The GraphQL enums in schema/ carry the
// same values; a test in the gateway checks the two never drift apart.

/** Whether `value` is one of an enumeration's `values`: a narrowing guard, so callers need no cast. */
export function isOneOf<const T>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

export const FILTER_OPERATORS = [
  'CONTAINS',
  'NOT_CONTAINS',
  'EQUAL',
  'EXISTS',
  'NOT_EXISTS',
  'GREATER',
  'GREATER_OR_EQUAL',
  'LESS',
  'LESS_OR_EQUAL',
  'NOT_EQUAL',
  'IS_NULL',
  'BETWEEN',
  'IN',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const LOGICAL_CONNECTORS = ['AND', 'OR'] as const;
export type LogicalConnector = (typeof LOGICAL_CONNECTORS)[number];

/** Spec §3: Created At (newest or oldest first), Updated At (newest or oldest first), Name, Status, Type. */
export const SORT_OPTIONS = [
  'CREATED_AT_NEWEST',
  'CREATED_AT_OLDEST',
  'UPDATED_AT_NEWEST',
  'UPDATED_AT_OLDEST',
  'NAME',
  'STATUS',
  'TYPE',
  // Not in the spec's list: user management orders members by when they were last active.
  'LAST_ACTIVE_NEWEST',
  'LAST_ACTIVE_OLDEST',
  // Not in the spec's list: the duplicates review queue shows the likeliest pairs first.
  'SCORE_HIGHEST',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const GENDERS = ['F', 'M', 'PNTS', 'O'] as const;
export type Gender = (typeof GENDERS)[number];

export const PROGRAM_TYPES = ['CASH', 'VOUCHER', 'IN_KIND', 'MIXED'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

export const PROGRAM_STATUSES = ['ACTIVE', 'CLOSED'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/**
 * A member's status (spec §4). DISABLED_MFA, shown "DISABLED (MFA)", is never stored: it is an ACTIVE membership of an
 * organisation that requires MFA, held by a user without it (see migrations/0006).
 */
export const MEMBER_STATUSES = ['ACTIVE', 'INVITATION_SENT', 'DISABLED', 'SUSPENDED', 'DISABLED_MFA'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * Memberships a user can act in and switch to: ACTIVE ones, DISABLED (MFA) ones (requests are refused with
 * MFA_REQUIRED, but the web must still show the organisation to send the user to Security), and invitations (the
 * invitee's first request there activates them).
 */
export const USABLE_MEMBER_STATUSES: readonly MemberStatus[] = ['ACTIVE', 'DISABLED_MFA', 'INVITATION_SENT'];
