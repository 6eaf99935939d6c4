// The notifications routes in the OpenAPI document (served at GET /openapi.json).
import {
  createMessageTemplateSchema,
  MESSAGE_TEMPLATE_LIST,
  NOTIFICATION_LIST,
  NOTIFICATION_STATUSES,
  notificationSettingsSchema,
  OUTBOX_LIST,
  previewNotificationSchema,
  sendNotificationsSchema,
  updateMessageTemplateSchema,
} from '@aid/common';
import {
  authErrors,
  error,
  errorSchemas,
  filterSchemas,
  fromZod,
  idPathParameter,
  type JsonSchema,
  json,
  listErrors,
  listParameters,
  memberHeaders,
  type OpenApiPart,
  pageSchema,
  ref,
} from '../http/openapi.js';
import { NOTIFICATION_REFUSALS } from './errors.js';

const tags = ['notifications'];
const SECTION = "the distribution's section (CASH_DISTRIBUTION, VOUCHER_DISTRIBUTION or IN_KIND_DISTRIBUTION)";
const refused = (why: string) => ({
  description: `${why} The body's \`reason\` says which rule refused (one of ${NOTIFICATION_REFUSALS.join(', ')}).`,
  content: json(ref('NotificationError')),
});
const invalid = { description: 'Invalid input (VALIDATION_FAILED).', content: json(ref('ValidationError')) };
const templateNotFound = error('No such template in this account (code NOT_FOUND).');
const distributionNotFound = error('No such distribution visible to the caller in this account (code NOT_FOUND).');
const PLACEHOLDER_RULE =
  'Texts may contain only the placeholders {first-name}, {qr-code-link}, {short-url-link}, {fsp-collecting-pin} and ' +
  '{currency-amount}; any other `{...}` token is refused (422) with a field error naming it, e.g. "Unknown ' +
  'placeholder {first_name}: use {first-name}".';

const channelBody = { required: false, content: json(ref('SendNotificationsInput')) };

