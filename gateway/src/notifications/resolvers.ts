// Notifications: templates and settings (organisation section), a distribution's preview, send, resend and
// messages (its type's section, the API's decision), and the outbox. Template texts are checked here with the
// API's own placeholder rule, so a bad token is named without a REST call.
import {
  createMessageTemplateSchema,
  NOTIFICATION_REFUSALS,
  NOTIFICATION_STATUSES,
  notificationSettingsSchema,
  previewNotificationSchema,
  updateMessageTemplateSchema,
  validateTemplate,
} from '@aid/common/notifications';
import { summary } from '@aid/common/validation';
import type { z } from 'zod';
import { type ReasonedOutcome, reasonedOutcome, reasonedResult, reasonedResultOf } from '../distributions/errors.js';
import type { NotificationRefusal, Resolvers } from '../generated/graphql.js';
import { present } from '../rest/client.js';
import { toFieldErrorResults, validatedResult } from '../rest/results.js';
import { templateChanges } from './client.js';

/** `validateTemplate` first (for texts its message names every bad token and what is allowed), then the REST call. */
async function templateOutcome<T>(
  schema: z.ZodType,
  body: unknown,
  call: () => Promise<T>,
): Promise<ReasonedOutcome<T, NotificationRefusal>> {
  const checked = validateTemplate(schema, body);
  if (checked.ok) return reasonedOutcome(NOTIFICATION_REFUSALS, call);
  const failure = {
    code: 'VALIDATION_FAILED' as const,
    message: summary(checked.fieldErrors),
    fieldErrors: toFieldErrorResults(checked.fieldErrors),
    reason: null,
  };
  return { value: null, failure };
}

export const notificationsResolvers: Resolvers = {
  Query: {
    messageTemplates: (_parent, args, context, info) => context.notifications.templates(args, info),
    messageTemplate: (_parent, { id }, context) => context.notifications.template(id),
    notificationSettings: (_parent, _args, context) => context.notifications.settings(),
    notificationPreview: async (_parent, { distributionId, input }, context) => {
      const body = present(input ?? {});
      return reasonedResultOf(
        'preview',
        await templateOutcome(previewNotificationSchema, body, () =>
          context.notifications.preview(distributionId, body),
        ),
      );
    },
    notificationOutbox: (_parent, args, context, info) => context.notifications.outbox(args, info),
  },
  Mutation: {
    createMessageTemplate: async (_parent, { input }, context) => {
      const body = present(input);
      const result = await templateOutcome(createMessageTemplateSchema, body, () =>
        context.notifications.createTemplate(input),
      );
      return { ...reasonedResultOf('messageTemplate', result), deletedTemplateId: null };
    },
    updateMessageTemplate: async (_parent, { id, input }, context) => {
      const result = await templateOutcome(updateMessageTemplateSchema, templateChanges(input), () =>
        context.notifications.updateTemplate(id, input),
      );
      return { ...reasonedResultOf('messageTemplate', result), deletedTemplateId: null };
    },
    deleteMessageTemplate: async (_parent, { id }, context) => {
      const result = await reasonedOutcome(NOTIFICATION_REFUSALS, () => context.notifications.deleteTemplate(id));
      return {
        ...reasonedResultOf('deletedTemplateId', result),
        messageTemplate: null,
      };
    },
    updateNotificationSettings: (_parent, { input }, context) =>
      validatedResult('notificationSettings', notificationSettingsSchema, input, () =>
        context.notifications.updateSettings(input),
      ),
    sendNotifications: (_parent, { distributionId, channel }, context) =>
      reasonedResult('job', NOTIFICATION_REFUSALS, () => context.notifications.send(distributionId, channel ?? 'SMS')),
    resendNotifications: (_parent, { distributionId, channel }, context) =>
      reasonedResult('job', NOTIFICATION_REFUSALS, () =>
        context.notifications.resend(distributionId, channel ?? 'SMS'),
      ),
  },
  Distribution: {
    notifications: (distribution, args, context, info) =>
      context.notifications.distributionMessages(distribution.distributionId, args, info),
  },
  NotificationConnection: {
    counts: (connection) => NOTIFICATION_STATUSES.map((status) => ({ status, count: connection.counts[status] ?? 0 })),
  },
  MessageTemplate: {
    createdBy: (template, _args, context) => context.accounts.user(template.createdBy),
    updatedBy: (template, _args, context) => context.accounts.user(template.updatedBy),
  },
  NotificationSettings: {
    updatedBy: (settings, _args, context) => context.accounts.user(settings.updatedBy),
  },
};
