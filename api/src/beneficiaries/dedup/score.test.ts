import { nameKey } from '@aid/common/beneficiaries';
import { describe, expect, it } from 'vitest';
import { type DedupPerson, jaroWinkler, nameSimilarity, scorePair, tokensOfKey } from './score.js';

const person = (first: string, last: string, extra: Partial<DedupPerson> = {}): DedupPerson => ({
  id: `${first} ${last}`,
  dob: '1990-01-02',
  ...tokensOfKey(nameKey(first, last).key),
  phone: null,
  email: null,
  ref: null,
  ...extra,
});

describe('jaroWinkler', () => {
  it('gives the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('a'.repeat(40), `${'a'.repeat(39)}b`)).toBeGreaterThan(0.97);
  });
});

describe('name similarity and pair scores', () => {
  const sim = (a: [string, string], b: [string, string]) => nameSimilarity(person(...a), person(...b));
  it('scores typos, transposed names and transliterations high', () => {
    expect(sim(['Amina', 'Odhiambo'], ['Odhiambo', 'Amina'])).toBe(1);
    expect(sim(['Amina', 'Odhiambo'], ['Amnia', 'Odhiambo'])).toBeGreaterThan(0.92);
    expect(sim(['Mohammed', 'Haddad'], ['Muhammad', 'Haddad'])).toBeGreaterThan(0.92);
    expect(sim(['محمد', 'حداد'], ['Mohammed', 'Haddad'])).toBeGreaterThan(0.92);
    expect(sim(['Олег', 'Коваленко'], ['Oleg', 'Kovalenko'])).toBe(1);
  });
  it('keeps different first names apart', () => {
    expect(sim(['Amina', 'Ali'], ['Halima', 'Ali'])).toBeLessThan(0.75);
    expect(sim(['Grace', 'Wafula'], ['Peter', 'Wafula'])).toBeLessThan(0.75);
  });
  it('scores evidence: reference, names with dob, siblings sharing a phone', () => {
    const a = person('Amina', 'Odhiambo', { ref: 'R1', phone: '+254700000001' });
    expect(scorePair(a, person('Amnia', 'Odhiambo', { ref: 'R1', dob: null }), 0.75)).toEqual({
      score: 1,
      reasons: ['EXTERNAL_REFERENCE_NUMBER'],
    });
    // The same reference with a completely different name: a conflict to review, not a sure duplicate.
    expect(scorePair(a, person('Peter', 'Kamau', { ref: 'R1' }), 0.75)).toEqual({
      score: 0.75,
      reasons: ['EXTERNAL_REFERENCE_NUMBER'],
    });
    expect(scorePair(a, person('Amnia', 'Odhiambo'), 0.75).reasons).toEqual(['NAME_AND_DOB']);
    const sibling = person('Grace', 'Odhiambo', { dob: '1994-05-06', phone: '+254700000001' });
    expect(scorePair(a, sibling, 0.75).score).toBeLessThan(0.75);
    const samePhone = person('Amina', 'Odhiambo', { dob: null, phone: '+254700000001' });
    expect(scorePair(a, samePhone, 0.75)).toMatchObject({ reasons: ['PHONE_NUMBER'] });
  });
});
