// How outgoing e-mail leaves, read from the environment (see the README's configuration table): MAIL_TRANSPORT
// `outbox` (the default: JSON files in MAIL_OUTBOX_DIR, for local development and the tests) or `smtp` (SMTP_URL, or
// SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASSWORD/SMTP_SECURE, and MAIL_FROM). A mistake stops the API at startup with
// a sentence saying which setting is wrong, rather than at the first invitation.
import type { Logger } from '../http/logger.js';
import { type Mailer, outboxMailer } from './mailer.js';
import { type SmtpConfig, smtpMailer } from './smtp-mailer.js';

export type MailConfig = { transport: 'outbox' } | { transport: 'smtp'; smtp: SmtpConfig };

type Env = Record<string, string | undefined>;

export function mailConfigFromEnv(env: Env, logger: Logger): MailConfig {
  const transport = env.MAIL_TRANSPORT?.trim() || 'outbox';
  if (transport === 'outbox') {
    // The outbox is a folder nobody reads: in production it means invitations silently reach no one (unless a real
    // Cognito pool sends its own, see identity-admin.ts).
    if (env.NODE_ENV === 'production') {
      logger.warn(
        'MAIL_TRANSPORT is outbox in production: e-mail is written to MAIL_OUTBOX_DIR, not sent. Set MAIL_TRANSPORT=smtp',
      );
    }
    return { transport: 'outbox' };
  }
  if (transport !== 'smtp') throw new Error(`MAIL_TRANSPORT ${transport} is not one of outbox, smtp`);
  const from = env.MAIL_FROM?.trim();
  if (!from) throw new Error('MAIL_FROM is required with MAIL_TRANSPORT=smtp (e.g. "Aid <no-reply@example.org>")');
  const url = env.SMTP_URL?.trim();
  if (url) {
    if (!/^smtps?:\/\/[^/]/.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
    return { transport: 'smtp', smtp: { url, from } };
  }
  const host = env.SMTP_HOST?.trim();
  if (!host) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL or SMTP_HOST');
  const secure = booleanSetting('SMTP_SECURE', env.SMTP_SECURE);
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : secure ? 465 : 587;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT ${env.SMTP_PORT} is not a port`);
  const user = env.SMTP_USER?.trim() || undefined;
  if (user && !env.SMTP_PASSWORD) throw new Error('SMTP_USER is set without SMTP_PASSWORD');
  return {
    transport: 'smtp',
    smtp: { host, port, secure, user, password: user ? env.SMTP_PASSWORD : undefined, from },
  };
}

function booleanSetting(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new Error(`${name} ${raw} is not true or false`);
}

/** The mailer a configuration chooses; the outbox writes into `outboxDir`. */
export function mailerFor(config: MailConfig, outboxDir: string, logger: Logger): Mailer {
  return config.transport === 'smtp' ? smtpMailer(config.smtp, logger) : outboxMailer(outboxDir, logger);
}
