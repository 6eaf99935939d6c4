// Sending the monitoring links (issue 25): the message each invited family gets through the notifications, with
// `{short-url-link}` as their personal link, and what the staff see of the invitations once sent.
//
// Starting and sending are two actions: a start draws the sample (and may be repeated to widen it) without a channel,
// and the program officer then chooses the channel and, if they wish, the words, and sends. A send reaches only the
// invited families that have no monitoring message on that channel yet and have not answered, so pressing it again
// after widening the sample never writes to a family twice.
import { z } from 'zod';
import { component, timestamp } from '../json.js';
import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES } from '../notifications/enums.js';
import { TEMPLATE_BODY_MAX, TEMPLATE_SUBJECT_MAX, templateTextSchema } from '../notifications/schema.js';
import { fieldCode } from '../validation.js';

/** Why a send of the links was refused (the REST body's `reason`; the schema's MonitoringSendRefusal). */
export const MONITORING_SEND_REFUSALS = ['NOT_APPROVED', 'NOTHING_TO_SEND'] as const;
export type MonitoringSendRefusal = (typeof MONITORING_SEND_REFUSALS)[number];

/** The placeholder the monitoring text must contain: without it the family gets no way to answer. */
export const MONITORING_LINK_PLACEHOLDER = '{short-url-link}';

export type MonitoringMessageText = { subject: string; body: string };

/**
 * The words families get when the officer writes none, by language (the family's, from their nationality, else the
 * organisation's default language, else English). The subject is used on e-mail only.
 */
export const MONITORING_MESSAGE_DEFAULTS: Readonly<Record<string, MonitoringMessageText>> = {
  en: {
    subject: 'How did the distribution go?',
    body: 'Hello {first-name}, please tell us how the distribution went for you. It takes two minutes: {short-url-link}',
  },
  fr: {
    subject: "Comment s'est passée la distribution ?",
    body:
      "Bonjour {first-name}, dites-nous comment s'est passée la distribution pour vous. Cela prend deux minutes : " +
      '{short-url-link}',
  },
  es: {
    subject: '¿Cómo fue la distribución?',
    body: 'Hola {first-name}, cuéntenos cómo fue la distribución para usted. Son dos minutos: {short-url-link}',
  },
  ar: {
    subject: 'كيف كان التوزيع؟',
    body: 'مرحباً {first-name}، أخبرنا كيف كان التوزيع بالنسبة لك. يستغرق ذلك دقيقتين: {short-url-link}',
  },
};

const withLink = (text: string) => text.includes(MONITORING_LINK_PLACEHOLDER);

export const sendMonitoringLinksSchema = component(
  'SendMonitoringLinks',
  z.strictObject({
    channel: z.enum(NOTIFICATION_CHANNELS).default('SMS'),
    subject: templateTextSchema(TEMPLATE_SUBJECT_MAX)
      .trim()
      .pipe(z.string().min(1))
      .optional()
      .meta({ description: "EMAIL only: the subject for every family; default: the family's language's one." }),
    body: templateTextSchema(TEMPLATE_BODY_MAX)
      .trim()
      .pipe(z.string().min(1))
      .refine(withLink, fieldCode('INVALID_VALUE', { expected: `a text with ${MONITORING_LINK_PLACEHOLDER}` }))
      .optional()
      .meta({
        description:
          'The text for every family, with {short-url-link} (their personal link) and optionally {first-name}; ' +
          "default: the standard text in each family's language.",
      }),
  }),
  'Sends the personal monitoring links to the invited families that have none on this channel and have not answered.',
);
export type SendMonitoringLinksInput = z.infer<typeof sendMonitoringLinksSchema>;

export const monitoringInvitationJsonSchema = component(
  'MonitoringInvitation',
  z.object({
    beneficiaryId: z.string(),
    stratum: z.string(),
    link: z.string(),
    answeredAt: timestamp().nullable(),
    message: z
      .object({
        channel: z.enum(NOTIFICATION_CHANNELS),
        status: z.enum(NOTIFICATION_STATUSES),
        error: z.string().nullable(),
        sentAt: timestamp().nullable(),
      })
      .nullable()
      .meta({ description: 'The latest monitoring message sent to the family; null before any.' }),
  }),
  "One invited family's personal link, whether it answered and its message.",
);
export type MonitoringInvitationJson = z.infer<typeof monitoringInvitationJsonSchema>;

const count = z.number().int().min(0);

export const monitoringCountsJsonSchema = component(
  'MonitoringCounts',
  z.object({
    invited: count,
    answered: count,
    queued: count.meta({ description: 'Invited families whose latest message is still queued.' }),
    sent: count.meta({ description: 'Invited families whose latest message the provider accepted.' }),
    error: count.meta({ description: 'Invited families whose latest message was refused for good.' }),
    notSent: count.meta({ description: 'Invited families without a monitoring message yet.' }),
    noPhoneNumber: count.meta({ description: 'Invited families not reachable by SMS or WhatsApp (no phone number).' }),
    noEmail: count.meta({ description: 'Invited families not reachable by e-mail (no address).' }),
  }),
  "A distribution's monitoring invitations counted.",
);
export type MonitoringCountsJson = z.infer<typeof monitoringCountsJsonSchema>;

export const monitoringInvitationsJsonSchema = component(
  'MonitoringInvitations',
  z.object({ counts: monitoringCountsJsonSchema, items: z.array(monitoringInvitationJsonSchema) }),
  "A distribution's monitoring invitations, by family id, with their counts.",
);
export type MonitoringInvitationsJson = z.infer<typeof monitoringInvitationsJsonSchema>;
