import { JOB_MESSAGES } from '@aid/common/jobs';
import { domainError } from '../http/errors.js';

/** The jobs domain's refusals; statuses come from the common error table. */
export class JobError extends domainError<'NOT_FOUND' | 'CONFLICT' | 'INTERNAL'>() {
  static notFound(): JobError {
    return new JobError('NOT_FOUND', JOB_MESSAGES.notFound());
  }
}
