// A job as the REST API returns it; the resolvers shape its progress and look up who started it.
import type { JobJson } from '@aid/common/jobs';
import type { Connection } from '../rest/connection.js';

export type JobRecord = JobJson;
export type JobConnectionRecord = Connection<JobRecord>;
