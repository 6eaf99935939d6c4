// The kept member look-ups on their own: what a told change drops, that a look-up read before a change is not kept
// after it, that nothing is kept while no connection listens, and the age backstop.
import type { Role } from '@aid/common/permissions';
import { describe, expect, it } from 'vitest';
import type { UserWithMemberships } from '../auth/member.js';
import { MAX_AGE_MS, MembershipCache } from './membership-cache.js';

function member(userId: string, accountIds: string[]): UserWithMemberships {
  const user = { userId, kind: 'PERSON' } as UserWithMemberships['user'];
  const roles: Role[] = [];
  return {
    user,
    memberships: accountIds.map((accountId) => ({
      membershipId: `mem-${userId}-${accountId}`,
      accountId,
      userId,
      status: 'ACTIVE',
      roleIds: [],
      organizationName: null,
      menuColour: '2268AE',
      accountDetailsCompleted: true,
      logoFileId: null,
      lastActiveAt: null,
      lastSignInAt: null,
      roles,
    })),
  };
}

/** A cache over a switchable "listening", with a loader that counts its calls. */
function setUp() {
  const db = { listening: true };
  let now = 1_000_000;
  const cache = new MembershipCache(db, () => now);
  const loads: string[] = [];
  const people: Record<string, UserWithMemberships> = {
    'sub-a': member('usr-a', ['acc-1']),
    'sub-b': member('usr-b', ['acc-1', 'acc-2']),
    'sub-c': member('usr-c', ['acc-2']),
  };
  const lookup = (sub: string) =>
    cache.lookup(sub, async () => {
      loads.push(sub);
      return people[sub];
    });
  return { db, cache, loads, lookup, later: (ms: number) => (now += ms) };
}

describe('MembershipCache', () => {
  it('keeps a look-up: the second request of a member reads nothing', async () => {
    const { lookup, loads } = setUp();
    const first = await lookup('sub-a');
    const second = await lookup('sub-a');
    expect(second).toBe(first);
    expect(loads).toEqual(['sub-a']);
  });

  it('keeps nobody it did not find (a first sign-in is looked up again)', async () => {
    const { lookup, loads, cache } = setUp();
    await lookup('sub-unknown');
    await lookup('sub-unknown');
    expect(loads).toEqual(['sub-unknown', 'sub-unknown']);
    expect(cache.size).toBe(0);
  });

  it("drops the user a change names, and an organisation's members for a change to it or its roles", async () => {
    const { lookup, loads, cache } = setUp();
    for (const sub of ['sub-a', 'sub-b', 'sub-c']) await lookup(sub);
    cache.change('user:usr-a');
    expect(cache.size).toBe(2);
    cache.change('account:acc-2');
    expect(cache.size).toBe(0);
    for (const sub of ['sub-a', 'sub-b', 'sub-c']) await lookup(sub);
    expect(loads).toEqual(['sub-a', 'sub-b', 'sub-c', 'sub-a', 'sub-b', 'sub-c']);
    cache.change('something else');
    expect(cache.size).toBe(0);
  });

  it('does not keep a look-up read before a change that was told while it was read', async () => {
    const { cache, lookup } = setUp();
    let release: () => void = () => undefined;
    const slow = cache.lookup(
      'sub-a',
      () =>
        new Promise<UserWithMemberships>((resolve) => {
          release = () => resolve(member('usr-a', ['acc-1']));
        }),
    );
    // The administrator's change commits while the member's look-up is on its way back.
    cache.change('user:usr-a');
    release();
    await slow;
    expect(cache.size).toBe(0);
    await lookup('sub-a');
    expect(cache.size).toBe(1);
  });

  it('keeps nothing while no connection listens, and forgets everything when listening stops or starts', async () => {
    const { db, cache, lookup, loads } = setUp();
    await lookup('sub-a');
    db.listening = false;
    cache.reset();
    expect(cache.size).toBe(0);
    await lookup('sub-a');
    await lookup('sub-a');
    expect(loads).toEqual(['sub-a', 'sub-a', 'sub-a']);
    db.listening = true;
    cache.reset();
    await lookup('sub-a');
    await lookup('sub-a');
    expect(loads).toHaveLength(4);
  });

  it('reads a member again after MAX_AGE_MS even when no change was told', async () => {
    const { lookup, loads, later } = setUp();
    await lookup('sub-a');
    later(MAX_AGE_MS - 1);
    await lookup('sub-a');
    later(2);
    await lookup('sub-a');
    expect(loads).toEqual(['sub-a', 'sub-a']);
  });

  it('shares a frozen value, so no request can change what the next one is told', async () => {
    const { lookup } = setUp();
    const kept = await lookup('sub-a');
    expect(Object.isFrozen(kept?.memberships[0])).toBe(true);
    expect(() => {
      (kept?.memberships[0] as { status: string }).status = 'DISABLED';
    }).toThrow(TypeError);
  });
});