export const notificationsOpenApi: OpenApiPart = {
  paths: {
    '/message-templates': {
      get: {
        operationId: 'listMessageTemplates',
        summary: "A page of the organisation's message templates",
        description: 'Needs PROFILE_AND_ORGANIZATION VIEW.',
        tags,
        parameters: [...memberHeaders, ...listParameters(MESSAGE_TEMPLATE_LIST, 'MessageTemplateFilter')],
        responses: {
          '200': { description: 'A page, or `{ items }` with `ids`.', content: json(ref('MessageTemplatePage')) },
          ...listErrors,
          ...authErrors,
        },
      },
      post: {
        operationId: 'createMessageTemplate',
        summary: 'Create a message template',
        description: `Needs PROFILE_AND_ORGANIZATION UPDATE. ${PLACEHOLDER_RULE} One template per channel, language and distribution type (409 TEMPLATE_EXISTS).`,
        tags,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('CreateMessageTemplateInput')) },
        responses: {
          '201': { description: 'The template.', content: json(ref('MessageTemplate')) },
          '409': refused('A template for this channel, language and type exists (CONFLICT).'),
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/message-templates/{id}': {
      get: {
        operationId: 'getMessageTemplate',
        summary: 'One message template',
        description: 'Needs PROFILE_AND_ORGANIZATION VIEW.',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The template.', content: json(ref('MessageTemplate')) },
          '404': templateNotFound,
          ...authErrors,
        },
      },
      patch: {
        operationId: 'updateMessageTemplate',
        summary: "Edit a template's subject or body",
        description: `Needs PROFILE_AND_ORGANIZATION UPDATE. ${PLACEHOLDER_RULE} Messages already queued keep their text.`,
        tags,
        parameters: [...memberHeaders, idPathParameter],
        requestBody: { required: true, content: json(ref('UpdateMessageTemplateInput')) },
        responses: {
          '200': { description: 'The template.', content: json(ref('MessageTemplate')) },
          '404': templateNotFound,
          '422': invalid,
          ...authErrors,
        },
      },
      delete: {
        operationId: 'deleteMessageTemplate',
        summary: 'Delete a template',
        description: 'Needs PROFILE_AND_ORGANIZATION UPDATE.',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        responses: { '204': { description: 'Deleted.' }, '404': templateNotFound, ...authErrors },
      },
    },
    '/organization/notification-settings': {
      get: {
        operationId: 'getNotificationSettings',
        summary: "The organisation's default message language",
        description: 'Needs PROFILE_AND_ORGANIZATION VIEW. en until set.',
        tags,
        parameters: memberHeaders,
        responses: {
          '200': { description: 'The settings.', content: json(ref('NotificationSettings')) },
          ...authErrors,
        },
      },
      put: {
        operationId: 'putNotificationSettings',
        summary: "Set the organisation's default message language",
        description: 'Needs PROFILE_AND_ORGANIZATION UPDATE. Logged as UPDATE ACCOUNT.',
        tags,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('NotificationSettingsInput')) },
        responses: {
          '200': { description: 'The settings.', content: json(ref('NotificationSettings')) },
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/distributions/{id}/notifications/preview': {
      post: {
        operationId: 'previewNotification',
        summary: "Render a real family's message",
        description:
          `Needs VIEW on ${SECTION}. The given family (default: the first entitled one) in their language: the ` +
          "first of their nationality's languages with a template, else the organisation's default language; or " +
          'the given template. Nothing is queued.',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        requestBody: { required: false, content: json(ref('PreviewNotificationInput')) },
        responses: {
          '200': { description: 'The rendered message.', content: json(ref('NotificationPreview')) },
          '404': error('No such distribution or template (code NOT_FOUND).'),
          '422': refused('No entitled family (NO_FAMILY), no template in the default language (NO_TEMPLATE).'),
          ...authErrors,
        },
      },
    },
    '/distributions/{id}/notifications': {
      post: {
        operationId: 'sendNotifications',
        summary: 'Notify every entitled family, as a job',
        description:
          `Needs UPDATE on ${SECTION}; only APPROVED distributions (else 422 NOT_APPROVED). The job ` +
          '(DISTRIBUTION_NOTIFICATIONS) queues one message per family without one on this channel (status ' +
          'NOTIFICATION_SENT), then hands them to the provider: SENT when accepted, retried with exponential ' +
          'back-off, ERROR after the last attempt.',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        requestBody: channelBody,
        responses: {
          '202': { description: 'The job.', content: json(ref('Job')) },
          '404': distributionNotFound,
          '422': refused('Not APPROVED (NOT_APPROVED) or no template in the default language (NO_TEMPLATE).'),
          ...authErrors,
        },
      },
      get: {
        operationId: 'listNotifications',
        summary: "A page of a distribution's messages, with counts per status",
        description: `Needs VIEW on ${SECTION}.`,
        tags,
        parameters: [...memberHeaders, idPathParameter, ...listParameters(NOTIFICATION_LIST, 'NotificationFilter')],
        responses: {
          '200': { description: 'A page and `counts`.', content: json(ref('NotificationPage')) },
          '404': distributionNotFound,
          ...listErrors,
          ...authErrors,
        },
      },
    },
    '/distributions/{id}/notifications/resend': {
      post: {
        operationId: 'resendNotifications',
        summary: 'Send the failed messages again, as a job',
        description:
          `Needs UPDATE on ${SECTION}; APPROVED only. Messages in ERROR that have a recipient are queued again ` +
          'with their attempts reset.',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        requestBody: channelBody,
        responses: {
          '202': { description: 'The job.', content: json(ref('Job')) },
          '404': distributionNotFound,
          '422': refused('Not APPROVED (NOT_APPROVED) or nothing in ERROR (NOTHING_TO_RESEND).'),
          ...authErrors,
        },
      },
    },
    '/notifications/outbox': {
      get: {
        operationId: 'listOutbox',
        summary: 'What the local provider delivered, newest first',
        description: `Needs VIEW on ${SECTION} of the distributions shown. \`distributionId\` narrows it to one distribution.`,
        tags,
        parameters: [
          ...memberHeaders,
          ...listParameters(OUTBOX_LIST, 'OutboxFilter'),
          { name: 'distributionId', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'A page.', content: json(ref('OutboxMessagePage')) },
          ...listErrors,
          ...authErrors,
        },
      },
    },
  },
  schemas: {
    MessageTemplatePage: pageSchema('MessageTemplate'),
    NotificationPage: (() => {
      const page = pageSchema('Notification');
      const counts: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries(NOTIFICATION_STATUSES.map((s) => [s, { type: 'integer' } as JsonSchema])),
        required: [...NOTIFICATION_STATUSES],
        description: "The distribution's messages per status (all pages).",
      };
      return { ...page, properties: { ...page.properties, counts }, required: [...(page.required ?? []), 'counts'] };
    })(),
    OutboxMessagePage: pageSchema('OutboxMessage'),
    CreateMessageTemplateInput: fromZod(createMessageTemplateSchema),
    UpdateMessageTemplateInput: { ...fromZod(updateMessageTemplateSchema), description: 'Omitted fields stay.' },
    NotificationSettingsInput: fromZod(notificationSettingsSchema),
    SendNotificationsInput: fromZod(sendNotificationsSchema),
    PreviewNotificationInput: fromZod(previewNotificationSchema),
    NotificationError: {
      type: 'object',
      properties: {
        ...errorSchemas.Error?.properties,
        reason: { type: 'string', enum: [...NOTIFICATION_REFUSALS], description: 'Which notification rule refused.' },
      },
      required: ['message', 'code'],
    },
    ...filterSchemas('MessageTemplate', MESSAGE_TEMPLATE_LIST),
    ...filterSchemas('Notification', NOTIFICATION_LIST),
    ...filterSchemas('Outbox', OUTBOX_LIST),
  },
};
