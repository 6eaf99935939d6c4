import type { FieldError } from '@aid/common';
import { ApiError } from '../http/errors.js';

/** The beneficiaries domain's refusals (lists and beneficiaries); statuses come from the common error table. */
export class BeneficiaryError extends ApiError {
  constructor(
    code: 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN',
    message: string,
    fieldErrors?: FieldError[],
  ) {
    super(code, message, fieldErrors);
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
