// REST client of the payments domain: providers with their remembered columns, and a distribution's exports. The
// files themselves go through a file route of domain.ts (a same-origin link), not GraphQL.
import type { PaymentExportListJson, PaymentProviderListJson } from '@aid/common/payments';
import DataLoader from 'dataloader';
import type { PaymentExportSettingsInput } from '../generated/graphql.js';
import { idPath, type RestClient } from '../rest/client.js';
import type { PaymentExportRecord, PaymentProviderRecord } from './types.js';

export class PaymentsClient {
  readonly #rest: RestClient;
  /** Per distribution: a list of distributions asking for their exports costs one call each, at most once. */
  readonly #exports: DataLoader<string, PaymentExportRecord[]>;
  #providers: Promise<PaymentProviderRecord[]> | undefined;

  constructor(rest: RestClient) {
    this.#rest = rest;
    this.#exports = new DataLoader<string, PaymentExportRecord[]>(
      (ids) =>
        Promise.all(
          ids.map(async (id) => {
            const path = `${idPath('/distributions', id, 'distributionId')}/payment-exports`;
            return (await this.#rest.get<PaymentExportListJson>(path)).items;
          }),
        ),
      // No batch endpoint: each distribution is its own call, still asked once per request.
      { batch: false },
    );
  }

  /** The organisation's providers by name; read once per request. */
  providers(): Promise<PaymentProviderRecord[]> {
    this.#providers ??= this.#rest.get<PaymentProviderListJson>('/payment-providers').then((list) => list.items);
    return this.#providers;
  }

  exports(distributionId: string): Promise<PaymentExportRecord[]> {
    return this.#exports.load(distributionId);
  }

  async updateSettings(input: PaymentExportSettingsInput): Promise<PaymentProviderRecord> {
    const provider = await this.#rest.request<PaymentProviderRecord>('PUT', '/payment-export-settings', {
      body: input,
    });
    this.#providers = undefined;
    return provider;
  }
}
