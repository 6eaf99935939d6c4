// Outgoing e-mail through an SMTP server (MAIL_TRANSPORT=smtp): any relay, a provider's submission port, or Amazon
// SES's SMTP endpoint (email-smtp.<region>.amazonaws.com:587 with the SES SMTP credentials). Each message goes as
// plain text plus a simple HTML rendering of the same text (its links clickable). A transient failure (a 4xx reply,
// a refused or dropped connection, a timeout) is tried again a few times with a growing pause; a permanent one (5xx)
// is not: the sender learns it at once, as a MailDeliveryError naming the server's answer.
import { createTransport, type NodemailerError } from 'nodemailer';
import type { Logger } from '../http/logger.js';
import type { Mailer, MailMessage } from './mailer.js';

export type SmtpConfig = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start); wins over host…. */
  url?: string;
  host?: string;
  port?: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS is used whenever the server offers it. */
  secure?: boolean;
  user?: string;
  password?: string;
  /** The sender, e.g. `Aid platform <no-reply@aid.example.org>`: an address the server may send from. */
  from: string;
};

export type SmtpRetry = {
  /** Tries in all, the first included (default 3). */
  attempts: number;
  /** The pause before the second try; doubled before each further one (default 1000 ms). */
  backoffMs: number;
};

const DEFAULT_RETRY: SmtpRetry = { attempts: 3, backoffMs: 1000 };

/**
 * Why a message did not leave: REFUSED, the server turned this message or recipient down for good (5xx); CREDENTIALS,
 * it refused our SMTP login; DEFERRED, it could not be reached or asked to come back later (4xx), still so after the
 * retries. Only DEFERRED is worth trying again later.
 */
export type MailFailure = 'REFUSED' | 'CREDENTIALS' | 'DEFERRED';

/** A message the server did not take; the message names the server's answer. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly failure: MailFailure,
    /** The server's reply, e.g. `550 5.1.1 <x@y>: Recipient address rejected`, when it gave one. */
    readonly response: string | undefined,
    options: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}

export function smtpMailer(config: SmtpConfig, logger: Logger, retry: Partial<SmtpRetry> = {}): Mailer {
  const { attempts, backoffMs } = { ...DEFAULT_RETRY, ...retry };
  const auth = config.user ? { user: config.user, pass: config.password ?? '' } : undefined;
  // Short timeouts: an invitation waits for this inside a request; nodemailer's defaults are minutes.
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  const transport = config.url
    ? createTransport({ url: config.url, ...timeouts })
    : createTransport({ host: config.host, port: config.port, secure: config.secure ?? false, auth, ...timeouts });
  return {
    delivers: true,
    async send(message: MailMessage) {
      for (let attempt = 1; ; attempt++) {
        try {
          const sent = await transport.sendMail({
            from: config.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: htmlOf(message.text),
          });
          // Never the text (it may hold a temporary password): who, what about, and the id to find it by.
          logger.info({ to: message.to, subject: message.subject, messageId: sent.messageId, attempt }, 'mail sent');
          return;
        } catch (error) {
          const failure = deliveryError(error, message.to);
          if (failure.failure !== 'DEFERRED' || attempt >= attempts) {
            logger.warn({ to: message.to, response: failure.response, attempt }, failure.message);
            throw failure;
          }
          const pause = backoffMs * 2 ** (attempt - 1);
          logger.info({ to: message.to, response: failure.response, attempt, retryInMs: pause }, failure.message);
          await new Promise((resolve) => setTimeout(resolve, pause));
        }
      }
    },
  };
}

/** nodemailer's error as ours: refused only for a 5xx reply (or refused credentials), else worth another try. */
function deliveryError(error: unknown, to: string): MailDeliveryError {
  const e: NodemailerError = error instanceof Error ? error : new Error(String(error));
  const response = e.response?.trim() || undefined;
  // Wrong credentials do not heal by themselves; a 4xx during AUTH (454 temporary failure) does.
  const failure: MailFailure =
    e.code === 'EAUTH' && !(e.responseCode && e.responseCode < 500)
      ? 'CREDENTIALS'
      : e.permanent === true
        ? 'REFUSED'
        : 'DEFERRED';
  const what = {
    CREDENTIALS: 'The mail server refused the SMTP credentials',
    REFUSED: `The mail server refused the message to ${to}`,
    DEFERRED: `The mail server could not be reached or deferred the message to ${to}`,
  }[failure];
  return new MailDeliveryError(`${what}: ${response ?? e.code ?? e.message}`, failure, response, { cause: error });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The HTML part: the text itself, escaped, one paragraph per blank-line-separated block, line breaks kept, and its
 * http(s) links clickable. Written from the text so both parts always say the same thing.
 */
export function htmlOf(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) =>
      // Odd pieces are the links (the split's capture); a sentence's full stop after a link is not part of it.
      block
        .split(/(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)])/)
        .map((piece, i) =>
          i % 2 === 1 ? `<a href="${escapeHtml(piece)}">${escapeHtml(piece)}</a>` : escapeHtml(piece),
        )
        .join('')
        .replace(/\n/g, '<br>\n'),
    )
    .map((block) => `<p>${block}</p>`);
  return [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5">',
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}
