// Outgoing e-mail behind one small interface. The default implementation writes each message as a JSON file into an
// outbox folder (MAIL_OUTBOX_DIR, by default <DATA_DIR>/outbox) and logs one line: enough locally and for the e2e tests,
// which read the outbox to sign in as an invitee (`import { latestMessageFor } from '@aid/api/outbox'`: this file alone,
// without the API). A real deployment sends through SMTP instead (MAIL_TRANSPORT=smtp: smtp-mailer.ts, mail-config.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../http/logger.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The invitation's temporary password, also in `text`; kept apart so tests need not parse the text. */
  temporaryPassword: string | null;
};

export type SentMessage = MailMessage & { sentAt: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /**
   * True when messages reach their recipients (SMTP); absent for the outbox, which only keeps them. With a real
   * Cognito pool this decides who sends invitations (see cognitoSendsInvitations in identity-admin.ts).
   */
  delivers?: boolean;
};

/** One file per message, `<sentAt>-<random>.json`, written whole (a reader never sees half a message). */
export function outboxMailer(dir: string, logger: Logger): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const body: SentMessage = { ...message, sentAt };
      const temporary = join(dir, `.${name}.part`);
      await writeFile(temporary, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
      await rename(temporary, join(dir, name));
      // Never the password in the log: the file is where it is delivered.
      logger.info({ to: message.to, subject: message.subject, file: name }, 'mail written to the outbox');
    },
  };
}

/**
 * The newest file of `dir` ending in `extension` whose text `read` accepts (answers something for), or undefined.
 * Mail folders name files by the time received, so the newest is last in name order.
 */
export async function newestMail<T>(
  dir: string,
  extension: string,
  read: (text: string, file: string) => T | undefined,
): Promise<T | undefined> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return undefined;
  }
  for (const name of names
    .filter((n) => n.endsWith(extension))
    .sort()
    .reverse()) {
    const found = read(await readFile(join(dir, name), 'utf8'), name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The newest message in `dir` sent to `email` (case-insensitive), or undefined: how tests read an invitation. */
export function latestMessageFor(dir: string, email: string): Promise<SentMessage | undefined> {
  const wanted = email.toLowerCase();
  return newestMail(dir, '.json', (text) => {
    const message = JSON.parse(text) as SentMessage;
    return message.to.toLowerCase() === wanted ? message : undefined;
  });
}
