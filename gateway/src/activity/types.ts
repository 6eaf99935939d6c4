// An activity log entry as the REST API returns it; the resolvers look up its user and list its changes.
import type { ActivityLogJson } from '@aid/common/activity';
import type { Connection } from '../rest/connection.js';

export type ActivityLogRecord = ActivityLogJson;
export type ActivityLogConnectionRecord = Connection<ActivityLogRecord>;
