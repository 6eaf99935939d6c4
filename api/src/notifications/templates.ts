// Message templates and the organisation's default language: the organisation settings section decides who may
// read (PROFILE_AND_ORGANIZATION VIEW) and change (UPDATE) them, as for the approval rules. Changes are logged as
// UPDATE ACCOUNT, the activity vocabulary having no template object.
import { newId } from '@aid/common/ids';
import {
  type CreateMessageTemplateInput,
  DEFAULT_NOTIFICATION_LANGUAGE,
  type MessageTemplateJson,
  NOTIFICATION_MESSAGES,
  type NotificationSettingsInput,
  type NotificationSettingsJson,
  type UpdateMessageTemplateInput,
} from '@aid/common/notifications';
import { recordActivity } from '../activity/service.js';
import { type Actor, type AuthContext, actorOf, requireAccess } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { toIsoOrNull } from '../db/rows.js';
import { NotificationError } from './errors.js';
import { TEMPLATE_COLUMNS, type TemplateRow, toTemplateJson } from './model.js';

function logTemplate(tx: Queryable, actor: Actor, key: string, from: unknown, to: unknown) {
  return recordActivity(tx, {
    ...actor,
    action: 'UPDATE',
    objectType: 'ACCOUNT',
    objectId: actor.accountId,
    changes: { [key]: { from, to } },
  });
}

export async function loadTemplate(tx: Queryable, accountId: string, id: string, forUpdate = false) {
  const [row] = await tx.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM message_templates WHERE account_id = $1 AND template_id = $2
      ${forUpdate ? 'FOR UPDATE' : ''}`,
    [accountId, id],
  );
  if (!row) throw NotificationError.templateNotFound();
  return row;
}

export async function getTemplate(auth: AuthContext, id: string): Promise<MessageTemplateJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'VIEW');
  return auth.run(async (tx) => toTemplateJson(await loadTemplate(tx, auth.accountId, id)));
}

/** A friendly early check; the unique index stays the guarantee under concurrency. */
async function refuseDuplicate(tx: Queryable, accountId: string, input: CreateMessageTemplateInput): Promise<void> {
  const [taken] = await tx.query<{ template_id: string }>(
    `SELECT template_id FROM message_templates WHERE account_id = $1 AND channel = $2 AND language = $3
        AND coalesce(distribution_type, '') = coalesce($4::text, '')`,
    [accountId, input.channel, input.language, input.distributionType],
  );
  if (taken) {
    const words = { channel: input.channel, language: input.language, templateId: taken.template_id };
    throw new NotificationError(
      'CONFLICT',
      input.distributionType
        ? NOTIFICATION_MESSAGES.templateExists({ ...words, type: input.distributionType })
        : NOTIFICATION_MESSAGES.templateExistsAnyType(words),
      'TEMPLATE_EXISTS',
    );
  }
}

export async function createTemplate(
  auth: AuthContext,
  input: CreateMessageTemplateInput,
): Promise<MessageTemplateJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  const actor = actorOf(auth);
  const id = newId('messageTemplate');
  return auth.run(async (tx) => {
    await refuseDuplicate(tx, actor.accountId, input);
    await tx.query(
      `INSERT INTO message_templates (template_id, account_id, language, channel, distribution_type, subject, body,
                                      created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [
        id,
        actor.accountId,
        input.language,
        input.channel,
        input.distributionType,
        input.subject,
        input.body,
        actor.userId,
      ],
    );
    await logTemplate(tx, actor, `messageTemplates.${id}`, null, input);
    return toTemplateJson(await loadTemplate(tx, actor.accountId, id));
  });
}

export async function updateTemplate(
  auth: AuthContext,
  id: string,
  input: UpdateMessageTemplateInput,
): Promise<MessageTemplateJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const before = await loadTemplate(tx, actor.accountId, id, true);
    const subject = input.subject === undefined ? before.subject : input.subject;
    const body = input.body ?? before.body;
    if (before.channel === 'EMAIL' && !subject) {
      throw new NotificationError('VALIDATION_FAILED', NOTIFICATION_MESSAGES.subjectRequired(), undefined, [
        { field: 'subject', code: 'REQUIRED', message: 'is required for an EMAIL template' },
      ]);
    }
    if (subject === before.subject && body === before.body) return toTemplateJson(before);
    await tx.query(
      `UPDATE message_templates SET subject = $2, body = $3, updated_at = now(), updated_by = $4
        WHERE template_id = $1`,
      [id, subject, body, actor.userId],
    );
    await logTemplate(
      tx,
      actor,
      `messageTemplates.${id}`,
      { subject: before.subject, body: before.body },
      { subject, body },
    );
    return toTemplateJson(await loadTemplate(tx, actor.accountId, id));
  });
}

/** Messages already queued keep their text (they were rendered when queued). */
export async function deleteTemplate(auth: AuthContext, id: string): Promise<void> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  const actor = actorOf(auth);
  await auth.run(async (tx) => {
    const before = await loadTemplate(tx, actor.accountId, id, true);
    await tx.query('DELETE FROM message_templates WHERE template_id = $1', [id]);
    await logTemplate(tx, actor, `messageTemplates.${id}`, toTemplateJson(before), null);
  });
}

type SettingsRow = { default_language: string; updated_at: string | Date | null; updated_by: string | null };

export async function defaultLanguageOf(tx: Queryable, accountId: string): Promise<string> {
  const [row] = await tx.query<SettingsRow>(
    'SELECT default_language FROM notification_settings WHERE account_id = $1',
    [accountId],
  );
  return row?.default_language ?? DEFAULT_NOTIFICATION_LANGUAGE;
}

async function loadSettings(tx: Queryable, accountId: string): Promise<NotificationSettingsJson> {
  const [row] = await tx.query<SettingsRow>(
    'SELECT default_language, updated_at, updated_by FROM notification_settings WHERE account_id = $1',
    [accountId],
  );
  return {
    defaultLanguage: row?.default_language ?? DEFAULT_NOTIFICATION_LANGUAGE,
    updatedAt: toIsoOrNull(row?.updated_at),
    updatedBy: row?.updated_by ?? null,
  };
}

export async function getNotificationSettings(auth: AuthContext): Promise<NotificationSettingsJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'VIEW');
  return auth.run((tx) => loadSettings(tx, auth.accountId));
}

export async function putNotificationSettings(
  auth: AuthContext,
  input: NotificationSettingsInput,
): Promise<NotificationSettingsJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const before = await loadSettings(tx, actor.accountId);
    await tx.query(
      `INSERT INTO notification_settings (account_id, default_language, updated_by) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE
         SET default_language = EXCLUDED.default_language, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [actor.accountId, input.defaultLanguage, actor.userId],
    );
    await logTemplate(tx, actor, 'notificationDefaultLanguage', before.defaultLanguage, input.defaultLanguage);
    return loadSettings(tx, actor.accountId);
  });
}
