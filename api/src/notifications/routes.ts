// The notifications routes: templates and the default language (organisation settings section), a distribution's
// preview, send, resend and messages (its section), and the local provider's outbox.
import {
  createMessageTemplateSchema,
  fieldError,
  idProblem,
  NOTIFICATION_STATUSES,
  type NotificationStatus,
  notificationSettingsSchema,
  previewNotificationSchema,
  sendNotificationsSchema,
  updateMessageTemplateSchema,
  validateTemplate,
} from '@aid/common';
import { type Request, type RequestHandler, Router } from 'express';
import type { z } from 'zod';
import { type AuthContext, authContext, requireAccess } from '../auth/context.js';
import { type ListScope, listPage } from '../db/list.js';
import { pageJson } from '../db/paging.js';
import { distributionScope } from '../distributions/access.js';
import { loadDistribution } from '../distributions/service.js';
import { ApiError } from '../http/errors.js';
import { listQueryOf, listRoute } from '../http/list.js';
import { idParam, singleQuery } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import type { JobQueue } from '../jobs/queue.js';
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

export function notificationsRouter({
  member,
  queue,
}: {
  member: RequestHandler;
  queue: JobQueue | undefined;
}): Router {
  const router = Router();
  const json = jsonBody();

  router.get(
    '/message-templates',
    member,
    listRoute({ source: TEMPLATES, scope: templateScope, toJson: toTemplateJson }),
  );

  router.post('/message-templates', member, ...json, async (req, res) => {
    const auth = authContext(res);
    res.status(201).json(await createTemplate(auth, templateBody(createMessageTemplateSchema, req.body)));
  });

  router.get('/message-templates/:id', member, async (req, res) => {
    res.json(await getTemplate(authContext(res), idParam(req)));
  });

  router.patch('/message-templates/:id', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    res.json(await updateTemplate(auth, id, templateBody(updateMessageTemplateSchema, req.body)));
  });

  router.delete('/message-templates/:id', member, async (req, res) => {
    await deleteTemplate(authContext(res), idParam(req));
    res.status(204).end();
  });

  router.get('/organization/notification-settings', member, async (_req, res) => {
    res.json(await getNotificationSettings(authContext(res)));
  });

  router.put('/organization/notification-settings', member, ...json, async (req, res) => {
    const auth = authContext(res);
    res.json(await putNotificationSettings(auth, validateBody(notificationSettingsSchema, req.body)));
  });

  router.post('/distributions/:id/notifications/preview', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    res.json(await previewNotification(auth, id, validateBody(previewNotificationSchema, req.body ?? {})));
  });

  router.post('/distributions/:id/notifications', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    res
      .status(202)
      .json(await startNotifications(auth, queue, id, validateBody(sendNotificationsSchema, req.body ?? {})));
  });

  router.post('/distributions/:id/notifications/resend', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    const input = validateBody(sendNotificationsSchema, req.body ?? {});
    res.status(202).json(await resendNotifications(auth, queue, id, input));
  });

  router.get('/distributions/:id/notifications', member, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    const query = listQueryOf(req, NOTIFICATIONS);
    const { page, counts } = await auth.run(async (tx) => {
      await loadDistribution(tx, auth, id);
      const scope: ListScope = {
        accountId: auth.accountId,
        access: { accessLevel: 'EVERYTHING', objectIds: [] },
        where: (params) => `distribution_id = ${params.add(id)}`,
      };
      const rows = await tx.query<{ status: NotificationStatus; n: number | string }>(
        'SELECT status, count(*) AS n FROM notifications WHERE distribution_id = $1 GROUP BY status',
        [id],
      );
      const counts = Object.fromEntries(NOTIFICATION_STATUSES.map((s) => [s, 0])) as Record<NotificationStatus, number>;
      for (const row of rows) counts[row.status] = Number(row.n);
      return { page: await listPage<NotificationRow>(tx, NOTIFICATIONS, scope, query), counts };
    });
    res.json({ ...pageJson(page, page.rows.map(toNotificationJson)), counts });
  });

  router.get('/notifications/outbox', member, listRoute({ source: OUTBOX, scope: outboxScope, toJson: toOutboxJson }));

  return router;
}
