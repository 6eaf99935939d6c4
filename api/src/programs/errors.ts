import { PROGRAM_MESSAGES } from '@aid/common/programs';
import { domainError } from '../http/errors.js';

/** The programs domain's refusals; statuses come from the common error table. */
export class ProgramError extends domainError<'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN'>() {
  static notFound(): ProgramError {
    return new ProgramError('NOT_FOUND', PROGRAM_MESSAGES.notFound());
  }
}
