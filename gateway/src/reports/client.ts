// REST client of the reports: each report is one POST whose JSON body is its input (filters nest, so they do not fit
// a query string). GraphQL's absent arguments arrive as nulls, which the API's strict inputs refuse: they are dropped.
import type { BeneficiaryListReportJson, DistributionSummaryJson } from '@aid/common/reports';
import type { BeneficiaryListReportInput, DistributionSummaryInput } from '../generated/graphql.js';
import { present, type RestClient } from '../rest/client.js';

export class ReportsClient {
  readonly #rest: RestClient;

  constructor(rest: RestClient) {
    this.#rest = rest;
  }

  beneficiaryLists(input: BeneficiaryListReportInput): Promise<BeneficiaryListReportJson> {
    return this.#read('/reports/beneficiary-lists', input);
  }

  distributionSummary(input: DistributionSummaryInput): Promise<DistributionSummaryJson> {
    return this.#read('/reports/distribution-summary', input);
  }

  /** A read sent as POST: sent again, like a GET, over a kept-alive connection found closed. */
  #read<T>(path: string, input: object): Promise<T> {
    return this.#rest.request<T>('POST', path, { body: present(input), repeatable: true });
  }
}
