// REST client of report files (`rpt--`, written by a job) and of the schedules that ask for one every week or month.
// A report file is read by id through a DataLoader: a screen polling its running reports asks for each once per
// request, and a list page or a start puts the answer in its place so the same report costs no second call.
import type { CreateReportSchedule, ReportKind, StartReportFile } from '@aid/common/reports';
import type { ItemsJson } from '@aid/common/rest';
import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { idPath, type RestClient } from '../rest/client.js';
import { type Connection, fetchConnection } from '../rest/connection.js';
import { RestError } from '../rest/errors.js';
import type { ReportFileRecord, ReportScheduleRecord } from './types.js';

const FILES = '/reports/files';
const SCHEDULES = '/reports/schedules';

export type ReportFileListArgs = { first?: number | null; after?: string | null; kind?: ReportKind | null };

export class ReportFilesClient {
  readonly #rest: RestClient;
  /** No batch endpoint for report files: one GET per id, each id at most once per GraphQL request. */
  readonly #byId: DataLoader<string, ReportFileRecord | null>;

  constructor(rest: RestClient) {
    this.#rest = rest;
    this.#byId = new DataLoader<string, ReportFileRecord | null>(
      (ids) => Promise.all(ids.map((id) => this.#fetch(id).catch((error: Error) => error))),
      { batch: false },
    );
  }

  /** The caller's page of report files, newest first; its items primed for reads by id in the same request. */
  async list(args: ReportFileListArgs, info: GraphQLResolveInfo): Promise<Connection<ReportFileRecord>> {
    const { connection, page } = await fetchConnection<ReportFileRecord>(
      this.#rest,
      FILES,
      args,
      info,
      { kind: args.kind },
      20,
    );
    for (const item of page.items) this.#byId.prime(item.reportId, item);
    return connection;
  }

  /** Null when the report does not exist or is not the caller's to see (the API answers 404 for both). */
  get(id: string): Promise<ReportFileRecord | null> {
    // An impossible id is the caller's mistake, refused by name before the loader (which would report it as ours).
    idPath(FILES, id);
    return this.#byId.load(id);
  }

  async start(body: StartReportFile): Promise<ReportFileRecord> {
    return this.#remember(await this.#rest.post<ReportFileRecord>(FILES, body));
  }

  async schedules(): Promise<ReportScheduleRecord[]> {
    return (await this.#rest.get<ItemsJson<ReportScheduleRecord>>(SCHEDULES)).items;
  }

  schedule(body: CreateReportSchedule): Promise<ReportScheduleRecord> {
    return this.#rest.post<ReportScheduleRecord>(SCHEDULES, body);
  }

  /** The schedule as it was; the reports it wrote stay. */
  deleteSchedule(id: string): Promise<ReportScheduleRecord> {
    return this.#rest.request<ReportScheduleRecord>('DELETE', idPath(SCHEDULES, id));
  }

  #remember(report: ReportFileRecord): ReportFileRecord {
    this.#byId.clear(report.reportId).prime(report.reportId, report);
    return report;
  }

  async #fetch(id: string): Promise<ReportFileRecord | null> {
    try {
      return await this.#rest.get<ReportFileRecord>(idPath(FILES, id));
    } catch (error) {
      if (error instanceof RestError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
