import type { SortDeclaration } from '@aid/common/fields';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './paging.js';

const NAME: SortDeclaration = { sql: 'lower(name) COLLATE "C"', type: 'text', direction: 'ASC' };
const CREATED: SortDeclaration = { sql: 'created_at', type: 'timestamp', direction: 'DESC' };
const START: SortDeclaration = { sql: 'start_date', type: 'date', direction: 'ASC' };
const BUDGET: SortDeclaration = { sql: 'budget', type: 'number', direction: 'ASC' };

describe('cursors', () => {
  it('round-trip and stay URL-safe', () => {
    const cursor = encodeCursor({ sortName: 'NAME', key: 'água & co/?', id: 'prg--01' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'NAME', NAME)).toEqual({ sortName: 'NAME', key: 'água & co/?', id: 'prg--01' });
  });

  it('refuse garbage and cursors of another sort order', () => {
    expect(() => decodeCursor('not a cursor!', 'NAME', NAME)).toThrow('after: is not a cursor returned by this list');
    expect(() => decodeCursor(Buffer.from('{"a":1}').toString('base64url'), 'NAME', NAME)).toThrow('is not a cursor');
    const typeCursor = encodeCursor({ sortName: 'TYPE', key: 'CASH', id: 'prg--01' });
    expect(() => decodeCursor(typeCursor, 'NAME', NAME)).toThrow('after: belongs to sort TYPE, not NAME');
  });

  it('refuse a cursor that decodes but carries a key of the wrong type, or an impossible id', () => {
    const forged = (key: string, id = 'prg--01') => encodeCursor({ sortName: 'X', key, id });
    expect(() => decodeCursor(forged('yesterday'), 'X', CREATED)).toThrow('is not a cursor');
    expect(decodeCursor(forged('2026-01-05T10:00:00.123456Z'), 'X', CREATED).key).toBe('2026-01-05T10:00:00.123456Z');
    expect(() => decodeCursor(forged('2026-02-30'), 'X', START)).toThrow('is not a cursor');
    expect(() => decodeCursor(forged('12e4'), 'X', BUDGET)).toThrow('is not a cursor');
    expect(() => decodeCursor(forged('a\u0000b'), 'X', NAME)).toThrow('is not a cursor');
    expect(() => decodeCursor(forged('ok', 'x'.repeat(101)), 'X', NAME)).toThrow('is not a cursor');
    expect(() => decodeCursor('A'.repeat(5000), 'X', NAME)).toThrow('is not a cursor');
  });
});
