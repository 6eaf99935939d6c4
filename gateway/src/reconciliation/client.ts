// REST client of reconciliation; its answers are common's reconciliation JSON shapes. Imports are read by id through
// a DataLoader (a screen polling several imports asks for each once per request); figures and pages are one call each.
import type {
  DistributionReconciliationJson,
  ProgramReconciliationJson,
  ReconciliationFamiliesPageJson,
  ReconciliationImportJson,
  ReconciliationProviderJson,
  ResolvedEntitlementJson,
  StartedReconciliationImportJson,
} from '@aid/common/reconciliation';
import DataLoader from 'dataloader';
import type { ResolveReconciliationInput, StartReconciliationImportInput } from '../generated/graphql.js';
import { idPath, present, type RestClient } from '../rest/client.js';
import { RestError } from '../rest/errors.js';

const BASE = '/reconciliation';

export class ReconciliationClient {
  readonly #rest: RestClient;
  readonly #imports: DataLoader<string, ReconciliationImportJson>;

  constructor(rest: RestClient) {
    this.#rest = rest;
    // No batch endpoint: one call per import, each asked once per request.
    this.#imports = new DataLoader(
      (ids) =>
        Promise.all(
          ids.map((id) => this.#rest.get<ReconciliationImportJson>(idPath(`${BASE}/imports`, id, 'importId'))),
        ),
      { batch: false },
    );
  }

  distribution(id: string): Promise<DistributionReconciliationJson> {
    return this.#rest.get(idPath(`${BASE}/distributions`, id, 'distributionId'));
  }

  program(id: string, first: number | null | undefined, after: string | null | undefined) {
    return this.#rest.get<ProgramReconciliationJson>(idPath(`${BASE}/programs`, id, 'programId'), { first, after });
  }

  families(args: {
    distributionId: string;
    state: string;
    search?: string | null;
    first?: number | null;
    after?: string | null;
  }): Promise<ReconciliationFamiliesPageJson> {
    return this.#rest.get(`${idPath(`${BASE}/distributions`, args.distributionId, 'distributionId')}/families`, {
      state: args.state,
      search: args.search,
      first: args.first,
      cursor: args.after,
    });
  }

  async provider(name: string): Promise<ReconciliationProviderJson | null> {
    try {
      return await this.#rest.get<ReconciliationProviderJson>(`${BASE}/providers/${encodeURIComponent(name)}`);
    } catch (error) {
      if (error instanceof RestError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  import(id: string): Promise<ReconciliationImportJson> {
    // A malformed id is the caller's mistake, answered before it reaches the loader (which would report it as ours).
    idPath(`${BASE}/imports`, id, 'importId');
    return this.#imports.load(id);
  }

  startImport(input: StartReconciliationImportInput): Promise<StartedReconciliationImportJson> {
    const { distributionId, ...body } = input;
    return this.#rest.post(
      `${idPath(`${BASE}/distributions`, distributionId, 'distributionId')}/imports`,
      present(body),
    );
  }

  resolve(input: ResolveReconciliationInput): Promise<ResolvedEntitlementJson> {
    const { entitlementId, ...body } = input;
    return this.#rest.post(`${idPath(`${BASE}/entitlements`, entitlementId, 'entitlementId')}/resolve`, present(body));
  }
}
