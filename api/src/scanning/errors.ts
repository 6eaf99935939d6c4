import { IDEMPOTENCY_KEY_REUSED, SCANNING_MESSAGES, type ScanRefusal, scanRefusalMessage } from '@aid/common/scanning';
import { refusalError } from '../http/errors.js';

type Code = 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED';
type Reason = ScanRefusal | typeof IDEMPOTENCY_KEY_REUSED;

/**
 * The scanning domain's refusals. A scan refusal is 422 with `reason` (the web shows it in the officer's language)
 * and the English message of common/src/scanning/refusals.ts.
 */
export class ScanningError extends refusalError<Code, Reason>() {
  static refused(reason: ScanRefusal, params?: Readonly<Record<string, string | number>>): ScanningError {
    return new ScanningError('VALIDATION_FAILED', scanRefusalMessage(reason, params), reason);
  }

  static keyReused(): ScanningError {
    return new ScanningError('CONFLICT', SCANNING_MESSAGES.keyReused(), IDEMPOTENCY_KEY_REUSED);
  }

  static distributionNotFound(): ScanningError {
    return new ScanningError('NOT_FOUND', SCANNING_MESSAGES.distributionNotFound());
  }
}
