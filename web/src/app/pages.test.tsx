import { describe, expect, it } from 'vitest';
import { goBackTarget } from './pages.js';

describe('/goBack', () => {
  it('steps back when the app has an earlier history entry, else goes to the landing page', () => {
    expect(goBackTarget({ idx: 3, key: 'k' })).toBe(-1);
    expect(goBackTarget({ idx: 0, key: 'k' })).toBe('/');
    expect(goBackTarget(null)).toBe('/');
  });
});
