// Why the API refused a notifications request (its `reason`), as the schema's NotificationRefusal. The API keeps the
// list in api/src/notifications/errors.ts; enums.test checks the two name the same reasons.
import type { NotificationRefusal } from '../generated/graphql.js';

export const NOTIFICATION_REFUSALS: readonly NotificationRefusal[] = [
  'NOT_APPROVED',
  'NO_TEMPLATE',
  'TEMPLATE_EXISTS',
  'NO_FAMILY',
  'NOTHING_TO_RESEND',
  'SEND_RUNNING',
];
