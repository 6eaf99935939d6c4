// REST client of the partner-key domain (a key's role is read through the roles client).
import type { ApiKeyJson, CreateApiKeyInput, CreatedApiKeyJson } from '@aid/common/apikeys';
import { idPath, type RestClient } from '../rest/client.js';

export class ApiKeysClient {
  readonly #rest: RestClient;

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
}
