import { describe, expect, it } from 'vitest';
import { meFixture, membership } from '../test/fixtures.js';
import { accountToSelect } from './Shell.js';

describe('current organisation', () => {
  const me = meFixture({ memberships: [membership({ accountId: 'acc--a' }), membership({ accountId: 'acc--b' })] });

  it('keeps the account in use (stored choice or the ID token default) when the user is a member there', () => {
    expect(accountToSelect(me, 'acc--b')).toBeNull();
  });

  it('falls back to the first membership when none is in use or the one in use is not a membership', () => {
    expect(accountToSelect(me, undefined)).toBe('acc--a');
    expect(accountToSelect(me, 'acc--gone')).toBe('acc--a');
  });

  it('selects nothing for a user without organisations', () => {
    expect(accountToSelect(meFixture({ memberships: [] }), undefined)).toBeNull();
  });
});
