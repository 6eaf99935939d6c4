// Scenario c: an administrator invites a new member through GraphQL; the API's SMTP mailer delivers the invitation to
// the cluster's SMTP server; the invitee reads it, follows its link to the cluster's public address, takes the
// identity settings the web app would (GET /api/config there), signs in for the first time with the e-mail's
// temporary password (choosing their own), and their first request makes them ACTIVE.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { firstSignIn } from '@aid/api/testing';
import { DEMO_ACCOUNTS } from '@aid/identity';
import { accepted, graphql, type Member, until } from './client.js';
import { logLines, type Suite } from './harness.js';

type MemberRow = { email: string; status: string };

async function memberStatus(base: string, admin: Member, email: string): Promise<string | undefined> {
  const { users } = await graphql<{ users: { edges: { node: MemberRow }[] } }>(
    base,
    admin,
    '{ users(first: 100) { edges { node { email status } } } }',
  );
  return users.edges.find((edge) => edge.node.email === email)?.node.status;
}

export async function invitationByMail(suite: Suite): Promise<void> {
  const base = suite.urls.public;
  const email = `invitee-${randomBytes(4).toString('hex')}@cluster.example.org`;
  const { roles } = await graphql<{ roles: { roleId: string; roleName: string }[] }>(
    base,
    suite.admin,
    '{ roles { roleId roleName } }',
  );
  const viewer = roles.find((role) => role.roleName === 'VIEWER');
  assert.ok(viewer, 'every organisation has the VIEWER role');
  const { inviteMember } = await graphql<{ inviteMember: { code: string | null; message: string | null } }>(
    base,
    suite.admin,
    'mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { code message userAccount { status } } }',
    { input: { email, roleIds: [viewer.roleId] } },
  );
  accepted('inviteMember', inviteMember);
  assert.equal(await memberStatus(base, suite.admin, email), 'INVITATION_SENT');

  const mail = await suite.cluster.smtp.messageFor(email, 15_000);
  assert.deepEqual(mail.to, [email]);
  // Read as a person would in any of the message's languages: the sign-in link, and the password on the line after
  // the e-mail address.
  const link = /https?:\/\/\S+\/login\b/.exec(mail.text)?.[0];
  const lines = mail.text.split('\n');
  const emailLine = lines.findIndex((line) => line.trim().endsWith(email));
  const temporary = lines[emailLine + 1]?.trim().split(/\s+/).at(-1);
  assert.ok(link && temporary, `the e-mail says where and with what to sign in:\n${mail.text}`);
  const signInPage = new URL(link);
  assert.equal(signInPage.port, String(suite.cluster.ports.public), 'the link is the public address (APP_URL)');
  assert.equal(signInPage.pathname, '/login');

  // Following the link: the web app's sign-in page when the web app is built (CI builds it before this suite).
  const page = await fetch(`http://127.0.0.1:${signInPage.port}${signInPage.pathname}`, {
    headers: { Accept: 'text/html' },
  });
  if (logLines(suite, 'gateway-2', 'web app from').length > 0) {
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  }
  // What the web app at that address reads before its sign-in form: the identity service and client to use.
  const config = await fetch(`http://127.0.0.1:${signInPage.port}/api/config`);
  assert.equal(config.status, 200);
  const { identity } = (await config.json()) as {
    identity: { region: string; userPoolId: string; clientId: string; endpoint: string };
  };
  const ownPassword = `Own-pass-${randomBytes(6).toString('hex')}`;
  const { challenge, tokens } = await firstSignIn(identity, email, temporary, ownPassword);
  assert.equal(challenge, 'NEW_PASSWORD_REQUIRED', 'the temporary password must be replaced');

  const invitee: Member = { email, token: tokens.accessToken, accountId: suite.admin.accountId };
  const { me } = await graphql<{ me: { user: { email: string } } }>(base, invitee, '{ me { user { email } } }');
  assert.equal(me.user.email, email);
  // Their first request in the organisation.
  const { organization } = await graphql<{ organization: { organizationName: string } }>(
    base,
    invitee,
    '{ organization { organizationName } }',
  );
  assert.equal(organization.organizationName, DEMO_ACCOUNTS.relief.organizationName);
  await until(
    'the invitee becoming ACTIVE after their first request',
    () => memberStatus(base, suite.admin, email),
    (status) => status === 'ACTIVE',
    5_000,
  );
}
