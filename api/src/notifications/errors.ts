import { NOTIFICATION_MESSAGES, type NotificationRefusal } from '@aid/common/notifications';
import { refusalError } from '../http/errors.js';

// The list lives in common/src/notifications/enums.ts; re-exported for this domain's route declarations.
export { NOTIFICATION_REFUSALS, type NotificationRefusal } from '@aid/common/notifications';

type Code = 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN';

/** The notifications domain's refusals (templates, previews, sends). */
export class NotificationError extends refusalError<Code, NotificationRefusal>() {
  static templateNotFound(): NotificationError {
    return new NotificationError('NOT_FOUND', NOTIFICATION_MESSAGES.templateNotFound());
  }
}
