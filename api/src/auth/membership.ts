// Which organisation a request acts in, and the caller's standing there: the auth middleware, GET /me and the
// routes that need only a signed-in user all ask here.
import { AUTH_MESSAGES } from '@aid/common/auth';
import { type MemberStatus, USABLE_MEMBER_STATUSES } from '@aid/common/enums';
import { ApiError } from '../http/errors.js';

/** The refusal of a member an administrator disabled (the identity emulator still signs them in). */
export function disabledMemberError(accountId: string): ApiError {
  return new ApiError('FORBIDDEN', AUTH_MESSAGES.memberDisabled({ account: JSON.stringify(accountId.slice(0, 64)) }));
}

/**
 * The membership a request acts in. An explicit x-accountid must be a usable membership (else 403). Without
 * one: the token's default account, then the profile's default, then the first usable membership — each only
 * if usable. `undefined` when the user has no usable membership at all.
 */
export function chooseMembership<M extends { accountId: string; status: MemberStatus }>(
  memberships: readonly M[],
  explicitAccountId: string | undefined,
  preferredAccountIds: readonly (string | null | undefined)[],
): M | undefined {
  if (explicitAccountId !== undefined) {
    const shown = JSON.stringify(explicitAccountId.slice(0, 64));
    const membership = memberships.find((m) => m.accountId === explicitAccountId);
    if (!membership) throw new ApiError('FORBIDDEN', AUTH_MESSAGES.notMemberOf({ account: shown }));
    if (membership.status === 'DISABLED') throw disabledMemberError(explicitAccountId);
    if (!USABLE_MEMBER_STATUSES.includes(membership.status)) {
      throw new ApiError('FORBIDDEN', AUTH_MESSAGES.membershipNotActive({ account: shown, status: membership.status }));
    }
    return membership;
  }
  const active = memberships.filter((m) => USABLE_MEMBER_STATUSES.includes(m.status));
  for (const id of preferredAccountIds) {
    const membership = id ? active.find((m) => m.accountId === id) : undefined;
    if (membership) return membership;
  }
  return active[0];
}
