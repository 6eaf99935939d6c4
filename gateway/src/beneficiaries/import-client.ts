// REST client of beneficiary imports: inspect an uploaded file, start the dry run, read its report, commit.
import type { CommitImportInput, CreateImportInput, InspectImportInput } from '@aid/common/beneficiaries';
import DataLoader from 'dataloader';
import { idPath, type RestClient } from '../rest/client.js';
import { type ConnectionArgs, pageRequest } from '../rest/connection.js';
import { RestError } from '../rest/errors.js';
import type {
  BeneficiaryImportDuplicateRecord,
  BeneficiaryImportRecord,
  ImportErrorRecord,
  ImportInspectionRecord,
  ImportRepairRecord,
} from './types.js';

/** The REST report pages: forward only (`?first=&after=`), always counted. */
type ReportPageJson<T> = {
  items: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};

/** The schema's simple page (`nodes`, `pageInfo`, `totalCount`) of an import's report. */
export type ReportPage<T> = {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

const BASE = '/beneficiary-imports';

export class BeneficiaryImportsClient {
  readonly #rest: RestClient;
  /** No batch endpoint for imports: one GET per id, but each id at most once per GraphQL request. */
  readonly byId: DataLoader<string, BeneficiaryImportRecord | null>;

  constructor(rest: RestClient) {
    this.#rest = rest;
    this.byId = new DataLoader<string, BeneficiaryImportRecord | null>((ids) =>
      Promise.all(ids.map((id) => this.#fetch(id).catch((error: Error) => error))),
    );
  }

  /** Null when the import does not exist or belongs to another organisation (the API answers 404 for both). */
  get(id: string): Promise<BeneficiaryImportRecord | null> {
    return this.byId.load(id);
  }

  inspect(input: InspectImportInput): Promise<ImportInspectionRecord> {
    return this.#rest.post<ImportInspectionRecord>(`${BASE}/inspect`, input);
  }

  async start(input: CreateImportInput): Promise<BeneficiaryImportRecord> {
    return this.#remember(await this.#rest.post<BeneficiaryImportRecord>(BASE, input));
  }

  async commit(id: string, input: CommitImportInput): Promise<BeneficiaryImportRecord> {
    const path = `${idPath(BASE, id)}/commit`;
    return this.#remember(await this.#rest.post<BeneficiaryImportRecord>(path, input));
  }

  errors(importId: string, args: ConnectionArgs): Promise<ReportPage<ImportErrorRecord>> {
    return this.#reportPage<ImportErrorRecord>(importId, 'errors', args);
  }

  repairs(importId: string, args: ConnectionArgs): Promise<ReportPage<ImportRepairRecord>> {
    return this.#reportPage<ImportRepairRecord>(importId, 'repairs', args);
  }

  duplicates(importId: string, args: ConnectionArgs): Promise<ReportPage<BeneficiaryImportDuplicateRecord>> {
    return this.#reportPage<BeneficiaryImportDuplicateRecord>(importId, 'duplicates', args);
  }

  async #fetch(id: string): Promise<BeneficiaryImportRecord | null> {
    try {
      return await this.#rest.get<BeneficiaryImportRecord>(idPath(BASE, id));
    } catch (error) {
      if (error instanceof RestError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  async #reportPage<T>(importId: string, part: string, args: ConnectionArgs): Promise<ReportPage<T>> {
    // Same size and cursor checks as every connection; these pages only go forward.
    const request = pageRequest({ first: args.first, after: args.after });
    const page = await this.#rest.get<ReportPageJson<T>>(`${idPath(BASE, importId)}/${part}`, {
      first: request.first,
      after: request.after,
    });
    // first: 0 asked the API for one row only to learn whether there is any.
    const nodes = request.empty ? [] : page.items;
    return {
      nodes,
      pageInfo: {
        hasNextPage: page.pageInfo.hasNextPage || (request.empty && page.items.length > 0),
        hasPreviousPage: Boolean(request.after),
        startCursor: null,
        endCursor: request.empty ? null : page.pageInfo.endCursor,
      },
      totalCount: page.totalCount,
    };
  }

  #remember(record: BeneficiaryImportRecord): BeneficiaryImportRecord {
    this.byId.clear(record.importId).prime(record.importId, record);
    return record;
  }
}
