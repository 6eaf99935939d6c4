// Rules over several fields of a distribution, checked on the values it will have after a create or an edit.
import {
  amountDecimalsErrors,
  type DistributionType,
  exchangeRateErrors,
  exchangeRateFor,
  type InKindItem,
} from '@aid/common/distributions';
import { type FieldError, fieldError } from '@aid/common/errors';
import { DistributionError } from './errors.js';

export type Shape = {
  distributionType: DistributionType;
  amountPerBeneficiary: number;
  includeDependants: boolean;
  amountPerDependant: number;
  items: InKindItem[];
};

/** IN_KIND distributions hand out items, the others money: each needs its own and refuses the other's. */
export function checkShape(shape: Shape): void {
  const errors: FieldError[] = [];
  if (shape.distributionType === 'IN_KIND') {
    if (shape.items.length === 0) {
      errors.push(
        fieldError('items', 'REQUIRED', undefined, 'must name at least one item for an IN_KIND distribution'),
      );
    }
    if (shape.amountPerBeneficiary !== 0 || shape.amountPerDependant !== 0) {
      const field = shape.amountPerBeneficiary !== 0 ? 'amountPerBeneficiary' : 'amountPerDependant';
      errors.push(fieldError(field, 'INVALID_VALUE', undefined, 'must be 0 for an IN_KIND distribution (use items)'));
    }
  } else {
    if (shape.amountPerBeneficiary < 1 && !(shape.includeDependants && shape.amountPerDependant > 0)) {
      errors.push(
        fieldError(
          'amountPerBeneficiary',
          'TOO_SMALL',
          { min: 1 },
          `must be at least 1 for a ${shape.distributionType} distribution`,
        ),
      );
    }
    if (shape.items.length > 0) {
      errors.push(fieldError('items', 'INVALID_VALUE', undefined, 'only IN_KIND distributions have items'));
    }
  }
  const first = errors[0];
  if (first) throw new DistributionError('VALIDATION_FAILED', `${first.field} ${first.message}`, undefined, errors);
}

export type Money = {
  amountPerBeneficiary: number;
  amountPerDependant: number;
  amountPerBeneficiaryCurrency: string;
  exchangeRate?: string | null;
};

/**
 * The money rules over the currency: amounts its currency can pay (no 5,000.50 XOF), and the exchange rate that a
 * currency other than the program's needs for the budget check. Returns the rate to store (null when the currencies
 * are the same: the rate is then ignored).
 */
export function checkMoney(money: Money, programCurrency: string): string | null {
  const currency = money.amountPerBeneficiaryCurrency;
  const errors = [
    ...amountDecimalsErrors(
      { amountPerBeneficiary: money.amountPerBeneficiary, amountPerDependant: money.amountPerDependant },
      currency,
    ),
    ...exchangeRateErrors(currency, programCurrency, money.exchangeRate),
  ];
  const first = errors[0];
  if (first) throw new DistributionError('VALIDATION_FAILED', `${first.field} ${first.message}`, undefined, errors);
  return exchangeRateFor(currency, programCurrency, money.exchangeRate);
}
