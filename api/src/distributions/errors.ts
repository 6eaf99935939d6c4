import {
  DISTRIBUTION_MESSAGES,
  type DistributionRefusal,
  formatMoney,
  IllegalTransitionError,
} from '@aid/common/distributions';
import { refusalError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN';

/**
 * The distributions domain's refusals. `code` stays in the common error table (the GraphQL contract mirrors it);
 * `reason` says which rule refused, so a client can tell "over budget" from "creator cannot approve".
 */
export class DistributionError extends refusalError<Code, DistributionRefusal>() {
  static notFound(): DistributionError {
    return new DistributionError('NOT_FOUND', DISTRIBUTION_MESSAGES.notFound());
  }

  static illegal(error: IllegalTransitionError): DistributionError {
    const words = { from: error.from, to: error.to };
    const message =
      error.kind === 'distribution'
        ? DISTRIBUTION_MESSAGES.illegalDistributionTransition(words)
        : DISTRIBUTION_MESSAGES.illegalPaymentTransition(words);
    return new DistributionError('VALIDATION_FAILED', message, 'ILLEGAL_TRANSITION');
  }

  /** Amounts in the program's currency; `converted` names the rate a distribution in another currency used. */
  static overBudget(
    excess: number,
    currency: string,
    left: number,
    converted?: { currency: string; rate: string } | null,
  ): DistributionError {
    const amounts = { left: formatMoney(left, currency), excess: formatMoney(excess, currency) };
    const message = converted
      ? DISTRIBUTION_MESSAGES.overBudgetConverted({
          ...amounts,
          from: converted.currency,
          rate: converted.rate,
          currency,
        })
      : DISTRIBUTION_MESSAGES.overBudget(amounts);
    return new DistributionError('VALIDATION_FAILED', message, 'OVER_BUDGET');
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
