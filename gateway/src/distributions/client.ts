// REST client of the distributions domain: distributions, their entitlements, approvals and approval settings.
import type { ApprovalListJson, DistributionStatus } from '@aid/common/distributions';
import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import type {
  ApprovalSettingsInput,
  CreateDistributionInput,
  DecideDistributionInput,
  PaymentStatus,
  UpdateDistributionInput,
} from '../generated/graphql.js';
import type { JobRecord } from '../jobs/types.js';
import { idPath, type QueryValue, type RestClient } from '../rest/client.js';
import { type Connection, fetchConnection, type ListArgs } from '../rest/connection.js';
import { RecordClient } from '../rest/loader.js';
import type {
  ApprovalSettingsRecord,
  DistributionApprovalRecord,
  DistributionRecord,
  EntitlementRecord,
} from './types.js';

const BASE = '/distributions';

export type DistributionListArgs = ListArgs & {
  programId?: string | null;
  status?: DistributionStatus | null;
};

/** A distribution another organisation owns, or of a type the caller may not see, reads as null like a missing one. */
export class DistributionsClient extends RecordClient<DistributionRecord> {
  /** Per distribution, asked once per request (there is no batch endpoint of approvals). */
  readonly #approvals: DataLoader<string, DistributionApprovalRecord[]>;

  constructor(rest: RestClient) {
    super(rest, BASE, (d) => d.distributionId);
    this.#approvals = new DataLoader<string, DistributionApprovalRecord[]>(
      (ids) =>
        Promise.all(ids.map(async (id) => (await rest.get<ApprovalListJson>(`${idPath(BASE, id)}/approvals`)).items)),
      { batch: false },
    );
  }

  /** Every decision on the distribution, the latest first. */
  approvals(distributionId: string): Promise<DistributionApprovalRecord[]> {
    return this.#approvals.load(distributionId);
  }

  /** A distribution opened from the list (or asked for again by id in the same query) costs no second call. */
  list(args: DistributionListArgs, info: GraphQLResolveInfo): Promise<Connection<DistributionRecord>> {
    const extra: Record<string, QueryValue> = { programId: args.programId, status: args.status };
    return this.byId.connection(BASE, args, info, extra);
  }

  async entitlements(
    distributionId: string,
    args: ListArgs,
    info: GraphQLResolveInfo,
  ): Promise<Connection<EntitlementRecord>> {
    const path = `${idPath(BASE, distributionId, 'distributionId')}/entitlements`;
    return (await fetchConnection<EntitlementRecord>(this.rest, path, args, info)).connection;
  }

  async create(input: CreateDistributionInput): Promise<DistributionRecord> {
    return this.byId.remember(await this.rest.post<DistributionRecord>(BASE, input));
  }

  async update(id: string, input: UpdateDistributionInput): Promise<DistributionRecord> {
    return this.byId.remember(await this.rest.patch<DistributionRecord>(idPath(BASE, id), input));
  }

  cancel(id: string): Promise<DistributionRecord> {
    return this.#action(id, 'cancel', {});
  }

  submit(id: string): Promise<DistributionRecord> {
    return this.#action(id, 'submit', {});
  }

  decide(id: string, input: DecideDistributionInput): Promise<DistributionRecord> {
    this.#approvals.clear(id);
    return this.#action(id, 'approvals', input);
  }

  /** Starts the job; the distribution changed status, so its cached copy is dropped. */
  async generateEntitlements(id: string): Promise<JobRecord> {
    const job = await this.rest.post<JobRecord>(`${idPath(BASE, id)}/entitlements`, {});
    this.byId.clear(id);
    return job;
  }

  async changePaymentStatus(
    distributionId: string,
    entitlementId: string,
    status: PaymentStatus,
  ): Promise<EntitlementRecord> {
    const entitlements = `${idPath(BASE, distributionId, 'distributionId')}/entitlements`;
    const path = `${idPath(entitlements, entitlementId, 'entitlementId')}/status`;
    const entitlement = await this.rest.patch<EntitlementRecord>(path, { status });
    // Collection counts and totals of the distribution may have moved with it.
    this.byId.clear(distributionId);
    return entitlement;
  }

  approvalSettings(): Promise<ApprovalSettingsRecord> {
    return this.rest.get<ApprovalSettingsRecord>('/organization/approval-settings');
  }

  updateApprovalSettings(input: ApprovalSettingsInput): Promise<ApprovalSettingsRecord> {
    return this.rest.request<ApprovalSettingsRecord>('PUT', '/organization/approval-settings', { body: input });
  }

  async #action(id: string, action: string, body: unknown): Promise<DistributionRecord> {
    return this.byId.remember(await this.rest.post<DistributionRecord>(`${idPath(BASE, id)}/${action}`, body));
  }
}
