// A distribution's post-distribution monitoring (issue 25) through the REST API (POST /distributions/{id}/monitoring,
// which checks the distribution's section and the organisation): the mutation's result is the API's answer with the
// mutation's code, message and field errors beside it.
import { type MonitoringStartJson, type StartMonitoringInput, startMonitoringSchema } from '@aid/common/smart-forms';
import type { MutationResolvers, Resolvers, StartDistributionMonitoringInput } from '../generated/graphql.js';
import { idPath, type RestClient } from '../rest/client.js';
import { validatedOutcome } from '../rest/results.js';
import { onSmartFormsHosts, type ResolverFunctions } from './hosts.js';

export class MonitoringClient {
  readonly #rest: RestClient;

  constructor(rest: RestClient) {
    this.#rest = rest;
  }

  start(distributionId: string, body: StartMonitoringInput): Promise<MonitoringStartJson> {
    return this.#rest.post<MonitoringStartJson>(`${idPath('/distributions', distributionId)}/monitoring`, body);
  }
}

/** The GraphQL input as the API's body: an absent language is left out (null is not a language). */
export function monitoringBody(input: StartDistributionMonitoringInput): StartMonitoringInput {
  return { sampleSize: input.sampleSize, ...(input.language ? { language: input.language } : {}) };
}

export const monitoringResolvers: Resolvers = {
  Mutation: onSmartFormsHosts<ResolverFunctions<MutationResolvers>>({
    startDistributionMonitoring: async (_parent, { id, input }, context) => {
      const body = monitoringBody(input);
      const result = await validatedOutcome(startMonitoringSchema, body, () => context.monitoring.start(id, body));
      if (result.failure) return { sampled: null, strata: null, smartFormId: null, links: null, ...result.failure };
      return { ...result.value, code: null, message: null, fieldErrors: [] };
    },
  }),
};
