// The activity domain: client crash reports and the organisation's activity log.
import type { ApiDomain } from '../domain.js';
import { activityRouter } from './routes.js';

export const activityDomain: ApiDomain = { name: 'activity', routers: (deps) => [activityRouter(deps)] };
