// REST client of reconciliation. Imports are read by id through a DataLoader (a screen polling several imports asks
// for each once per request); figures and pages are one call each.
import type { JobJson, PaymentStatus, ReconciliationFiguresJson } from '@aid/common';
import DataLoader from 'dataloader';
import type { ResolveReconciliationInput, StartReconciliationImportInput } from '../generated/graphql.js';
import { idPath, type RestClient } from '../rest/client.js';
import { RestError } from '../rest/errors.js';

export type DistributionReconciliationJson = {
  distributionId: string;
  programId: string;
  distributionName: string;
  figures: ReconciliationFiguresJson;
};
export type ProgramReconciliationJson = {
  programId: string;
  totals: ReconciliationFiguresJson;
  items: { distributionId: string; distributionName: string; figures: ReconciliationFiguresJson }[];
  nextCursor: string | null;
  totalCount: number;
};
export type ReconciliationFamilyJson = {
  entitlementId: string;
  beneficiaryId: string;
  firstName: string;
  amount: number;
  currency: string;
  redeemed: number;
  paymentStatus: PaymentStatus;
  unresolvedConflicts: number;
};
export type ReconciliationImportJson = {
  importId: string;
  distributionId: string;
  provider: string;
  matchColumn: string;
  statusColumn: string;
  jobId: string | null;
  status: string;
  rowsTotal: number;
  matched: number;
  failed: number;
  notFound: number;
  changed: number;
  resultFileId: string | null;
  error: string | null;
};
export type ReconciliationProviderJson = { provider: string; matchColumn: string; statusColumn: string };
export type ResolvedJson = {
  entitlementId: string;
  distributionId: string;
  paymentStatus: PaymentStatus;
  conflictId: string | null;
};

const BASE = '/reconciliation';

/** Drops null optionals: the API's strict schemas accept a missing field, not a null one. */
function defined<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

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
  }): Promise<{ items: ReconciliationFamilyJson[]; nextCursor: string | null }> {
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

  startImport(input: StartReconciliationImportInput): Promise<{ import: ReconciliationImportJson; job: JobJson }> {
    const { distributionId, ...body } = input;
    return this.#rest.post(
      `${idPath(`${BASE}/distributions`, distributionId, 'distributionId')}/imports`,
      defined(body),
    );
  }

  resolve(input: ResolveReconciliationInput): Promise<ResolvedJson> {
    const { entitlementId, ...body } = input;
    return this.#rest.post(`${idPath(`${BASE}/entitlements`, entitlementId, 'entitlementId')}/resolve`, defined(body));
  }
}
