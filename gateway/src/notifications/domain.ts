// The notifications domain: message templates, settings, the families' notifications and the outbox.
import { defineDomain } from '../manifest.js';
import { NotificationsClient } from './client.js';
import { notificationsResolvers } from './resolvers.js';

export const notificationsDomain = defineDomain({
  name: 'notifications',
  resolvers: [notificationsResolvers],
  clients: (rest) => ({ notifications: new NotificationsClient(rest) }),
});
