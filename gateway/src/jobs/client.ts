// REST client of the jobs domain.
import type { StartDemoJobInput } from '@aid/common/jobs';
import type DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { idPath, type RestClient } from '../rest/client.js';
import { type Connection, fetchConnection, type ListArgs } from '../rest/connection.js';
import { batchLoader } from '../rest/loader.js';
import type { JobRecord } from './types.js';

export class JobsClient {
  readonly #rest: RestClient;
  readonly byId: DataLoader<string, JobRecord | null>;

  constructor(rest: RestClient) {
    this.#rest = rest;
    this.byId = batchLoader<JobRecord>(rest, '/jobs', (job) => job.jobId);
  }

  async list(args: ListArgs & { mine?: boolean | null }, info: GraphQLResolveInfo): Promise<Connection<JobRecord>> {
    const extra = args.mine ? { mine: 'true' } : {};
    return (await fetchConnection<JobRecord>(this.#rest, '/jobs', args, info, extra, 20)).connection;
  }

  /** Null when the job does not exist or the caller may not see it. */
  get(jobId: string): Promise<JobRecord | null> {
    return this.byId.load(jobId);
  }

  startDemo(input: StartDemoJobInput): Promise<JobRecord> {
    return this.#rest.post<JobRecord>('/jobs/demo', input);
  }

  async cancel(jobId: string): Promise<JobRecord> {
    const job = await this.#rest.post<JobRecord>(`${idPath('/jobs', jobId)}/cancel`, {});
    this.byId.clear(jobId).prime(jobId, job);
    return job;
  }
}
