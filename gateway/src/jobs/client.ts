// REST client of the jobs domain.
import type { StartDemoJobInput } from '@aid/common/jobs';
import type { GraphQLResolveInfo } from 'graphql';
import { idPath, type RestClient } from '../rest/client.js';
import { type Connection, fetchConnection, type ListArgs } from '../rest/connection.js';
import { RecordClient } from '../rest/loader.js';
import type { JobRecord } from './types.js';

export class JobsClient extends RecordClient<JobRecord> {
  constructor(rest: RestClient) {
    super(rest, '/jobs', (job) => job.jobId);
  }

  async list(args: ListArgs & { mine?: boolean | null }, info: GraphQLResolveInfo): Promise<Connection<JobRecord>> {
    const extra = args.mine ? { mine: 'true' } : {};
    return (await fetchConnection<JobRecord>(this.rest, '/jobs', args, info, extra, 20)).connection;
  }

  startDemo(input: StartDemoJobInput): Promise<JobRecord> {
    return this.rest.post<JobRecord>('/jobs/demo', input);
  }

  async cancel(jobId: string): Promise<JobRecord> {
    return this.byId.remember(await this.rest.post<JobRecord>(`${idPath('/jobs', jobId)}/cancel`, {}));
  }
}
