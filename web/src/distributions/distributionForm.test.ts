// The distribution form's money: what is typed becomes the stored hundredths the API takes (common's parseMoney),
// amounts a currency cannot pay and a missing exchange rate are refused as the API refuses them, and the tables show
// the stored value back with the same rule (format.ts → common's formatAmount).
import { formatMoney } from '@aid/common/distributions';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../ui/format.js';
import { checkDistribution, type DistributionFormValues, emptyDistribution } from './distributionForm.js';

const PROGRAM = 'prg--01JD0000000000000000000001';
const form = (overrides: Partial<DistributionFormValues>): DistributionFormValues => ({
  ...emptyDistribution('EUR'),
  distributionName: 'Cash',
  beneficiaryListId: 'bel--01JD0000000000000000000001',
  ...overrides,
});
const codes = (values: DistributionFormValues, programCurrency: string | null = 'EUR') =>
  (checkDistribution(values, PROGRAM, programCurrency).errors ?? []).map((e) => `${e.field}:${e.code}`);

describe('the distribution form’s money', () => {
  it.each([
    ['XOF', '0.001524'],
    ['EUR', ''],
    ['JOD', '1.29'],
  ])('sends 5,000 %s as 500000 and shows it back as the voucher does', (currency, exchangeRate) => {
    const { input } = checkDistribution(
      form({ amountPerBeneficiary: '5000', amountPerBeneficiaryCurrency: currency, exchangeRate }),
      PROGRAM,
      'EUR',
    );
    expect(input).toMatchObject({ amountPerBeneficiary: 500000, exchangeRate: exchangeRate || null });
    expect(`${formatMinorUnits(input?.amountPerBeneficiary)} ${currency}`).toBe(formatMoney(500000, currency));
    expect(formatMinorUnits(500000, 'fr-FR')).toBe('5\u202f000,00');
  });

  it('refuses decimals a currency cannot pay, with the field error the API answers', () => {
    const values = form({
      amountPerBeneficiary: '5000.50',
      amountPerBeneficiaryCurrency: 'XOF',
      exchangeRate: '0.0015',
    });
    const { errors } = checkDistribution(values, PROGRAM, 'EUR');
    expect(errors).toEqual([
      expect.objectContaining({
        field: 'amountPerBeneficiary',
        code: 'TOO_MANY_DECIMALS',
        params: { decimals: 0, currency: 'XOF' },
      }),
    ]);
    expect(codes(form({ amountPerBeneficiary: '5000.50' }))).toEqual([]);
    expect(
      codes(form({ amountPerBeneficiary: '12.345', amountPerBeneficiaryCurrency: 'JOD', exchangeRate: '1.29' })),
    ).toEqual(['amountPerBeneficiary:notAnAmount']);
  });

  it('asks for a positive exchange rate only when the currency is not the program’s', () => {
    expect(codes(form({ amountPerBeneficiary: '10', amountPerBeneficiaryCurrency: 'XOF' }))).toEqual([
      'exchangeRate:REQUIRED',
    ]);
    expect(codes(form({ amountPerBeneficiary: '10', amountPerBeneficiaryCurrency: 'XOF', exchangeRate: '0' }))).toEqual(
      ['exchangeRate:INVALID_FORMAT'],
    );
    // A rate left over from another currency is dropped in the program's own.
    const same = checkDistribution(form({ amountPerBeneficiary: '10', exchangeRate: '2' }), PROGRAM, 'EUR');
    expect(same.input?.exchangeRate).toBeNull();
    // The decimal comma of a French keyboard is read.
    const comma = checkDistribution(
      form({ amountPerBeneficiary: '10', amountPerBeneficiaryCurrency: 'XOF', exchangeRate: '0,001524' }),
      PROGRAM,
      'EUR',
    );
    expect(comma.input?.exchangeRate).toBe('0.001524');
  });
});
