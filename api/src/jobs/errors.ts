import { ApiError } from '../http/errors.js';

/** The jobs domain's refusals; statuses come from the common error table. */
export class JobError extends ApiError {
  constructor(code: 'NOT_FOUND' | 'CONFLICT' | 'INTERNAL', message: string) {
    super(code, message);
  }

  static notFound(): JobError {
    return new JobError('NOT_FOUND', 'Job not found');
  }
}
