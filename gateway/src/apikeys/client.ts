// REST client of the partner-key domain, and the organisation's roles (what a key is bound to).
import type { ApiKeyJson, CreateApiKeyInput, CreatedApiKeyJson, Role } from '@aid/common';
import { idPath, type RestClient } from '../rest/client.js';

export class ApiKeysClient {
  readonly #rest: RestClient;
  #roles: Promise<Role[]> | undefined;

  constructor(rest: RestClient) {
    this.#rest = rest;
  }

  async list(): Promise<ApiKeyJson[]> {
    return (await this.#rest.get<{ items: ApiKeyJson[] }>('/api-keys')).items;
  }

  create(input: CreateApiKeyInput): Promise<CreatedApiKeyJson> {
    return this.#rest.post<CreatedApiKeyJson>('/api-keys', input);
  }

  revoke(apiKeyId: string): Promise<ApiKeyJson> {
    return this.#rest.post<ApiKeyJson>(`${idPath('/api-keys', apiKeyId)}/revoke`, {});
  }

  /** Asked once per GraphQL request however many keys resolve their role. */
  roles(): Promise<Role[]> {
    this.#roles ??= this.#rest.get<{ items: Role[] }>('/roles').then((r) => r.items);
    return this.#roles;
  }

  async role(roleId: string | null): Promise<Role | null> {
    if (!roleId) return null;
    return (await this.roles()).find((role) => role.roleId === roleId) ?? null;
  }
}
