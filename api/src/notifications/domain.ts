// The notifications domain: its routes, the providers' delivery receipts (public), and the job that sends a
// distribution's messages.
import type { ApiDomain } from '../domain.js';
import { receiptsRouter } from './providers/receipts.js';
import { providersRouter } from './providers/routes.js';
import { notificationsRouter } from './routes.js';
import { notificationsJob } from './send.js';

export const notificationsDomain: ApiDomain = {
  name: 'notifications',
  publicRouters: (deps) => [receiptsRouter(deps)],
  routers: (deps) => [notificationsRouter(deps), providersRouter(deps)],
  jobs: { DISTRIBUTION_NOTIFICATIONS: { handler: notificationsJob } },
};
