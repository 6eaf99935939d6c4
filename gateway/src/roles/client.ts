// REST client of the roles domain: the organisation's roles (a DataLoader for by-id reads), and custom roles'
// creation, change and deletion.
import type { CreateRole, RoleDetailJson, UpdateRole } from '@aid/common/roles';
import { idPath, type RestClient } from '../rest/client.js';
import { batchLoader, type RecordLoader } from '../rest/loader.js';

export class RolesClient {
  readonly #rest: RestClient;
  readonly byId: RecordLoader<RoleDetailJson>;
  #all: Promise<RoleDetailJson[]> | undefined;

  constructor(rest: RestClient) {
    this.#rest = rest;
    this.byId = batchLoader<RoleDetailJson>(rest, '/roles', (role) => role.roleId);
  }

  /** Asked once per GraphQL request; by-id look-ups later in the request are then answered from it. */
  list(): Promise<RoleDetailJson[]> {
    this.#all ??= this.#rest.get<{ items: RoleDetailJson[] }>('/roles').then(({ items }) => {
      this.byId.primeAll(items);
      return items;
    });
    return this.#all;
  }

  /** Null when the organisation has no such role (another organisation's included). */
  get(roleId: string | null | undefined): Promise<RoleDetailJson | null> | null {
    return roleId ? this.byId.load(roleId) : null;
  }

  create(input: CreateRole): Promise<RoleDetailJson> {
    return this.#rest.post<RoleDetailJson>('/roles', input);
  }

  update(roleId: string, input: UpdateRole): Promise<RoleDetailJson> {
    return this.#rest.patch<RoleDetailJson>(idPath('/roles', roleId), input);
  }

  delete(roleId: string): Promise<RoleDetailJson> {
    return this.#rest.request<RoleDetailJson>('DELETE', idPath('/roles', roleId));
  }
}
