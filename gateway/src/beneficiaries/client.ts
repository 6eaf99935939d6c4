// REST client of the beneficiaries domain: lists, their members, and beneficiaries.
import type { GraphQLResolveInfo } from 'graphql';
import type {
  CreateBeneficiaryInput,
  CreateBeneficiaryListInput,
  UpdateBeneficiaryInput,
  UpdateBeneficiaryListInput,
} from '../generated/graphql.js';
import { idPath, type RestClient } from '../rest/client.js';
import type { Connection, ListArgs } from '../rest/connection.js';
import { batchLoader, type RecordLoader } from '../rest/loader.js';
import type { BeneficiaryErasureAnswer, BeneficiaryListRecord, BeneficiaryRecord } from './types.js';

export class BeneficiariesClient {
  readonly #rest: RestClient;
  readonly listById: RecordLoader<BeneficiaryListRecord>;
  readonly byId: RecordLoader<BeneficiaryRecord>;

  constructor(rest: RestClient) {
    this.#rest = rest;
    this.listById = batchLoader<BeneficiaryListRecord>(rest, '/beneficiary-lists', (l) => l.beneficiaryListId);
    this.byId = batchLoader<BeneficiaryRecord>(rest, '/beneficiaries', (b) => b.beneficiaryId);
  }

  lists(args: ListArgs, info: GraphQLResolveInfo): Promise<Connection<BeneficiaryListRecord>> {
    return this.listById.connection('/beneficiary-lists', args, info);
  }

  /** Null when the list does not exist or the caller may not see it. */
  list(id: string): Promise<BeneficiaryListRecord | null> {
    return this.listById.load(id);
  }

  beneficiaries(listId: string, args: ListArgs, info: GraphQLResolveInfo): Promise<Connection<BeneficiaryRecord>> {
    return this.byId.connection(`${idPath('/beneficiary-lists', listId, 'listId')}/beneficiaries`, args, info);
  }

  /** Null when the beneficiary does not exist or is in no list the caller may see. */
  get(id: string): Promise<BeneficiaryRecord | null> {
    return this.byId.load(id);
  }

  async createList(input: CreateBeneficiaryListInput): Promise<BeneficiaryListRecord> {
    return this.listById.remember(await this.#rest.post<BeneficiaryListRecord>('/beneficiary-lists', input));
  }

  async updateList(id: string, input: UpdateBeneficiaryListInput): Promise<BeneficiaryListRecord> {
    return this.listById.remember(await this.#rest.patch(idPath('/beneficiary-lists', id), input));
  }

  async deleteList(id: string): Promise<BeneficiaryListRecord> {
    const list = await this.#rest.request<BeneficiaryListRecord>('DELETE', idPath('/beneficiary-lists', id));
    this.listById.clear(id);
    return list;
  }

  async addMembers(listId: string, beneficiaryIds: readonly string[]): Promise<BeneficiaryListRecord> {
    const path = `${idPath('/beneficiary-lists', listId, 'listId')}/members`;
    this.byId.clearAll();
    return this.listById.remember(await this.#rest.post(path, { beneficiaryIds }));
  }

  async removeMembers(listId: string, beneficiaryIds: readonly string[]): Promise<BeneficiaryListRecord> {
    const path = `${idPath('/beneficiary-lists', listId, 'listId')}/members/remove`;
    this.byId.clearAll();
    return this.listById.remember(await this.#rest.post(path, { beneficiaryIds }));
  }

  async create(input: CreateBeneficiaryInput): Promise<BeneficiaryRecord> {
    // A new member moves the counts of the lists it lands in.
    this.listById.clearAll();
    return this.byId.remember(await this.#rest.post<BeneficiaryRecord>('/beneficiaries', input));
  }

  /** DELETE /beneficiaries/:id or POST /beneficiaries/:id/anonymise (data protection). */
  async erase(id: string, mode: 'DELETE' | 'ANONYMISE'): Promise<BeneficiaryErasureAnswer> {
    const path = idPath('/beneficiaries', id);
    const erasure =
      mode === 'DELETE'
        ? await this.#rest.request<BeneficiaryErasureAnswer>('DELETE', path)
        : await this.#rest.post<BeneficiaryErasureAnswer>(`${path}/anonymise`, {});
    this.listById.clearAll();
    this.byId.clear(id);
    return erasure;
  }

  async update(id: string, input: UpdateBeneficiaryInput): Promise<BeneficiaryRecord> {
    this.listById.clearAll();
    return this.byId.remember(await this.#rest.patch<BeneficiaryRecord>(idPath('/beneficiaries', id), input));
  }
}
