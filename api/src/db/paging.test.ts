import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './paging.js';

describe('cursors', () => {
  it('round-trip and stay URL-safe', () => {
    const cursor = encodeCursor({ sortName: 'NAME', key: 'água & co/?', id: 'prg--01' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'NAME')).toEqual({ sortName: 'NAME', key: 'água & co/?', id: 'prg--01' });
  });

  it('refuse garbage and cursors of another sort order', () => {
    expect(() => decodeCursor('not a cursor!', 'NAME')).toThrow('after: is not a cursor returned by this list');
    expect(() => decodeCursor(Buffer.from('{"a":1}').toString('base64url'), 'NAME')).toThrow('is not a cursor');
    const typeCursor = encodeCursor({ sortName: 'TYPE', key: 'CASH', id: 'prg--01' });
    expect(() => decodeCursor(typeCursor, 'NAME')).toThrow('after: belongs to sort TYPE, not NAME');
  });
});
