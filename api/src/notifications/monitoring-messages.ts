// The monitoring step of the sending job (purpose MONITORING, started by smart-forms/monitoring/send.ts): one message
// per invited family that has not answered, whose `{short-url-link}` is their personal monitoring link, queued beside
// the distribution's announcement (the unique key includes the purpose) and drained by the same provider. Families
// with nowhere to send to on the channel get no message: they are "not reachable", counted, not an error.
import { newId } from '@aid/common/ids';
import { familyLanguage, type NotificationChannel, renderTemplate } from '@aid/common/notifications';
import { MONITORING_MESSAGE_DEFAULTS, type MonitoringMessageText } from '@aid/common/smart-forms';
import type { z } from 'zod';
import type { Queryable } from '../db/db.js';
import { monitoringLink } from '../smart-forms/monitoring/start.js';
import type { Head, notificationJobParamsSchema } from './send.js';
import { defaultLanguageOf } from './templates.js';

type Params = z.infer<typeof notificationJobParamsSchema>;

export const MONITORING_BATCH = 5_000;

type InvitedRow = {
  beneficiary_id: string;
  token: string;
  public_token: string | null;
  first_name: string | null;
  nationality: string | null;
  phone_number: string | null;
  email: string | null;
};

/** The recipient column of a channel, over the snapshot (m) and the beneficiary (b), as announcements read them. */
const recipientSql = (channel: NotificationChannel) => (channel === 'EMAIL' ? 'b.email' : 'm.phone_number');

const INVITED_FROM = `JOIN smart_forms f ON f.smart_form_id = i.smart_form_id
  LEFT JOIN distribution_members m ON m.distribution_id = i.distribution_id AND m.beneficiary_id = i.beneficiary_id
  LEFT JOIN beneficiaries b ON b.beneficiary_id = i.beneficiary_id`;

/** The words of one family: the officer's, else the standard text of the family's language. */
export function monitoringText(
  nationality: string | null,
  defaultLanguage: string,
  custom: { subject?: string; body?: string },
): { language: string; text: MonitoringMessageText } {
  const languages = new Set(Object.keys(MONITORING_MESSAGE_DEFAULTS));
  const fallback = languages.has(defaultLanguage) ? defaultLanguage : 'en';
  // The officer writes one text, in the organisation's language: it is what every family gets.
  const language = custom.body ? defaultLanguage : familyLanguage(nationality, languages, fallback);
  const standard = MONITORING_MESSAGE_DEFAULTS[language] ?? MONITORING_MESSAGE_DEFAULTS[fallback];
  if (!standard) throw new Error(`no standard monitoring text in ${fallback}`);
  return {
    language,
    text: { subject: custom.subject ?? standard.subject, body: custom.body ?? standard.body },
  };
}

/** One batch of invited families after `after` (by beneficiary id); the last id read, or null when done. */
export async function queueMonitoringBatch(
  tx: Queryable,
  head: Head,
  p: Params,
  after: string,
): Promise<string | null> {
  const invited = await tx.query<InvitedRow>(
    `SELECT i.beneficiary_id, i.token, f.public_token, coalesce(m.first_name, b.first_name) AS first_name,
            coalesce(m.nationality, b.nationality) AS nationality, m.phone_number, b.email
       FROM (SELECT * FROM monitoring_invitations
              WHERE distribution_id = $1 AND beneficiary_id > $2 AND answered_at IS NULL
              ORDER BY beneficiary_id LIMIT $3) i
       ${INVITED_FROM}
      ORDER BY i.beneficiary_id`,
    [p.distributionId, after, MONITORING_BATCH],
  );
  if (invited.length === 0) return null;
  const defaultLanguage = await defaultLanguageOf(tx, head.account_id);
  const reachable = invited.filter((r) => (p.channel === 'EMAIL' ? r.email : r.phone_number));
  const messages = reachable.map((r) => {
    const { language, text } = monitoringText(r.nationality, defaultLanguage, p);
    const values = {
      'first-name': r.first_name ?? '',
      'short-url-link': monitoringLink(r.public_token ?? '', r.token),
    };
    return {
      beneficiaryId: r.beneficiary_id,
      language,
      recipient: (p.channel === 'EMAIL' ? r.email : r.phone_number) ?? '',
      subject: p.channel === 'EMAIL' ? renderTemplate(text.subject, values) : '',
      body: renderTemplate(text.body, values),
    };
  });
  if (messages.length > 0) {
    await tx.query(
      `INSERT INTO notifications (notification_id, account_id, distribution_id, run_id, beneficiary_id, channel,
                                  language, recipient, subject, body, purpose)
       SELECT r.id, $1, $2, $3, r.beneficiary_id, $4, r.language, r.recipient, NULLIF(r.subject, ''), r.body,
              'MONITORING'
         FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
           AS r (id, beneficiary_id, language, recipient, subject, body)
       ON CONFLICT (distribution_id, channel, beneficiary_id, purpose) DO NOTHING`,
      [
        head.account_id,
        p.distributionId,
        p.runId,
        p.channel,
        messages.map(() => newId('notification')),
        messages.map((m) => m.beneficiaryId),
        messages.map((m) => m.language),
        messages.map((m) => m.recipient),
        // '' stands for NULL in text arrays (NULLIF above).
        messages.map((m) => m.subject),
        messages.map((m) => m.body),
      ],
    );
  }
  return invited[invited.length - 1]?.beneficiary_id ?? null;
}

/** Invited families that have not answered and have no address on the channel (and so no message on it). */
export async function unreachableFamilies(
  tx: Queryable,
  distributionId: string,
  channel: NotificationChannel,
): Promise<number> {
  const [row] = await tx.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM monitoring_invitations i ${INVITED_FROM}
      WHERE i.distribution_id = $1 AND i.answered_at IS NULL AND ${recipientSql(channel)} IS NULL`,
    [distributionId],
  );
  return Number(row?.n ?? 0);
}

/** Invited families that have not answered and have no monitoring message on the channel yet (what a send reaches). */
export async function familiesToSend(tx: Queryable, distributionId: string, channel: NotificationChannel) {
  const [row] = await tx.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM monitoring_invitations i ${INVITED_FROM}
      WHERE i.distribution_id = $1 AND i.answered_at IS NULL AND ${recipientSql(channel)} IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.distribution_id = i.distribution_id
                          AND n.beneficiary_id = i.beneficiary_id AND n.channel = $2 AND n.purpose = 'MONITORING')`,
    [distributionId, channel],
  );
  return Number(row?.n ?? 0);
}
