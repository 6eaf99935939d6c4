import type { VoucherRefusal } from '@aid/common/vouchers';
import { refusalError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'VALIDATION_FAILED' | 'RATE_LIMITED';

/** The vouchers domain's refusals: `reason` says which rule refused, as the distributions domain does. */
export class VoucherError extends refusalError<Code, VoucherRefusal>() {
  static notAVoucherDistribution(type: string): VoucherError {
    return new VoucherError(
      'VALIDATION_FAILED',
      `Vouchers and cards exist only in VOUCHER and IN_KIND distributions; this one is ${type}`,
      'NOT_A_VOUCHER_DISTRIBUTION',
    );
  }

  static notApproved(status: string): VoucherError {
    // Nothing is announced, paid or redeemable before approval: no voucher leaves the system before it either.
    return new VoucherError(
      'VALIDATION_FAILED',
      `Vouchers can be printed once the distribution is APPROVED; it is ${status}`,
      'NOT_APPROVED',
    );
  }

  /** Unknown, mistyped, or of a distribution not (yet) approved: all alike, so a guesser learns nothing. */
  static publicNotFound(): VoucherError {
    return new VoucherError('NOT_FOUND', 'Voucher not found');
  }
}
