// By-id reads through a batch endpoint (`GET /programs?ids=a,b,c`): one REST call per tick, whatever the nesting.
import { idRefusal } from '@aid/common/gateway';
import { idProblem } from '@aid/common/ids';
import { LIMITS } from '@aid/common/limits';
import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import type { QueryValue, RestClient } from './client.js';
import { type Connection, fetchConnection, type ListArgs } from './connection.js';
import { gatewayError } from './errors.js';

export type ListResponse<T> = { items: T[] };

/** Ids per batch call: 100 ids of at most 100 characters keep the URL far below the API's header limit. */
export const MAX_BATCH = LIMITS.idsPerRequest;

/**
 * A per-request DataLoader over `GET <path>?ids=`. Ids the API does not return (missing, or not visible to the
 * caller) resolve to null rather than failing the whole batch.
 */
export function batchLoader<T>(rest: RestClient, path: string, idOf: (item: T) => string): RecordLoader<T> {
  return new RecordLoader<T>(rest, path, idOf);
}

/**
 * The by-id reads of one kind of record in one request, and the records the API has just answered put in their
 * place: a list page or a change primes it, so the same record asked for again in the query costs no call and is
 * not an older copy.
 */
export class RecordLoader<T> extends DataLoader<string, T | null> {
  readonly #rest: RestClient;
  readonly #idOf: (item: T) => string;

  constructor(rest: RestClient, path: string, idOf: (item: T) => string) {
    super(
      async (ids) => {
        // An id that cannot be one is refused on its own; the others are still looked up together.
        const valid = ids.filter((id) => !idProblem(id));
        const byId = new Map<string, T>();
        if (valid.length > 0) {
          const response = await rest.get<ListResponse<T>>(path, { ids: valid.join(',') });
          for (const item of response.items) byId.set(idOf(item), item);
        }
        return ids.map((id) => {
          const problem = idProblem(id);
          return problem ? gatewayError('VALIDATION_FAILED', idRefusal('id', id)) : (byId.get(id) ?? null);
        });
      },
      { maxBatchSize: MAX_BATCH },
    );
    this.#rest = rest;
    this.#idOf = idOf;
  }

  /** The record a create or a change answered, replacing any copy read before it; returned as it is. */
  remember(record: T): T {
    const id = this.#idOf(record);
    this.clear(id).prime(id, record);
    return record;
  }

  /** Records a list answered; a copy already read in this request is kept. */
  primeAll(records: readonly T[]): void {
    for (const record of records) this.prime(this.#idOf(record), record);
  }

  /** One page of a list of these records as a connection (fetchConnection), its items primed. */
  async connection(
    path: string,
    args: ListArgs,
    info: GraphQLResolveInfo,
    extra?: Record<string, QueryValue>,
    defaultSize?: number,
  ): Promise<Connection<T>> {
    const { connection, page } = await fetchConnection<T>(this.#rest, path, args, info, extra, defaultSize);
    this.primeAll(page.items);
    return connection;
  }
}

/**
 * The frame of a domain client whose records are read by id: the request's RestClient and a RecordLoader over the
 * domain's batch endpoint, which its lists and changes prime.
 */
export class RecordClient<T> {
  protected readonly rest: RestClient;
  readonly byId: RecordLoader<T>;

  constructor(rest: RestClient, path: string, idOf: (record: T) => string) {
    this.rest = rest;
    this.byId = new RecordLoader<T>(rest, path, idOf);
  }

  /** Null when the record does not exist or the caller may not see it: the API leaves it out of the batch. */
  get(id: string): Promise<T | null> {
    return this.byId.load(id);
  }
}
