import { nameKey } from '@aid/common/beneficiaries';
import { describe, expect, it } from 'vitest';
import { DOB_BLOCK_SPLIT, pairsAcross, pairsOfBlock } from './groups.js';
import { type DedupPerson, tokensOfKey } from './score.js';

const person = (id: string, first: string, last: string): DedupPerson => ({
  id,
  dob: '1990-01-01',
  ...tokensOfKey(nameKey(first, last).key),
  phone: null,
  email: null,
  ref: null,
});

const pairs = (run: (compare: (a: DedupPerson, b: DedupPerson) => void) => void) => {
  const seen: string[] = [];
  run((a, b) => seen.push(`${a.id}-${b.id}`));
  return seen.sort();
};

describe('pairsAcross (a file against the master list, one birth date)', () => {
  it('compares every pair of a small block', () => {
    const file = [person('r1', 'Amina', 'Yusuf'), person('r2', 'Peter', 'Kamau')];
    const master = [person('m1', 'Zawadi', 'Otieno'), person('m2', 'Amina', 'Yusuf')];
    expect(pairs((c) => pairsAcross(file, master, c))).toEqual(['r1-m1', 'r1-m2', 'r2-m1', 'r2-m2']);
  });

  it('in a block too large to compare whole, compares only people sharing a skeleton initial, each pair once', () => {
    const crowd = Array.from({ length: DOB_BLOCK_SPLIT }, (_v, i) => person(`m${i}`, 'Zawadi', 'Otieno'));
    const master = [...crowd, person('amina', 'Yusuf', 'Amina'), person('twice', 'Yusuf', 'Yakub')];
    const file = [person('r1', 'Amina', 'Yusuf')];
    // "Yusuf Yakub" shares only the initial of "yusuf" with r1, and is compared once.
    expect(pairs((c) => pairsAcross(file, master, c))).toEqual(['r1-amina', 'r1-twice']);
    // The whole-list run splits the same way.
    const whole = pairs((c) => pairsOfBlock('dob', [...file, ...master], c)).filter((p) => p.startsWith('r1-'));
    expect(whole).toEqual(['r1-amina', 'r1-twice']);
  });
});
