// Invitations leaving through SMTP, at the REST API, against the identity emulator and a real SMTP server: the invitee
// opens the e-mail, follows its link and signs in with its password; a refused address comes back to the inviter in
// words; and when the identity service sends its own invitation, ours is not sent. Mail does not depend on the
// database, so one database (the first available) is enough here; users-invite.test.ts covers every one.
import { createServer } from 'node:net';
import type { UserAccountJson } from '@aid/common/users';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../http/logger.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.js';
import { fileIdentity } from '../testing/suite.js';
import { firstSignIn } from '../testing/users.js';
import { cognitoIdentityAdmin } from './identity-admin.js';
import type { Mailer, MailMessage } from './mailer.js';
import { smtpMailer } from './smtp-mailer.js';

const [backend] = await availableBackends();
const identity = fileIdentity();
const FROM = 'Aid platform <no-reply@invite-mail.test>';
const FAST = { attempts: 2, backoffMs: 10 };
const REFUSED = 'refused@invite-mail.test';

describe('invitations through SMTP', () => {
  let smtp: TestSmtp;
  let api: TestApi;
  let org: string;
  let admin: Caller;
  let role: string;
  const mailLog = memoryLogger();
  const email = (name: string) => `${name}@invite-mail.test`;
  const { caller, as } = callers(identity, () => api, email);
  const start = (options: { mailer: Mailer; identityAdmin?: ReturnType<typeof cognitoIdentityAdmin> }) => {
    if (!backend) throw new Error('no database');
    return startTestApi(backend, identity().config, { db: api.db, ...options });
  };

  beforeAll(async () => {
    if (!backend) throw new Error('no database');
    smtp = await startTestSmtp({
      users: { mailer: 'smtp-pass' },
      rcpt: (to) => (to === REFUSED ? { code: 550, message: '5.1.1 No such mailbox' } : undefined),
    });
    const mailer = smtpMailer(
      { host: smtp.host, port: smtp.port, user: 'mailer', password: 'smtp-pass', from: FROM },
      mailLog.logger,
      FAST,
    );
    api = await startTestApi(backend, identity().config, { mailer });
    org = (await api.fixtures.account('Mail Org')).accountId;
    admin = await caller('admin', org);
    role = (await api.fixtures.member({ sub: 'sub-mail-reader', email: 'reader@x.test' }, org, 'READER')).roleId;
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it('delivers the invitation: the invitee follows its link and signs in with its password', async () => {
    const res = await as(admin, 'POST', '/members', { email: email('newcomer'), roleIds: [role] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const mail = await smtp.messageFor(email('newcomer'));
    expect(mail).toMatchObject({ from: 'no-reply@invite-mail.test', user: 'mailer' });
    expect(mail.subject).toBe('You are invited to Mail Org on the aid platform');
    const link = /Sign in at (\S+) with/.exec(mail.text)?.[1];
    expect(link).toBe('http://localhost:4100/login');
    expect(mail.html).toContain(`<a href="${link}">`);
    const password = /temporary password: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(password).toHaveLength(16);

    const { challenge, tokens } = await firstSignIn(identity().config, email('newcomer'), password, 'Chosen-pass-2026');
    expect(challenge).toBe('NEW_PASSWORD_REQUIRED');
    expect((await api.call('GET', '/me', { token: tokens.accessToken })).body).toMatchObject({
      currentAccountId: org,
    });
    // The mailer logged the recipient and the message id; no line anywhere holds the password.
    expect(mailLog.lines).toContainEqual(
      expect.objectContaining({ msg: 'mail sent', to: email('newcomer'), messageId: expect.any(String) }),
    );
    expect(JSON.stringify([...mailLog.lines, ...api.logs])).not.toContain(password);
  });

  it('tells the inviter when the mail server refuses the address, and keeps the invitation to resend or remove', async () => {
    const res = await as(admin, 'POST', '/members', { email: REFUSED, roleIds: [role] });
    expect(res).toMatchObject({
      status: 422,
      body: {
        code: 'VALIDATION_FAILED',
        message:
          `The invitation is saved, but its e-mail to ${REFUSED} was refused by the mail server ` +
          '(550 5.1.1 No such mailbox): check the address, then resend the invitation or remove it',
        fieldErrors: [{ field: 'email', code: 'INVALID_VALUE', message: expect.stringContaining('550 5.1.1') }],
      },
    });
    const members = await api.db.query<{ user_id: string; status: string }>(
      `SELECT u.user_id, m.status FROM memberships m JOIN users u ON u.user_id = m.user_id
        WHERE m.account_id = $1 AND u.email = $2`,
      [org, REFUSED],
    );
    expect(members).toEqual([{ user_id: expect.any(String), status: 'INVITATION_SENT' }]);
    const resent = await as(admin, 'POST', `/members/${members[0]?.user_id}/resend-invitation`);
    expect(resent).toMatchObject({ status: 422, body: { code: 'VALIDATION_FAILED' } });
    expect(smtp.messages.filter((m) => m.to.includes(REFUSED))).toHaveLength(0);
  });

  it('answers a server error when the mail server cannot be reached, as for any mailer failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await start({ mailer: smtpMailer({ host: '127.0.0.1', port, from: FROM }, mailLog.logger, FAST) });
    try {
      const res = await down.call('POST', '/members', {
        token: admin.token,
        accountId: org,
        body: { email: email('unreached'), roleIds: [role] },
      });
      expect(res).toMatchObject({ status: 500, body: { code: 'INTERNAL' } });
      expect(down.logs).toContainEqual(expect.objectContaining({ msg: 'unhandled error' }));
    } finally {
      await down.close();
    }
  });

  describe('when the identity service sends its own invitations', () => {
    const sent: MailMessage[] = [];
    let cognitoSends: TestApi;
    beforeAll(async () => {
      const recording: Mailer = { delivers: false, send: async (m) => void sent.push(m) };
      cognitoSends = await start({
        mailer: recording,
        identityAdmin: { ...cognitoIdentityAdmin(identity().config), sendsInvitations: true },
      });
    });
    afterAll(async () => {
      await cognitoSends?.close();
    });
    beforeEach(() => {
      sent.length = 0;
    });
    const inviteThere = (address: string) =>
      cognitoSends.call('POST', '/members', {
        token: admin.token,
        accountId: org,
        body: { email: address, roleIds: [role] },
      });

    it('sends none of ours to a new invitee, nor on resending', async () => {
      const res = await inviteThere(email('by-cognito'));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { userId } = res.body as UserAccountJson;
      const resent = await cognitoSends.call('POST', `/members/${userId}/resend-invitation`, {
        token: admin.token,
        accountId: org,
      });
      expect(resent.status).toBe(200);
      expect(sent).toEqual([]);
    });

    it('still sends ours to someone who already has an account (Cognito has nothing to send them)', async () => {
      await identity().user(email('has-account'));
      expect((await inviteThere(email('has-account'))).status).toBe(201);
      expect(sent).toEqual([
        expect.objectContaining({ to: email('has-account'), subject: expect.stringContaining('added to Mail Org') }),
      ]);
    });
  });
});
