// A distribution's post-distribution monitoring (issue 25) through the REST API (POST /distributions/{id}/monitoring,
// …/monitoring/send and GET …/monitoring, which check the distribution's section and the organisation): the
// mutations' results are the API's answers with the mutation's code, message and field errors beside them.
import type { JobJson } from '@aid/common/jobs';
import {
  MONITORING_SEND_REFUSALS,
  type MonitoringInvitationsJson,
  type MonitoringStartJson,
  type SendMonitoringLinksInput,
  type StartMonitoringInput,
  sendMonitoringLinksSchema,
  startMonitoringSchema,
} from '@aid/common/smart-forms';
import { reasonedResultOf, validatedReasonedOutcome } from '../distributions/errors.js';
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  SendMonitoringLinksInput as SendMonitoringLinksGraphqlInput,
  StartDistributionMonitoringInput,
} from '../generated/graphql.js';
import { idPath, type RestClient } from '../rest/client.js';
import { RestError } from '../rest/errors.js';
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

  send(distributionId: string, body: Partial<SendMonitoringLinksInput>): Promise<JobJson> {
    return this.#rest.post<JobJson>(`${idPath('/distributions', distributionId)}/monitoring/send`, body);
  }

  /** The invitations, or null when the API says the distribution is not there for the caller (404). */
  async invitations(distributionId: string): Promise<MonitoringInvitationsJson | null> {
    try {
      return await this.#rest.get<MonitoringInvitationsJson>(
        `${idPath('/distributions', distributionId, 'distributionId')}/monitoring`,
      );
    } catch (error) {
      if (error instanceof RestError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}

/** The GraphQL input as the API's body: an absent language is left out (null is not a language). */
export function monitoringBody(input: StartDistributionMonitoringInput): StartMonitoringInput {
  return { sampleSize: input.sampleSize, ...(input.language ? { language: input.language } : {}) };
}

/** The send input as the API's body: null or blank texts are left out (the standard words are used then). */
export function sendBody(input: SendMonitoringLinksGraphqlInput | null | undefined): Partial<SendMonitoringLinksInput> {
  return {
    channel: input?.channel ?? 'SMS',
    ...(input?.subject?.trim() ? { subject: input.subject } : {}),
    ...(input?.body?.trim() ? { body: input.body } : {}),
  };
}

export const monitoringResolvers: Resolvers = {
  Query: onSmartFormsHosts<ResolverFunctions<QueryResolvers>>({
    distributionMonitoring: async (_parent, { distributionId }, context) => {
      const found = await context.monitoring.invitations(distributionId);
      return found && { counts: found.counts, invitations: found.items };
    },
  }),
  Mutation: onSmartFormsHosts<ResolverFunctions<MutationResolvers>>({
    startDistributionMonitoring: async (_parent, { id, input }, context) => {
      const body = monitoringBody(input);
      const result = await validatedOutcome(startMonitoringSchema, body, () => context.monitoring.start(id, body));
      if (result.failure) return { sampled: null, strata: null, smartFormId: null, links: null, ...result.failure };
      return { ...result.value, code: null, message: null, fieldErrors: [] };
    },
    sendMonitoringLinks: async (_parent, { id, input }, context) => {
      const body = sendBody(input);
      const result = await validatedReasonedOutcome(MONITORING_SEND_REFUSALS, sendMonitoringLinksSchema, body, () =>
        context.monitoring.send(id, body),
      );
      return reasonedResultOf('job', result);
    },
  }),
};
