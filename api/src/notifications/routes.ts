// The notifications routes: templates and the default language (organisation settings section), a distribution's
// preview, send, resend and messages (its section), and the local provider's outbox. Each declaration is also the
// route's OpenAPI operation.
import { fieldError } from '@aid/common/errors';
import { idProblem } from '@aid/common/ids';
import { jobJsonSchema } from '@aid/common/jobs';
import {
  createMessageTemplateSchema,
  messageTemplateJsonSchema,
  NOTIFICATION_LIST,
  NOTIFICATION_STATUSES,
  type NotificationStatus,
  notificationPreviewJsonSchema,
  notificationSettingsJsonSchema,
  notificationSettingsSchema,
  outboxMessageJsonSchema,
  previewNotificationSchema,
  type SendNotificationsInput,
  sendNotificationsSchema,
  updateMessageTemplateSchema,
  validateTemplate,
} from '@aid/common/notifications';
import type { Request, Router } from 'express';
import { z } from 'zod';
import { type AuthContext, requireAccess } from '../auth/context.js';
import { type ListScope, listPage } from '../db/list.js';
import { pageJson } from '../db/paging.js';
import { distributionScope } from '../distributions/access.js';
import { loadDistribution } from '../distributions/service.js';
import type { DomainDeps } from '../domain.js';
import { ApiError } from '../http/errors.js';
import { defineIdRoute } from '../http/id-route.js';
import { listQueryOf } from '../http/list.js';
import {
  type JsonSchema,
  json,
  listErrors,
  pageDocs,
  pageSchema,
  type Response,
  reasonErrorSchema,
  ref,
} from '../http/openapi.js';
import { singleQuery } from '../http/request.js';
import {
  defineListRoute,
  defineRoute,
  idParamSpec,
  type RouteDefinition,
  type RouteWords,
  routerOf,
} from '../http/route.js';
import { settingsRoutes } from '../http/settings-routes.js';
import { NOTIFICATION_REFUSALS } from './errors.js';
import {
  NOTIFICATIONS,
  type NotificationRow,
  OUTBOX,
  TEMPLATES,
  toNotificationJson,
  toOutboxJson,
  toTemplateJson,
} from './model.js';
import { previewNotification } from './preview.js';
import { resendNotifications, startNotifications } from './send.js';
import {
  createTemplate,
  deleteTemplate,
  getNotificationSettings,
  getTemplate,
  putNotificationSettings,
  updateTemplate,
} from './templates.js';

/** Template bodies, with the placeholder rule's own words for unknown tokens. */
function templateBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = validateTemplate(schema, body);
  if (!result.ok) throw ApiError.invalid(result.fieldErrors);
  return result.value;
}

function templateScope(auth: AuthContext): ListScope {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'VIEW');
  return { accountId: auth.accountId, access: { accessLevel: 'EVERYTHING', objectIds: [] } };
}

/** The outbox of the distributions the caller may view; `?distributionId=` narrows it to one. */
function outboxScope(auth: AuthContext, req: Request): ListScope {
  const distributionId = singleQuery(req, 'distributionId');
  const problem = distributionId === undefined ? undefined : idProblem(distributionId);
  if (problem) throw ApiError.invalid([fieldError('distributionId', 'INVALID_ID', undefined, problem)]);
  const visible = distributionScope(auth, 'VIEW');
  return {
    accountId: auth.accountId,
    access: { accessLevel: 'EVERYTHING', objectIds: [] },
    where: (params) => {
      const only =
        distributionId === undefined ? '' : ` AND distributions.distribution_id = ${params.add(distributionId)}`;
      return `distribution_id IN (SELECT distributions.distribution_id FROM distributions
        WHERE distributions.account_id = ${params.add(auth.accountId)} AND ${visible.where?.(params) ?? 'TRUE'}${only})`;
    },
  };
}

const tags = ['notifications'];
const SECTION = "the distribution's section (CASH_DISTRIBUTION, VOUCHER_DISTRIBUTION or IN_KIND_DISTRIBUTION)";
const refused = (why: string): Response => ({
  description: `${why} The body's \`reason\` says which rule refused (one of ${NOTIFICATION_REFUSALS.join(', ')}).`,
  content: json(ref('NotificationError')),
});
const notificationError = { NotificationError: reasonErrorSchema(NOTIFICATION_REFUSALS, 'notification') };
const invalid: Response = { description: 'Invalid input (VALIDATION_FAILED).', content: json(ref('ValidationError')) };
const templateNotFound = 'No such template in this account (code NOT_FOUND).';
const distributionNotFound = 'No such distribution visible to the caller in this account (code NOT_FOUND).';
const PLACEHOLDER_RULE =
  'Texts may contain only the placeholders {first-name}, {qr-code-link}, {short-url-link}, {fsp-collecting-pin} and ' +
  '{currency-amount}; any other `{...}` token is refused (422) with a field error naming it, e.g. "Unknown ' +
  'placeholder {first_name}: use {first-name}".';

