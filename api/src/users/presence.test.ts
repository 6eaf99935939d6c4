// When a request writes the member's presence: judged against the clock when the request comes, since the look-up it
// reads may have been kept from an earlier request (accounts/membership-cache.ts).
import { describe, expect, it } from 'vitest';
import type { PresenceInput } from '../auth/member.js';
import { presenceDue } from './presence.js';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const seconds = (ms: number) => ms / 1000;

function input(lastActiveAt: number | null, overrides: Partial<PresenceInput['membership']> = {}): PresenceInput {
  return {
    user: { userId: 'usr-1', kind: 'PERSON' },
    membership: {
      membershipId: 'mem-1',
      accountId: 'acc-1',
      status: 'ACTIVE',
      lastActiveAt,
      lastSignInAt: seconds(NOW) - 3600,
      ...overrides,
    },
    token: { authTime: seconds(NOW) - 3600 },
    sitePath: null,
  };
}

describe('presenceDue', () => {
  it('writes the last activity once it is over a minute old at the time of the request', () => {
    const kept = input(seconds(NOW - 30_000));
    expect(presenceDue(kept, NOW)).toBe(false);
    // The same kept look-up, 31 seconds later: now over a minute old.
    expect(presenceDue(kept, NOW + 31_000)).toBe(true);
    expect(presenceDue(input(null), NOW)).toBe(true);
  });

  it('writes for an invitation accepted and for a new sign-in, never for a partner key', () => {
    expect(presenceDue(input(seconds(NOW), { status: 'INVITATION_SENT' }), NOW)).toBe(true);
    expect(presenceDue({ ...input(seconds(NOW)), token: { authTime: seconds(NOW) } }, NOW)).toBe(true);
    expect(presenceDue({ ...input(null), user: { userId: 'usr-k', kind: 'API_KEY' } }, NOW)).toBe(false);
  });
});
