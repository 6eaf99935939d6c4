// REST client of the programs domain.
import type { GraphQLResolveInfo } from 'graphql';
import type { CreateProgramInput, UpdateProgramInput } from '../generated/graphql.js';
import { idPath, type RestClient } from '../rest/client.js';
import type { Connection, ListArgs } from '../rest/connection.js';
import { RecordClient } from '../rest/loader.js';
import type { ProgramRecord } from './types.js';

export class ProgramsClient extends RecordClient<ProgramRecord> {
  constructor(rest: RestClient) {
    super(rest, '/programs', (program) => program.programId);
  }

  /** Nested look-ups of the same programs (e.g. by id later in the query) then cost nothing. */
  list(args: ListArgs, info: GraphQLResolveInfo): Promise<Connection<ProgramRecord>> {
    return this.byId.connection('/programs', args, info);
  }

  async create(input: CreateProgramInput): Promise<ProgramRecord> {
    return this.byId.remember(await this.rest.post<ProgramRecord>('/programs', input));
  }

  async update(programId: string, input: UpdateProgramInput): Promise<ProgramRecord> {
    return this.byId.remember(await this.rest.patch<ProgramRecord>(idPath('/programs', programId), input));
  }
}