/** A page of a distribution's messages with the counts per status of all of them. */
const NOTIFICATION_PAGE = (() => {
  const page = pageSchema('Notification');
  const counts: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(NOTIFICATION_STATUSES.map((s) => [s, { type: 'integer' } as JsonSchema])),
    required: [...NOTIFICATION_STATUSES],
    description: "The distribution's messages per status (all pages).",
  };
  return { ...page, properties: { ...page.properties, counts }, required: [...(page.required ?? []), 'counts'] };
})();

/** A POST that starts the distribution's sending job (DISTRIBUTION_NOTIFICATIONS) on one channel: 202 and the job. */
function sendingJob({
  refused: refusal,
  start,
  ...words
}: RouteWords & {
  /** When the job is refused (422). */
  refused: string;
  start: (auth: AuthContext, id: string, input: SendNotificationsInput) => Promise<unknown>;
}): RouteDefinition {
  return defineIdRoute({
    method: 'post',
    ...words,
    tags,
    body: sendNotificationsSchema,
    optionalBody: true,
    status: 202,
    response: { description: 'The job.', schema: jobJsonSchema },
    schemas: notificationError,
    notFound: distributionNotFound,
    errors: { '422': refused(refusal) },
    handler: start,
  });
}

export function notificationsRouter({ member, queue }: Pick<DomainDeps, 'member' | 'queue'>): Router {
  return routerOf({ member }, [
    defineListRoute({
      path: '/message-templates',
      operationId: 'listMessageTemplates',
      summary: "A page of the organisation's message templates",
      description: 'Needs PROFILE_AND_ORGANIZATION VIEW.',
      tags,
      name: 'MessageTemplate',
      item: messageTemplateJsonSchema,
      source: TEMPLATES,
      scope: templateScope,
      toJson: toTemplateJson,
    }),
    // Template bodies are checked with the placeholder rule's own words for unknown tokens.
    defineRoute({
      method: 'post',
      path: '/message-templates',
      operationId: 'createMessageTemplate',
      summary: 'Create a message template',
      description: `Needs PROFILE_AND_ORGANIZATION UPDATE. ${PLACEHOLDER_RULE} One template per channel, language and distribution type (409 TEMPLATE_EXISTS).`,
      tags,
      body: createMessageTemplateSchema,
      checkBody: (raw) => templateBody(createMessageTemplateSchema, raw),
      status: 201,
      response: { description: 'The template.', schema: messageTemplateJsonSchema },
      schemas: notificationError,
      errors: {
        '409': refused('A template for this channel, language and type exists (CONFLICT).'),
        '422': invalid,
      },
      handler: ({ auth, body }) => createTemplate(auth, body),
    }),
    defineIdRoute({
      method: 'get',
      path: '/message-templates/:id',
      operationId: 'getMessageTemplate',
      summary: 'One message template',
      description: 'Needs PROFILE_AND_ORGANIZATION VIEW.',
      tags,
      response: { description: 'The template.', schema: messageTemplateJsonSchema },
      notFound: templateNotFound,
      handler: getTemplate,
    }),
    defineIdRoute({
      method: 'patch',
      path: '/message-templates/:id',
      operationId: 'updateMessageTemplate',
      summary: "Edit a template's subject or body",
      description: `Needs PROFILE_AND_ORGANIZATION UPDATE. ${PLACEHOLDER_RULE} Messages already queued keep their text.`,
      tags,
      body: updateMessageTemplateSchema.describe('Omitted fields stay.'),
      checkBody: (raw) => templateBody(updateMessageTemplateSchema, raw),
      response: { description: 'The template.', schema: messageTemplateJsonSchema },
      notFound: templateNotFound,
      errors: { '422': invalid },
      handler: updateTemplate,
    }),
    defineRoute({
      method: 'delete',
      path: '/message-templates/:id',
      operationId: 'deleteMessageTemplate',
      summary: 'Delete a template',
      description: 'Needs PROFILE_AND_ORGANIZATION UPDATE.',
      tags,
      params: { id: idParamSpec },
      status: 204,
      response: { description: 'Deleted.' },
      errors: { '404': templateNotFound },
      handler: async ({ auth, params, res }) => {
        await deleteTemplate(auth, params.id);
        res.status(204).end();
      },
    }),
    ...settingsRoutes({
      path: '/organization/notification-settings',
      name: 'NotificationSettings',
      tags,
      summaries: {
        get: "The organisation's default message language",
        put: "Set the organisation's default message language",
      },
      getNote: 'en until set.',
      body: notificationSettingsSchema,
      schema: notificationSettingsJsonSchema,
      errors: { '422': invalid },
      get: getNotificationSettings,
      put: putNotificationSettings,
    }),
    defineIdRoute({
      method: 'post',
      path: '/distributions/:id/notifications/preview',
      operationId: 'previewNotification',
      summary: "Render a real family's message",
      description:
        `Needs VIEW on ${SECTION}. The given family (default: the first entitled one) in their language: the ` +
        "first of their nationality's languages with a template, else the organisation's default language; or " +
        'the given template. Nothing is queued.',
      tags,
      body: previewNotificationSchema,
      optionalBody: true,
      response: { description: 'The rendered message.', schema: notificationPreviewJsonSchema },
      schemas: notificationError,
      notFound: 'No such distribution or template (code NOT_FOUND).',
      errors: { '422': refused('No entitled family (NO_FAMILY), no template in the default language (NO_TEMPLATE).') },
      handler: previewNotification,
    }),
    sendingJob({
      path: '/distributions/:id/notifications',
      operationId: 'sendNotifications',
      summary: 'Notify every entitled family, as a job',
      description:
        `Needs UPDATE on ${SECTION}; only APPROVED distributions (else 422 NOT_APPROVED). The job ` +
        '(DISTRIBUTION_NOTIFICATIONS) queues one message per family without one on this channel (status ' +
        'NOTIFICATION_SENT), then hands them to the provider: SENT when accepted, retried with exponential ' +
        'back-off, ERROR after the last attempt.',
      refused: 'Not APPROVED (NOT_APPROVED) or no template in the default language (NO_TEMPLATE).',
      start: (auth, id, body) => startNotifications(auth, queue, id, body),
    }),
    sendingJob({
      path: '/distributions/:id/notifications/resend',
      operationId: 'resendNotifications',
      summary: 'Send the failed messages again, as a job',
      description:
        `Needs UPDATE on ${SECTION}; APPROVED only. Messages in ERROR that have a recipient are queued again ` +
        'with their attempts reset.',
      refused: 'Not APPROVED (NOT_APPROVED) or nothing in ERROR (NOTHING_TO_RESEND).',
      start: (auth, id, body) => resendNotifications(auth, queue, id, body),
    }),
    defineRoute({
      method: 'get',
      path: '/distributions/:id/notifications',
      operationId: 'listNotifications',
      summary: "A page of a distribution's messages, with counts per status",
      description: `Needs VIEW on ${SECTION}.`,
      tags,
      params: { id: idParamSpec },
      ...pageDocs(NOTIFICATION_LIST, 'Notification', { description: 'A page and `counts`.', page: NOTIFICATION_PAGE }),
      errors: { '404': distributionNotFound, ...listErrors },
      handler: async ({ auth, params: { id }, req }) => {
        const query = listQueryOf(req, NOTIFICATIONS);
        const { page, counts } = await auth.run(async (tx) => {
          await loadDistribution(tx, auth, id);
          const scope: ListScope = {
            accountId: auth.accountId,
            access: { accessLevel: 'EVERYTHING', objectIds: [] },
            // The announcement's messages: the monitoring links are listed with the monitoring invitations.
            where: (params) => `distribution_id = ${params.add(id)} AND purpose = 'ANNOUNCEMENT'`,
          };
          const rows = await tx.query<{ status: NotificationStatus; n: number | string }>(
            `SELECT status, count(*) AS n FROM notifications WHERE distribution_id = $1 AND purpose = 'ANNOUNCEMENT'
              GROUP BY status`,
            [id],
          );
          const counts = Object.fromEntries(NOTIFICATION_STATUSES.map((s) => [s, 0])) as Record<
            NotificationStatus,
            number
          >;
          for (const row of rows) counts[row.status] = Number(row.n);
          return { page: await listPage<NotificationRow>(tx, NOTIFICATIONS, scope, query), counts };
        });
        return { ...pageJson(page, page.rows.map(toNotificationJson)), counts };
      },
    }),
    defineListRoute({
      path: '/notifications/outbox',
      operationId: 'listOutbox',
      summary: 'What the local provider delivered, newest first',
      description: `Needs VIEW on ${SECTION} of the distributions shown. \`distributionId\` narrows it to one distribution.`,
      tags,
      name: 'OutboxMessage',
      item: outboxMessageJsonSchema,
      source: OUTBOX,
      scope: outboxScope,
      toJson: toOutboxJson,
      extraQuery: { distributionId: z.string() },
    }),
  ]);
}
