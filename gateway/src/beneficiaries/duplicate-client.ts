// REST client of the duplicates review queue: the pairs (list engine), the deduplication job, the two decisions.
import type { MergeDuplicateInput } from '@aid/common/beneficiaries';
import type { GraphQLResolveInfo } from 'graphql';
import type { JobRecord } from '../jobs/types.js';
import { idPath, type RestClient } from '../rest/client.js';
import { fetchConnection, type ListArgs } from '../rest/connection.js';
import type { BeneficiaryDuplicatePairConnectionRecord, BeneficiaryDuplicatePairRecord } from './types.js';

const BASE = '/beneficiary-duplicates';

export class BeneficiaryDuplicatesClient {
  readonly #rest: RestClient;

  constructor(rest: RestClient) {
    this.#rest = rest;
  }

  async pairs(args: ListArgs, info: GraphQLResolveInfo): Promise<BeneficiaryDuplicatePairConnectionRecord> {
    return (await fetchConnection<BeneficiaryDuplicatePairRecord>(this.#rest, BASE, args, info)).connection;
  }

  /** Starts a BENEFICIARY_DEDUPLICATION job over the whole master list. */
  startRun(): Promise<JobRecord> {
    return this.#rest.post<JobRecord>(`${BASE}/run`, {});
  }

  merge(pairId: string, input: MergeDuplicateInput): Promise<BeneficiaryDuplicatePairRecord> {
    return this.#rest.post<BeneficiaryDuplicatePairRecord>(`${idPath(BASE, pairId, 'pairId')}/merge`, input);
  }

  distinct(pairId: string): Promise<BeneficiaryDuplicatePairRecord> {
    return this.#rest.post<BeneficiaryDuplicatePairRecord>(`${idPath(BASE, pairId, 'pairId')}/distinct`, {});
  }
}
