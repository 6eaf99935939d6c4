// REST client of the activity domain: the organisation's activity log.
import type { GraphQLResolveInfo } from 'graphql';
import type { RestClient } from '../rest/client.js';
import { type Connection, fetchConnection, type ListArgs } from '../rest/connection.js';
import type { ActivityLogRecord } from './types.js';

export class ActivityClient {
  readonly #rest: RestClient;

  constructor(rest: RestClient) {
    this.#rest = rest;
  }

  async list(args: ListArgs, info: GraphQLResolveInfo): Promise<Connection<ActivityLogRecord>> {
    return (await fetchConnection<ActivityLogRecord>(this.#rest, '/activity-logs', args, info)).connection;
  }
}
