import { type DistributionRefusal, formatMoney, IllegalTransitionError } from '@aid/common/distributions';
import { refusalError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN';

/**
 * The distributions domain's refusals. `code` stays in the common error table (the GraphQL contract mirrors it);
 * `reason` says which rule refused, so a client can tell "over budget" from "creator cannot approve".
 */
export class DistributionError extends refusalError<Code, DistributionRefusal>() {
  static notFound(): DistributionError {
    return new DistributionError('NOT_FOUND', 'Distribution not found');
  }

  static illegal(error: IllegalTransitionError): DistributionError {
    return new DistributionError('VALIDATION_FAILED', error.message, 'ILLEGAL_TRANSITION');
  }

  /** Amounts in the program's currency; `converted` names the rate a distribution in another currency used. */
  static overBudget(
    excess: number,
    currency: string,
    left: number,
    converted?: { currency: string; rate: string } | null,
  ): DistributionError {
    const rate = converted ? ` (converted at 1 ${converted.currency} = ${converted.rate} ${currency})` : '';
    return new DistributionError(
      'VALIDATION_FAILED',
      `The distribution exceeds what is left of the program's budget (${formatMoney(left, currency)}) by ` +
        `${formatMoney(excess, currency)}${rate}`,
      'OVER_BUDGET',
    );
  }
}

/** Runs `fn`, turning an illegal status change of the common tables into this domain's 422. */
export function transition(fn: () => void): void {
  try {
    fn();
  } catch (error) {
    if (error instanceof IllegalTransitionError) throw DistributionError.illegal(error);
    throw error;
  }
}
