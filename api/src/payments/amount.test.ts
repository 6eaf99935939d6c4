// Amounts in major units as the file writes them: the currency's own decimals, exact for any integer of minor units.
import { describe, expect, it } from 'vitest';
import { majorAmount } from './export.js';

describe('majorAmount', () => {
  it('writes the currency decimals without floating-point rounding', () => {
    expect(majorAmount(1250, 'EUR')).toBe('12.50');
    expect(majorAmount(5, 'EUR')).toBe('0.05');
    expect(majorAmount(0, 'USD')).toBe('0.00');
    expect(majorAmount(1250, 'JPY')).toBe('1250');
    expect(majorAmount(1250, 'KWD')).toBe('1.250');
    expect(majorAmount(100_000_000_000_001, 'EUR')).toBe('1000000000000.01');
  });
});
