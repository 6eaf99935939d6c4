import { describe, expect, it } from 'vitest';
import { nameKey } from './name-key.js';

describe('nameKey', () => {
  it('is the same for transposed first and last names', () => {
    expect(nameKey('Amina', 'Odhiambo')).toEqual(nameKey('Odhiambo', 'Amina'));
  });

  it('transliterates other scripts and lower-cases', () => {
    expect(nameKey('Борис', 'Коваленко').key).toBe('boris kovalenko');
    expect(nameKey('Sérgio', 'DA SILVA').key).toBe('da sergio silva');
  });

  it('gives transliteration variants one skeleton', () => {
    expect(nameKey('Mohammed', 'Al-Hassan').skeleton).toBe(nameKey('Muhammad', 'Alhassan').skeleton);
    expect(nameKey('محمد', 'الحسن').skeleton).toBe(nameKey('Mohamed', 'Alhasan').skeleton);
  });
});
