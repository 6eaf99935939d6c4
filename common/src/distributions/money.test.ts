// The one money rule: stored hundredths for every currency, shown with two decimals, paid in ISO minor units.
import { describe, expect, it } from 'vitest';
import { validate } from '../validation.js';
import {
  amountDecimalsErrors,
  convertStored,
  exchangeRateErrors,
  exchangeRateFor,
  formatAmount,
  formatMoney,
  normaliseExchangeRate,
  parseMoney,
  providerAmount,
  providerAmountText,
  UnpayableAmountError,
} from './money.js';
import { createDistributionSchema, updateDistributionSchema } from './schema.js';

describe('formatMoney', () => {
  it('divides by 100 and shows two decimals for every currency (spec §5)', () => {
    expect(formatMoney(500000, 'XOF')).toBe('5,000.00 XOF');
    expect(formatMoney(500000, 'EUR')).toBe('5,000.00 EUR');
    expect(formatMoney(500000, 'JOD')).toBe('5,000.00 JOD');
    expect(formatMoney(1234, 'JOD')).toBe('12.34 JOD');
    expect(formatMoney(5, 'EUR')).toBe('0.05 EUR');
    expect(formatMoney(0, 'XOF')).toBe('0.00 XOF');
  });

  it("uses the locale's number format, and en-US for a tag Intl cannot use", () => {
    expect(formatAmount(123456, 'de-DE')).toBe('1.234,56');
    expect(formatMoney(500000, 'XOF', 'fr-FR')).toBe('5\u202f000,00 XOF');
    expect(formatAmount(123456, 'not a locale!')).toBe('1,234.56');
    expect(formatAmount(123456, null)).toBe('1,234.56');
  });
});

describe('parseMoney', () => {
  it('reads major units into stored hundredths from the digits', () => {
    expect(parseMoney('5000')).toBe(500000);
    expect(parseMoney('1500.5')).toBe(150050);
    expect(parseMoney('1500,50')).toBe(150050);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney(' 12 000.01 ')).toBe(1200001);
  });

  it('refuses what is not a non-negative amount with at most two decimals', () => {
    expect(parseMoney('12.345')).toBeNull();
    expect(parseMoney('-5')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('99999999999999999999')).toBeNull();
  });
});

describe('providerAmount', () => {
  it('converts stored hundredths to the ISO minor units a provider pays in', () => {
    expect(providerAmount(500000, 'XOF')).toBe(5000);
    expect(providerAmount(500000, 'EUR')).toBe(500000);
    expect(providerAmount(1234, 'EUR')).toBe(1234);
    expect(providerAmount(1234, 'JOD')).toBe(12340);
    expect(providerAmount(500000, 'JOD')).toBe(5000000);
    expect(providerAmount(1234, 'CLF')).toBe(123400);
  });

  it('writes major-unit text with the currency decimals, without float rounding', () => {
    expect(providerAmountText(500000, 'XOF')).toBe('5000');
    expect(providerAmountText(1250, 'EUR')).toBe('12.50');
    expect(providerAmountText(5, 'EUR')).toBe('0.05');
    expect(providerAmountText(1234, 'JOD')).toBe('12.340');
    expect(providerAmountText(100_000_000_000_001, 'EUR')).toBe('1000000000000.01');
  });

  it('refuses a stored value the currency cannot pay instead of rounding it', () => {
    expect(() => providerAmount(500050, 'XOF')).toThrow(UnpayableAmountError);
    expect(() => providerAmount(500050, 'XOF')).toThrow('5,000.50 XOF cannot be paid in XOF, which has 0 decimals');
  });
});

describe('amountDecimalsErrors', () => {
  it('names each amount a zero-decimal currency cannot pay, with the decimals allowed', () => {
    expect(amountDecimalsErrors({ amountPerBeneficiary: 500050, amountPerDependant: 100 }, 'XOF')).toEqual([
      {
        field: 'amountPerBeneficiary',
        code: 'TOO_MANY_DECIMALS',
        params: { decimals: 0, currency: 'XOF' },
        message: 'must have at most 0 decimals in XOF',
      },
    ]);
    expect(amountDecimalsErrors({ amountPerBeneficiary: 500050 }, 'EUR')).toEqual([]);
    expect(amountDecimalsErrors({ amountPerBeneficiary: 1 }, 'JOD')).toEqual([]);
    expect(amountDecimalsErrors({ amountPerBeneficiary: 500000 }, 'XOF')).toEqual([]);
  });
});

describe('exchange rates', () => {
  it('keeps a positive decimal as canonical text', () => {
    expect(normaliseExchangeRate('0655.9570')).toBe('655.957');
    expect(normaliseExchangeRate('0,001524')).toBe('0.001524');
    expect(normaliseExchangeRate('2')).toBe('2');
    expect(normaliseExchangeRate('0')).toBeNull();
    expect(normaliseExchangeRate('0.000')).toBeNull();
    expect(normaliseExchangeRate('-1')).toBeNull();
    expect(normaliseExchangeRate('1e3')).toBeNull();
  });

  it('converts stored amounts exactly, rounding half up to the hundredth', () => {
    // 5,000 XOF at 0.001524 EUR = 7.62 EUR.
    expect(convertStored(500000, '0.001524')).toBe(762);
    // 12.34 JOD at 1.41 USD = 17.3994 → 17.40 USD.
    expect(convertStored(1234, '1.41')).toBe(1740);
    expect(convertStored(1, '0.5')).toBe(1);
    expect(convertStored(1, '0.49')).toBe(0);
    expect(convertStored(3_000_000_000_000, '655.957')).toBe(1_967_871_000_000_000);
  });

  it('requires a rate only when the currency differs from the program one', () => {
    expect(exchangeRateErrors('EUR', 'EUR', null)).toEqual([]);
    expect(exchangeRateErrors('XOF', 'EUR', null).map((e) => `${e.field}:${e.code}`)).toEqual([
      'exchangeRate:REQUIRED',
    ]);
    expect(exchangeRateErrors('XOF', 'EUR', ' ').map((e) => e.code)).toEqual(['REQUIRED']);
    expect(exchangeRateErrors('XOF', 'EUR', '0')[0]?.message).toBe(
      'must be a positive decimal such as 0.001524 (EUR per 1 XOF)',
    );
    expect(exchangeRateErrors('XOF', 'EUR', '0.001524')).toEqual([]);
    expect(exchangeRateFor('EUR', 'EUR', '2')).toBeNull();
    expect(exchangeRateFor('XOF', 'EUR', '0.0015240')).toBe('0.001524');
  });

  it('is checked by the distribution schemas', () => {
    const base = { programId: 'prg--a', beneficiaryListId: 'bel--b', distributionName: 'Cash' };
    const ok = validate(createDistributionSchema, {
      ...base,
      amountPerBeneficiaryCurrency: 'XOF',
      exchangeRate: '0.00152400',
    });
    expect(ok.ok && ok.value.exchangeRate).toBe('0.001524');
    const bad = validate(updateDistributionSchema, { exchangeRate: '-2' });
    expect(bad.ok ? [] : bad.fieldErrors.map((e) => `${e.field}:${e.code}`)).toEqual(['exchangeRate:INVALID_FORMAT']);
  });
});
