import type { ErrorBody, FieldError } from '@aid/common';
import { ApiError } from '../http/errors.js';

/** Which rule refused, beside the code, when a client must tell refusals apart (the gateway passes `reason` on). */
export type BeneficiaryRefusal = {
  reason: 'UNFINISHED_ENTITLEMENTS';
  distributions: { distributionId: string; distributionName: string }[];
};

/** The beneficiaries domain's refusals (lists and beneficiaries); statuses come from the common error table. */
export class BeneficiaryError extends ApiError {
  constructor(
    code: 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN',
    message: string,
    fieldErrors?: FieldError[],
    readonly refusal?: BeneficiaryRefusal,
  ) {
    super(code, message, fieldErrors);
  }

  override toBody(): ErrorBody & Partial<BeneficiaryRefusal> {
    return this.refusal ? { ...super.toBody(), ...this.refusal } : super.toBody();
  }

  static listNotFound(): BeneficiaryError {
    return new BeneficiaryError('NOT_FOUND', 'Beneficiary list not found');
  }

  static notFound(): BeneficiaryError {
    return new BeneficiaryError('NOT_FOUND', 'Beneficiary not found');
  }

  static locked(listName: string): BeneficiaryError {
    return new BeneficiaryError('CONFLICT', `The list "${listName}" is LOCKED: open it to add or remove beneficiaries`);
  }
}
