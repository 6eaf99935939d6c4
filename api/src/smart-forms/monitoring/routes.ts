// The monitoring routes of a distribution: start (or extend) its monitoring, and the personal links made so far.
// Mounted with the smart-forms domain (the forms they answer are its own).
import { monitoringStartJsonSchema, startMonitoringSchema } from '@aid/common/smart-forms';
import type { Router } from 'express';
import { z } from 'zod';
import type { DomainDeps } from '../../domain.js';
import { defineIdRoute } from '../../http/id-route.js';
import { routerOf } from '../../http/route.js';
import { monitoringInvitations } from './invitations.js';
import { startMonitoring } from './start.js';

const tags = ['smart-forms'];
const notFound = 'No such distribution visible to the caller in this account (code NOT_FOUND).';

export const monitoringInvitationJsonSchema = z.object({
  beneficiaryId: z.string(),
  stratum: z.string(),
  link: z.string(),
  answeredAt: z.string().nullable(),
});

export function monitoringRouter({ member }: Pick<DomainDeps, 'member'>): Router {
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
        'here and listed by GET; they are not sent as messages.',
      tags,
      body: startMonitoringSchema,
      status: 201,
      response: { description: 'What was drawn, with the links.', schema: monitoringStartJsonSchema },
      notFound,
      errors: { '422': 'Not APPROVED (reason NOT_APPROVED), or no monitoring questions (reason NO_QUESTIONS).' },
      handler: (auth, id, body) => startMonitoring(auth, id, body),
    }),
    defineIdRoute({
      method: 'get',
      path: '/distributions/:id/monitoring',
      operationId: 'listDistributionMonitoring',
      summary: "A distribution's monitoring invitations: each family's link and whether it answered",
      description: 'Needs DISTRIBUTIONS UPDATE (the links let anyone answer in the family’s name).',
      tags,
      response: {
        description: 'The invitations, by family id.',
        schema: z.object({ items: z.array(monitoringInvitationJsonSchema) }),
      },
      notFound,
      handler: (auth, id) => monitoringInvitations(auth, id),
    }),
  ]);
}
