// The local stack's mailbox (`pnpm stack`, `npm start`): a real SMTP server on the loopback (startTestSmtp) that the
// API sends through (MAIL_TRANSPORT=smtp), keeping each message it receives as an .eml file in a folder, one file per
// recipient with a Delivered-To header, as a mail server delivering locally would. A developer opens the files in any
// mail client; the e2e tests read them with latestMailFor (`@aid/api/mailbox`: this file and the SMTP server only,
// without the API). The message is the only place its text (an invitation's temporary password) is written: the
// line logged per message names the recipient, the subject and the file.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newestMail } from '../users/mailer.js';
import { readMessage, startTestSmtp } from './smtp.js';

export type Mailbox = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Where the .eml files are written. */
  dir: string;
  close(): Promise<void>;
};

/** A message as read back from its file. */
export type MailboxMessage = {
  file: string;
  /** The recipient it was delivered to (its Delivered-To header). */
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

export async function startMailbox(dir: string, log: (line: string) => void = () => undefined): Promise<Mailbox> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const smtp = await startTestSmtp({
    async onMessage(mail) {
      for (const to of mail.to) {
        const file = await writeWhole(dir, `Delivered-To: ${to}\r\n${mail.raw}`);
        log(`${to}: "${mail.subject}" in ${join(dir, file)}`);
      }
    },
  });
  return { url: smtp.url, dir, close: () => smtp.close() };
}

let received = 0;

/**
 * `<time received>-<sequence>-<random>.eml` (the sequence orders two messages of the same millisecond), written whole
 * (a reader never sees half a message), readable by its owner only.
 */
async function writeWhole(dir: string, raw: string): Promise<string> {
  const sequence = String(++received % 1e6).padStart(6, '0');
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}-${randomBytes(4).toString('hex')}.eml`;
  const temporary = join(dir, `.${name}.part`);
  await writeFile(temporary, raw, { mode: 0o600 });
  await rename(temporary, join(dir, name));
  return name;
}

/** The newest message in `dir` delivered to `email` (case-insensitive), or undefined. */
export function latestMailFor(dir: string, email: string): Promise<MailboxMessage | undefined> {
  const wanted = email.toLowerCase();
  return newestMail(dir, '.eml', (raw, file) => {
    const to = /^Delivered-To: *(.+?)\r?$/m.exec(raw)?.[1] ?? '';
    return to.toLowerCase() === wanted ? { file, to, raw, ...readMessage(raw) } : undefined;
  });
}
