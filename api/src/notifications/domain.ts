// The notifications domain: its routes and the job that sends a distribution's messages.
import type { ApiDomain } from '../domain.js';
import { notificationsRouter } from './routes.js';
import { notificationsJob } from './send.js';

export const notificationsDomain: ApiDomain = {
  name: 'notifications',
  routers: (deps) => [notificationsRouter(deps)],
  jobs: { DISTRIBUTION_NOTIFICATIONS: { handler: notificationsJob } },
};
