// REST client of the programs domain.
import type DataLoader from 'dataloader';
import type { CreateProgramInput, ProgramFilter, SortOption, UpdateProgramInput } from '../generated/graphql.js';
import type { RestClient } from '../rest/client.js';
import type { RestPage } from '../rest/connection.js';
import { batchLoader } from '../rest/loader.js';
import type { ProgramRecord } from './types.js';

export type ProgramListArgs = {
  first: number;
  after?: string;
  sort: SortOption;
  filter?: ProgramFilter | null;
};

export class ProgramsClient {
  readonly #rest: RestClient;
  readonly byId: DataLoader<string, ProgramRecord | null>;

  constructor(rest: RestClient) {
    this.#rest = rest;
    this.byId = batchLoader<ProgramRecord>(rest, '/programs', (program) => program.programId);
  }

  async list(args: ProgramListArgs): Promise<RestPage<ProgramRecord>> {
    const page = await this.#rest.get<RestPage<ProgramRecord>>('/programs', {
      first: args.first,
      after: args.after,
      sort: args.sort,
      filter: args.filter ? JSON.stringify(args.filter) : undefined,
    });
    // Nested look-ups of the same programs (e.g. by id later in the query) then cost nothing.
    for (const program of page.items) this.byId.prime(program.programId, program);
    return page;
  }

  /** Null when the program does not exist or the caller may not see it: the API leaves it out of the batch. */
  get(programId: string): Promise<ProgramRecord | null> {
    return this.byId.load(programId);
  }

  async create(input: CreateProgramInput): Promise<ProgramRecord> {
    return this.#remember(await this.#rest.post<ProgramRecord>('/programs', input));
  }

  async update(programId: string, input: UpdateProgramInput): Promise<ProgramRecord> {
    return this.#remember(await this.#rest.patch<ProgramRecord>(`/programs/${encodeURIComponent(programId)}`, input));
  }

  #remember(program: ProgramRecord): ProgramRecord {
    this.byId.clear(program.programId).prime(program.programId, program);
    return program;
  }
}
