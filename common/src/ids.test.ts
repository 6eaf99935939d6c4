import { describe, expect, it } from 'vitest';
import { hasPrefix, idProblem, newId } from './ids.js';

describe('newId', () => {
  it('carries the spec prefix and sorts by creation time', () => {
    const a = newId('program', 1_700_000_000_000);
    const b = newId('program', 1_700_000_000_001);
    expect(a.startsWith('prg--')).toBe(true);
    expect(hasPrefix(a, 'program')).toBe(true);
    expect(hasPrefix(a, 'beneficiary')).toBe(false);
    expect(a < b).toBe(true);
    expect(a).toMatch(/^prg--[0-9a-z]{26}$/);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId('user', 1)));
    expect(ids.size).toBe(1000);
  });
});

describe('idProblem', () => {
  it('lets ids through and names what is wrong with anything else', () => {
    expect(idProblem(newId('program'))).toBeUndefined();
    expect(idProblem('prg--demo-water-2026')).toBeUndefined();
    expect(idProblem('')).toBe('must not be empty');
    expect(idProblem('x'.repeat(101))).toBe('must be at most 100 characters');
    expect(idProblem('prg--a\u0000b')).toBe('may contain only letters, digits, "-" and "_"');
    expect(idProblem('prg--a/../b')).toBe('may contain only letters, digits, "-" and "_"');
  });
});
