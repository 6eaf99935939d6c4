// The monitoring routes of a distribution: start (or extend) its monitoring, send the links through the
// notifications, and the personal links made so far with their messages.
// Mounted with the smart-forms domain (the forms they answer are its own).
import { jobJsonSchema } from '@aid/common/jobs';
import {
  monitoringInvitationsJsonSchema,
  monitoringStartJsonSchema,
  sendMonitoringLinksSchema,
  startMonitoringSchema,
} from '@aid/common/smart-forms';
import type { Router } from 'express';
import type { DomainDeps } from '../../domain.js';
import { defineIdRoute } from '../../http/id-route.js';
import { routerOf } from '../../http/route.js';
import { monitoringInvitations } from './invitations.js';
import { sendMonitoringLinks } from './send.js';
import { startMonitoring } from './start.js';

const tags = ['smart-forms'];
const notFound = 'No such distribution visible to the caller in this account (code NOT_FOUND).';

export function monitoringRouter({ member, queue }: Pick<DomainDeps, 'member' | 'queue'>): Router {
  return routerOf({ member }, [
    defineIdRoute({
      method: 'post',
      path: '/distributions/:id/monitoring',
      operationId: 'startDistributionMonitoring',
      summary: "Start (or extend) a distribution's post-distribution monitoring",
      description:
        'Needs DISTRIBUTIONS UPDATE. The distribution must be APPROVED and have monitoring questions ' +
        '(distributionPdms). Builds its monitoring form the first time (one element per question, PUBLISHED), then ' +
        'draws a random sample of the families not invited yet, stratified by collection status (in-kind), usage ' +
        '(vouchers) or payment status (cash) with proportional allocation and at least one per non-empty stratum when ' +
        'the sample allows, and makes each a personal link /f/<form token>?m=<invitation>. The links are answered ' +
        'here, listed by GET and sent by POST …/monitoring/send.',
      tags,
      body: startMonitoringSchema,
      status: 201,
      response: { description: 'What was drawn, with the links.', schema: monitoringStartJsonSchema },
      notFound,
      errors: { '422': 'Not APPROVED (reason NOT_APPROVED), or no monitoring questions (reason NO_QUESTIONS).' },
      handler: (auth, id, body) => startMonitoring(auth, id, body),
    }),
    defineIdRoute({
      method: 'post',
      path: '/distributions/:id/monitoring/send',
      operationId: 'sendDistributionMonitoringLinks',
      summary: 'Send the monitoring links through the notifications, as a job',
      description:
        'Needs DISTRIBUTIONS UPDATE; APPROVED only. Starts the DISTRIBUTION_NOTIFICATIONS job for the monitoring ' +
        'messages: one per invited family that has not answered and has no monitoring message on this channel yet ' +
        "(the distribution's announcement is another message and is left alone), with `{short-url-link}` as the " +
        "family's personal link; the officer's text, or the standard one in each family's language. Families without " +
        'a phone number (SMS, WHATSAPP) or e-mail (EMAIL) get none: they are counted as not reachable.',
      tags,
      body: sendMonitoringLinksSchema,
      optionalBody: true,
      status: 202,
      response: { description: 'The job.', schema: jobJsonSchema },
      notFound,
      errors: {
        '422':
          'Not APPROVED (reason NOT_APPROVED), no invited family waiting for a link on this channel ' +
          '(NOTHING_TO_SEND), or a text without {short-url-link}.',
      },
      handler: (auth, id, body) => sendMonitoringLinks(auth, queue, id, body),
    }),
    defineIdRoute({
      method: 'get',
      path: '/distributions/:id/monitoring',
      operationId: 'listDistributionMonitoring',
      summary: "A distribution's monitoring invitations: each family's link, its message and whether it answered",
      description: 'Needs DISTRIBUTIONS UPDATE (the links let anyone answer in the family’s name).',
      tags,
      response: {
        description: 'The invitations, by family id, with their counts.',
        schema: monitoringInvitationsJsonSchema,
      },
      notFound,
      handler: (auth, id) => monitoringInvitations(auth, id),
    }),
  ]);
}
