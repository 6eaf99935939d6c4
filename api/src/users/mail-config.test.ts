// MAIL_TRANSPORT and its settings as the API reads them at startup: the outbox by default (with a warning in
// production), SMTP by URL or by host fields, and a clear sentence for each mistake.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../http/logger.js';
import { startTestSmtp } from '../testing/smtp.js';
import { mailConfigFromEnv, mailerFor } from './mail-config.js';

const read = (env: Record<string, string>) => {
  const { logger, lines } = memoryLogger();
  return { config: mailConfigFromEnv(env, logger), lines };
};
const refusal = (env: Record<string, string>) => {
  try {
    read(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('mailConfigFromEnv', () => {
  it('defaults to the outbox, quietly outside production', () => {
    expect(read({})).toEqual({ config: { transport: 'outbox' }, lines: [] });
    expect(read({ MAIL_TRANSPORT: 'outbox', NODE_ENV: 'development' }).lines).toEqual([]);
  });

  it('warns at startup when production runs on the outbox', () => {
    const { config, lines } = read({ NODE_ENV: 'production' });
    expect(config).toEqual({ transport: 'outbox' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringContaining('MAIL_TRANSPORT is outbox in production') }),
    ]);
  });

  it('reads SMTP from SMTP_URL, which wins over the host fields', () => {
    const env = {
      MAIL_TRANSPORT: 'smtp',
      MAIL_FROM: 'Aid <no-reply@aid.test>',
      SMTP_URL: 'smtps://user:pass@smtp.aid.test:465',
      SMTP_HOST: 'ignored.test',
      NODE_ENV: 'production',
    };
    expect(read(env)).toEqual({
      config: {
        transport: 'smtp',
        smtp: { url: 'smtps://user:pass@smtp.aid.test:465', from: 'Aid <no-reply@aid.test>' },
      },
      lines: [],
    });
  });

  it('reads SMTP from the host fields, with the port following SMTP_SECURE', () => {
    const base = {
      MAIL_TRANSPORT: 'smtp',
      MAIL_FROM: 'no-reply@aid.test',
      SMTP_HOST: 'email-smtp.eu-central-1.amazonaws.com',
    };
    expect(read({ ...base, SMTP_USER: 'AKIA1', SMTP_PASSWORD: 'secret' }).config).toEqual({
      transport: 'smtp',
      smtp: {
        host: 'email-smtp.eu-central-1.amazonaws.com',
        port: 587,
        secure: false,
        user: 'AKIA1',
        password: 'secret',
        from: 'no-reply@aid.test',
      },
    });
    expect(read({ ...base, SMTP_SECURE: 'true' }).config).toMatchObject({ smtp: { port: 465, secure: true } });
    expect(read({ ...base, SMTP_PORT: '2525' }).config).toMatchObject({ smtp: { port: 2525, user: undefined } });
  });

  it('refuses a configuration that cannot work, saying which setting', () => {
    const smtp = { MAIL_TRANSPORT: 'smtp', SMTP_HOST: 'smtp.aid.test' };
    expect(refusal({ MAIL_TRANSPORT: 'ses' })).toBe('MAIL_TRANSPORT ses is not one of outbox, smtp');
    expect(refusal(smtp)).toMatch(/^MAIL_FROM is required with MAIL_TRANSPORT=smtp/);
    expect(refusal({ MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'a@b.test' })).toBe(
      'MAIL_TRANSPORT=smtp needs SMTP_URL or SMTP_HOST',
    );
    expect(refusal({ ...smtp, MAIL_FROM: 'a@b.test', SMTP_URL: 'http://x' })).toBe(
      'SMTP_URL must start with smtp:// or smtps://',
    );
    expect(refusal({ ...smtp, MAIL_FROM: 'a@b.test', SMTP_PORT: '99999' })).toBe('SMTP_PORT 99999 is not a port');
    expect(refusal({ ...smtp, MAIL_FROM: 'a@b.test', SMTP_SECURE: 'yes' })).toBe(
      'SMTP_SECURE yes is not true or false',
    );
    expect(refusal({ ...smtp, MAIL_FROM: 'a@b.test', SMTP_USER: 'u' })).toBe('SMTP_USER is set without SMTP_PASSWORD');
  });
});

describe('mailerFor', () => {
  it('writes into the outbox, or sends through SMTP, as configured', async () => {
    const { logger } = memoryLogger();
    const dir = await mkdtemp(join(tmpdir(), 'aid-mail-config-'));
    const smtp = await startTestSmtp();
    try {
      const message = { to: 'a@mail-config.test', subject: 'Hello', text: 'Hi', temporaryPassword: null };
      const outbox = mailerFor({ transport: 'outbox' }, dir, logger);
      expect(outbox.delivers).toBeUndefined();
      await outbox.send(message);
      expect(await readdir(dir)).toHaveLength(1);

      const sender = mailerFor({ transport: 'smtp', smtp: { url: smtp.url, from: 'x@mail-config.test' } }, dir, logger);
      expect(sender.delivers).toBe(true);
      await sender.send(message);
      expect((await smtp.messageFor('a@mail-config.test')).subject).toBe('Hello');
      expect(await readdir(dir)).toHaveLength(1);
    } finally {
      await smtp.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
