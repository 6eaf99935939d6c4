// The local stack's mailbox: what the API's SMTP mailer sends arrives as .eml files, one per recipient, read back by
// latestMailFor; the line logged per message names where it is, never what it says.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../http/logger.js';
import { invitationMessage } from '../users/messages.js';
import { smtpMailer } from '../users/smtp-mailer.js';
import { latestMailFor, type Mailbox, startMailbox } from './mailbox.js';

const PASSWORD = 'Tmp-Pa55word=ÄÖ%41';
const FROM = 'Aid platform <no-reply@aid.local>';
const invitation = (email: string, language: 'en' | 'fr' = 'en') =>
  invitationMessage(
    {
      email,
      organizationName: 'Demo Relief',
      inviterName: 'Ada Admin',
      signInUrl: 'http://localhost:4100/login',
      language,
    },
    PASSWORD,
  );

describe('the local mailbox', () => {
  let dir: string;
  let mailbox: Mailbox;
  let lines: string[];
  const send = (message: ReturnType<typeof invitation>) =>
    smtpMailer({ url: mailbox.url, from: FROM }, memoryLogger().logger).send(message);

  beforeEach(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'mailbox-')), 'mail');
    lines = [];
    mailbox = await startMailbox(dir, (line) => lines.push(line));
  });
  afterEach(async () => {
    await mailbox.close();
    await rm(join(dir, '..'), { recursive: true, force: true });
  });

  it('keeps a message as an .eml file the sender waited for, readable by its owner only', async () => {
    await send(invitation('newcomer@mailbox.test'));
    // The SMTP server said 250 only once the file was there: no waiting needed.
    const [file, ...others] = await readdir(dir);
    expect(others).toEqual([]);
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d{6}-[0-9a-f]{8}\.eml$/);
    expect((await stat(join(dir, file ?? ''))).mode & 0o777).toBe(0o600);
    const raw = await readFile(join(dir, file ?? ''), 'utf8');
    expect(raw).toMatch(/^Delivered-To: newcomer@mailbox\.test\r\n/);
    expect(raw).toContain('From: Aid platform <no-reply@aid.local>');

    const mail = await latestMailFor(dir, 'NEWCOMER@mailbox.test');
    expect(mail).toMatchObject({ file, to: 'newcomer@mailbox.test' });
    expect(mail?.subject).toBe('You are invited to Demo Relief on the aid platform');
    expect(mail?.text).toContain('Sign in at http://localhost:4100/login with');
    expect(mail?.text).toContain(`temporary password: ${PASSWORD}`);
    expect(mail?.html).toContain('<a href="http://localhost:4100/login">');
  });

  it('logs where each message is and to whom, never its text', async () => {
    await send(invitation('logged@mailbox.test'));
    const mail = await latestMailFor(dir, 'logged@mailbox.test');
    expect(lines).toEqual([
      `logged@mailbox.test: "You are invited to Demo Relief on the aid platform" in ${join(dir, mail?.file ?? '')}`,
    ]);
    expect(lines.join('\n')).not.toContain('Tmp-Pa55word');
  });

  it('gives the newest message to a recipient, one file per recipient, and nothing for anyone else', async () => {
    await send(invitation('twice@mailbox.test'));
    await send(invitation('twice@mailbox.test', 'fr'));
    await send({ ...invitation('first@mailbox.test'), to: 'first@mailbox.test, second@mailbox.test' });
    expect((await latestMailFor(dir, 'twice@mailbox.test'))?.subject).toBe(
      "Invitation à rejoindre Demo Relief sur la plateforme d'aide",
    );
    expect((await latestMailFor(dir, 'twice@mailbox.test'))?.text).toContain(`mot de passe temporaire : ${PASSWORD}`);
    expect((await latestMailFor(dir, 'first@mailbox.test'))?.to).toBe('first@mailbox.test');
    expect((await latestMailFor(dir, 'second@mailbox.test'))?.to).toBe('second@mailbox.test');
    expect(await readdir(dir)).toHaveLength(4);
    expect(await latestMailFor(dir, 'nobody@mailbox.test')).toBeUndefined();
    expect(await latestMailFor(join(dir, 'missing'), 'twice@mailbox.test')).toBeUndefined();
  });
});
