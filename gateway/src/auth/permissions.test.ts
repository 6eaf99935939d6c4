import { describe, expect, it } from 'vitest';
import { allows, PermissionCache } from './permissions.js';

const everything = { accessLevel: 'EVERYTHING' as const, objectIds: [] };

describe('permission cache', () => {
  it('answers for one caller and account until the time-to-live is over', () => {
    let now = 1_000;
    const cache = new PermissionCache(30_000, 10, () => now);
    const key = PermissionCache.key('sub-1', 'acc--a');
    cache.set(key, { userId: 'usr--a', accountId: 'acc--a', permissions: { PROGRAMS: { VIEW: everything } } });
    expect(cache.get(key)?.accountId).toBe('acc--a');
    expect(cache.get(PermissionCache.key('sub-1', 'acc--b'))).toBeUndefined();
    expect(cache.get(PermissionCache.key('sub-2', 'acc--a'))).toBeUndefined();
    now += 29_999;
    expect(cache.get(key)).toBeDefined();
    now += 1;
    expect(cache.get(key)).toBeUndefined();
  });

  it('keeps at most its bound, dropping the oldest first', () => {
    const cache = new PermissionCache(30_000, 2);
    for (const sub of ['a', 'b', 'c']) cache.set(sub, { userId: 'usr--a', accountId: undefined, permissions: {} });
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
  });

  it("forgets one organisation's entries, asked for by id or reached by default, and keeps the others'", () => {
    const cache = new PermissionCache(30_000);
    const entry = (accountId: string) => ({ userId: 'usr--a', accountId, permissions: {} });
    cache.set(PermissionCache.key('sub-1', 'acc--a'), entry('acc--a'));
    cache.set(PermissionCache.key('sub-2', undefined), entry('acc--a'));
    cache.set(PermissionCache.key('sub-3', 'acc--b'), entry('acc--b'));
    expect(cache.evictAccount('acc--a')).toBe(2);
    expect(cache.get(PermissionCache.key('sub-1', 'acc--a'))).toBeUndefined();
    expect(cache.get(PermissionCache.key('sub-2', undefined))).toBeUndefined();
    expect(cache.get(PermissionCache.key('sub-3', 'acc--b'))?.accountId).toBe('acc--b');
  });

  it('keeps nothing with a time-to-live of 0', () => {
    const cache = new PermissionCache(0);
    cache.set('a', { userId: 'usr--a', accountId: undefined, permissions: {} });
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('allows', () => {
  it('reads EVERYTHING, SELECTED ids and NONE', () => {
    const permissions = {
      PROGRAMS: {
        CREATE: everything,
        UPDATE: { accessLevel: 'SELECTED' as const, objectIds: ['prg--1'] },
        DELETE: { accessLevel: 'NONE' as const, objectIds: [] },
      },
    };
    expect(allows(permissions, 'PROGRAMS', 'CREATE')).toBe(true);
    expect(allows(permissions, 'PROGRAMS', 'UPDATE', 'prg--1')).toBe(true);
    expect(allows(permissions, 'PROGRAMS', 'UPDATE', 'prg--2')).toBe(false);
    expect(allows(permissions, 'PROGRAMS', 'DELETE')).toBe(false);
    expect(allows(permissions, 'REPORTS', 'VIEW')).toBe(false);
  });
});
