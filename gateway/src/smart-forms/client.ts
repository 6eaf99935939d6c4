// REST client of smart forms (api/src/smart-forms/routes.ts). Forms are read by id in batches (`GET /smart-forms?ids=`)
// and a list page or a change puts the answer in its place, so the same form asked for again in a query costs no call
// and is never an older copy.
import type { GraphQLResolveInfo } from 'graphql';
import type { SmartFormStatus } from '../generated/graphql.js';
import { idPath, type RestClient } from '../rest/client.js';
import type { Connection } from '../rest/connection.js';
import { RecordClient } from '../rest/loader.js';
import type { CreateSmartFormBody, UpdateSmartFormBody } from './mapping.js';
import type { SmartFormRecord } from './types.js';

const FORMS = '/smart-forms';

export type SmartFormListArgs = { first?: number | null; after?: string | null; status?: SmartFormStatus | null };

export class SmartFormsClient extends RecordClient<SmartFormRecord> {
  constructor(rest: RestClient) {
    super(rest, FORMS, (form) => form.smartFormId);
  }

  /** The organisation's forms, newest first (20 a page unless asked otherwise). */
  list(args: SmartFormListArgs, info: GraphQLResolveInfo): Promise<Connection<SmartFormRecord>> {
    return this.byId.connection(FORMS, args, info, { status: args.status }, 20);
  }

  async create(body: CreateSmartFormBody): Promise<SmartFormRecord> {
    return this.byId.remember(await this.rest.post<SmartFormRecord>(FORMS, body));
  }

  async update(id: string, body: UpdateSmartFormBody): Promise<SmartFormRecord> {
    return this.byId.remember(await this.rest.patch<SmartFormRecord>(idPath(FORMS, id), body));
  }

  async publish(id: string): Promise<SmartFormRecord> {
    return this.byId.remember(await this.rest.post<SmartFormRecord>(`${idPath(FORMS, id)}/publish`, {}));
  }

  async close(id: string): Promise<SmartFormRecord> {
    return this.byId.remember(await this.rest.post<SmartFormRecord>(`${idPath(FORMS, id)}/close`, {}));
  }

  /** The form as it was; read by id again in the same request, it is gone. */
  async delete(id: string): Promise<SmartFormRecord> {
    const deleted = await this.rest.request<SmartFormRecord>('DELETE', idPath(FORMS, id));
    this.byId.clear(id).prime(id, null);
    return deleted;
  }
}
