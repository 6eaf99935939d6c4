// REST client of the programs domain.
import type { PageJson } from '@aid/common/rest';
import type DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import type { CreateProgramInput, UpdateProgramInput } from '../generated/graphql.js';
import { idPath, type RestClient } from '../rest/client.js';
import { type Connection, fetchConnection, type ListArgs } from '../rest/connection.js';
import { batchLoader } from '../rest/loader.js';
import type { ProgramRecord } from './types.js';

export class ProgramsClient {
  readonly #rest: RestClient;
  readonly byId: DataLoader<string, ProgramRecord | null>;

  constructor(rest: RestClient) {
    this.#rest = rest;
    this.byId = batchLoader<ProgramRecord>(rest, '/programs', (program) => program.programId);
  }

  async list(args: ListArgs, info: GraphQLResolveInfo): Promise<Connection<ProgramRecord>> {
    const { connection, page } = await fetchConnection<ProgramRecord>(this.#rest, '/programs', args, info);
    // Nested look-ups of the same programs (e.g. by id later in the query) then cost nothing.
    for (const program of (page as PageJson<ProgramRecord>).items) this.byId.prime(program.programId, program);
    return connection;
  }

  /** Null when the program does not exist or the caller may not see it: the API leaves it out of the batch. */
  get(programId: string): Promise<ProgramRecord | null> {
    return this.byId.load(programId);
  }

  async create(input: CreateProgramInput): Promise<ProgramRecord> {
    return this.#remember(await this.#rest.post<ProgramRecord>('/programs', input));
  }

  async update(programId: string, input: UpdateProgramInput): Promise<ProgramRecord> {
    return this.#remember(await this.#rest.patch<ProgramRecord>(idPath('/programs', programId), input));
  }

  #remember(program: ProgramRecord): ProgramRecord {
    this.byId.clear(program.programId).prime(program.programId, program);
    return program;
  }
}
