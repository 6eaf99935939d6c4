// The SMTP mailer against a real SMTP server on the loopback (testing/smtp.ts): what arrives, AUTH, retries of
// transient failures, permanent refusals, and logs that never carry the temporary password.
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../http/logger.js';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.js';
import { invitationMessage } from './messages.js';
import { htmlOf, MailDeliveryError, smtpMailer } from './smtp-mailer.js';

const PASSWORD = 'Tmp-Pa55word=ÄÖ%41';
const FROM = 'Aid platform <no-reply@aid.test>';
const invitation = (email = 'newcomer@smtp.test') =>
  invitationMessage(
    {
      email,
      organizationName: 'Croix-Rouge Genève',
      inviterName: 'Ada Admin',
      signInUrl: 'https://aid.example.org/login?from=mail&x=1',
      language: 'en',
    },
    PASSWORD,
  );
const FAST = { attempts: 3, backoffMs: 10 };

/** A port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('smtpMailer', () => {
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it('delivers an invitation: sender, recipient, subject, the text with the link and password, an HTML part', async () => {
    smtp = await startTestSmtp();
    const { logger, lines } = memoryLogger();
    await smtpMailer({ url: smtp.url, from: FROM }, logger, FAST).send(invitation());

    const mail = await smtp.messageFor('newcomer@smtp.test');
    expect(mail).toMatchObject({ from: 'no-reply@aid.test', to: ['newcomer@smtp.test'], user: undefined });
    expect(mail.subject).toBe('You are invited to Croix-Rouge Genève on the aid platform');
    expect(mail.text).toContain('Sign in at https://aid.example.org/login?from=mail&x=1 with');
    expect(mail.text).toContain(`temporary password: ${PASSWORD}`);
    expect(mail.html).toContain(
      '<a href="https://aid.example.org/login?from=mail&amp;x=1">https://aid.example.org/login?from=mail&amp;x=1</a>',
    );
    expect(mail.html).toContain('Croix-Rouge Genève');
    // One log line, naming the recipient and the message id; the password is in no line.
    const sent = lines.filter((l) => l.msg === 'mail sent');
    expect(sent).toEqual([
      expect.objectContaining({ to: 'newcomer@smtp.test', messageId: expect.stringMatching(/^<.+@.+>$/) }),
    ]);
    expect(mail.raw).toContain(`Message-ID: ${String(sent[0]?.messageId)}`);
    expect(JSON.stringify(lines)).not.toContain('Tmp-Pa55word');
  });

  it('signs in with SMTP_USER/SMTP_PASSWORD (host and port), and names refused credentials', async () => {
    smtp = await startTestSmtp({ users: { mailer: 'S3cret pass' } });
    const { logger } = memoryLogger();
    const config = { host: smtp.host, port: smtp.port, user: 'mailer', password: 'S3cret pass', from: FROM };
    await smtpMailer(config, logger, FAST).send(invitation('authed@smtp.test'));
    expect((await smtp.messageFor('authed@smtp.test')).user).toBe('mailer');

    // The same with the credentials in the URL, percent-encoded.
    await smtpMailer({ url: `smtp://mailer:S3cret%20pass@127.0.0.1:${smtp.port}`, from: FROM }, logger, FAST).send(
      invitation('url@smtp.test'),
    );
    expect((await smtp.messageFor('url@smtp.test')).user).toBe('mailer');

    const wrong = smtpMailer({ ...config, password: 'nope' }, logger, FAST).send(invitation('never@smtp.test'));
    await expect(wrong).rejects.toMatchObject({
      name: 'MailDeliveryError',
      failure: 'CREDENTIALS',
      message: expect.stringContaining('refused the SMTP credentials'),
    });
    expect(smtp.messages.map((m) => m.to[0])).toEqual(['authed@smtp.test', 'url@smtp.test']);
  });

  it('tries again after a transient refusal (451) and delivers', async () => {
    let refusals = 0;
    smtp = await startTestSmtp({
      rcpt: () => (refusals++ < 1 ? { code: 451, message: '4.7.1 Greylisted, try again later' } : undefined),
    });
    const { logger, lines } = memoryLogger();
    await smtpMailer({ url: smtp.url, from: FROM }, logger, FAST).send(invitation('later@smtp.test'));
    expect(smtp.recipientsTried).toEqual(['later@smtp.test', 'later@smtp.test']);
    expect(smtp.messages).toHaveLength(1);
    expect(lines.find((l) => l.msg === 'mail sent')).toMatchObject({ to: 'later@smtp.test', attempt: 2 });
    expect(JSON.stringify(lines)).not.toContain('Tmp-Pa55word');
  });

  it('gives up after the last attempt when the refusal stays transient', async () => {
    smtp = await startTestSmtp({ rcpt: () => ({ code: 452, message: '4.2.2 Mailbox full' }) });
    const { logger } = memoryLogger();
    const sending = smtpMailer({ url: smtp.url, from: FROM }, logger, FAST).send(invitation('full@smtp.test'));
    await expect(sending).rejects.toMatchObject({ failure: 'DEFERRED', response: expect.stringContaining('452') });
    expect(smtp.recipientsTried).toHaveLength(3);
  });

  it('does not retry a permanent refusal (550) and says what the server answered', async () => {
    smtp = await startTestSmtp({ rcpt: () => ({ code: 550, message: '5.1.1 No such user here' }) });
    const { logger, lines } = memoryLogger();
    const error = await smtpMailer({ url: smtp.url, from: FROM }, logger, FAST)
      .send(invitation('nobody@smtp.test'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({
      failure: 'REFUSED',
      response: '550 5.1.1 No such user here',
      message: 'The mail server refused the message to nobody@smtp.test: 550 5.1.1 No such user here',
    });
    expect(smtp.recipientsTried).toEqual(['nobody@smtp.test']);
    expect(smtp.messages).toHaveLength(0);
    expect(JSON.stringify(lines)).not.toContain('Tmp-Pa55word');
  });

  it('retries a refused connection, then reports the server unreachable', async () => {
    const port = await closedPort();
    const { logger, lines } = memoryLogger();
    const started = Date.now();
    const sending = smtpMailer({ host: '127.0.0.1', port, from: FROM }, logger, { attempts: 3, backoffMs: 40 }).send(
      invitation(),
    );
    await expect(sending).rejects.toMatchObject({
      failure: 'DEFERRED',
      message: expect.stringContaining('could not be reached'),
    });
    // Paused 40 then 80 ms between the three tries.
    expect(Date.now() - started).toBeGreaterThanOrEqual(120);
    expect(lines.filter((l) => l.retryInMs !== undefined).map((l) => l.retryInMs)).toEqual([40, 80]);
  });
});

describe('htmlOf', () => {
  it('escapes the text, keeps its lines and paragraphs, and makes its links clickable', () => {
    const html = htmlOf('Hello <b>&</b> "you"\nline two\n\nSee http://x.test/a?b=1&c=2.');
    expect(html).toContain('<p>Hello &lt;b&gt;&amp;&lt;/b&gt; &quot;you&quot;<br>\nline two</p>');
    expect(html).toContain('<p>See <a href="http://x.test/a?b=1&amp;c=2">http://x.test/a?b=1&amp;c=2</a>.</p>');
  });
});
