import { domainError } from '../http/errors.js';

/** The activity domain's refusals; statuses come from the common error table. */
export class ActivityError extends domainError<'RATE_LIMITED'>() {}
