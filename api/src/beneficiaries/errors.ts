import { BENEFICIARY_MESSAGES, type BeneficiaryRefusal } from '@aid/common/beneficiaries';
import type { FieldError } from '@aid/common/errors';
import type { Message } from '@aid/common/messages';
import { ApiError } from '../http/errors.js';

/**
 * Which rule refused (the gateway passes `reason` on), with what the client needs to act on it: the distributions
 * that still owe the beneficiary something, sent beside the reason in the body.
 */
export type BeneficiaryRefusalDetails = {
  reason: BeneficiaryRefusal;
  distributions: { distributionId: string; distributionName: string }[];
};

/** The beneficiaries domain's refusals (lists and beneficiaries); statuses come from the common error table. */
export class BeneficiaryError extends ApiError<BeneficiaryRefusal> {
  constructor(
    code: 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN',
    message: string | Message,
    fieldErrors?: FieldError[],
    refusal?: BeneficiaryRefusalDetails,
  ) {
    super(code, message, fieldErrors, refusal?.reason, refusal && { distributions: refusal.distributions });
  }

  static listNotFound(): BeneficiaryError {
    return new BeneficiaryError('NOT_FOUND', BENEFICIARY_MESSAGES.listNotFound());
  }

  static notFound(): BeneficiaryError {
    return new BeneficiaryError('NOT_FOUND', BENEFICIARY_MESSAGES.notFound());
  }

  static locked(listName: string): BeneficiaryError {
    return new BeneficiaryError('CONFLICT', BENEFICIARY_MESSAGES.locked({ list: listName }));
  }
}
