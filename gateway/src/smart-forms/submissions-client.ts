// REST client of a form's submissions (api/src/smart-forms/submissions/routes.ts): the review page's list, staff
// mode's submit and the three decisions. Submissions have no by-id read, so nothing is batched: a page is one call
// and a decision answers the submission as decided.
import type { StaffSubmissionInput, SubmissionReceipt } from '@aid/common/smart-forms';
import type { GraphQLResolveInfo } from 'graphql';
import type { SubmissionStatus } from '../generated/graphql.js';
import { idPath, type RestClient } from '../rest/client.js';
import { type Connection, fetchConnection } from '../rest/connection.js';
import type { SmartFormSubmissionRecord } from './types.js';

export type SubmissionListArgs = { first?: number | null; after?: string | null; status?: SubmissionStatus | null };

export class SmartFormSubmissionsClient {
  readonly #rest: RestClient;

  constructor(rest: RestClient) {
    this.#rest = rest;
  }

  #path(formId: string, submissionId?: string): string {
    const submissions = `${idPath('/smart-forms', formId)}/submissions`;
    return submissionId === undefined ? submissions : idPath(submissions, submissionId, 'submissionId');
  }

  /** A page of the form's submissions, newest first (20 unless asked otherwise). */
  async list(
    formId: string,
    args: SubmissionListArgs,
    info: GraphQLResolveInfo,
  ): Promise<Connection<SmartFormSubmissionRecord>> {
    const extra = { status: args.status ?? undefined };
    return (await fetchConnection<SmartFormSubmissionRecord>(this.#rest, this.#path(formId), args, info, extra, 20))
      .connection;
  }

  /** Staff mode: 201 for a new submission, 200 with the first one for a replayed idempotency key. */
  submit(formId: string, body: StaffSubmissionInput): Promise<SubmissionReceipt> {
    return this.#rest.post<SubmissionReceipt>(this.#path(formId), body);
  }

  accept(formId: string, submissionId: string): Promise<SmartFormSubmissionRecord> {
    return this.#rest.post(`${this.#path(formId, submissionId)}/accept`, {});
  }

  merge(formId: string, submissionId: string, beneficiaryId: string): Promise<SmartFormSubmissionRecord> {
    return this.#rest.post(`${this.#path(formId, submissionId)}/merge`, { beneficiaryId });
  }

  reject(formId: string, submissionId: string, reason: string): Promise<SmartFormSubmissionRecord> {
    return this.#rest.post(`${this.#path(formId, submissionId)}/reject`, { reason });
  }
}
