// User management end to end through GraphQL against the real API and identity emulator: the members connection,
// invitations an invitee can accept, changes to a member as typed results, DISABLED refused, MFA_REQUIRED until MFA
// is on and read again, and another organisation reaching nothing.
import { firstSignIn, latestMessageFor, setAuthenticatorApp } from '@aid/api/testing';
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let admin: StackUser;
let outsider: StackUser;
let accountId: string;
let otherAccountId: string;

const VIEW_PROGRAMS = {
  section: [{ name: 'PROGRAMS' as const, access: { VIEW: { accessLevel: 'EVERYTHING' as const, objectIds: [] } } }],
};

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId } = await stack.fixtures.account('Users org'));
  ({ accountId: otherAccountId } = await stack.fixtures.account('Other users org'));
  admin = await stack.member('admin@users.example.org', accountId, 'ADMIN', undefined, {
    firstName: 'Ada',
    lastName: 'Admin',
  });
  outsider = await stack.member('admin@other-users.example.org', otherAccountId);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const ask = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, who = admin) =>
  graphql<T>(stack.gateway.url, query, {
    token: who.token,
    accountId: who === outsider ? otherAccountId : accountId,
    variables,
  });

const RESULT = `userAccount { userId email status roles { roleName } } code message words { key params { name value } }
  fieldErrors { field code }`;
type Result = {
  userAccount: { userId: string; email: string; status: string; roles: { roleName: string }[] } | null;
  code: string | null;
  message: string | null;
  words: { key: string; params: { name: string; value: string }[] } | null;
  fieldErrors: { field: string; code: string }[];
};

async function roleIds(): Promise<Record<string, string>> {
  const res = await ask<{ roles: { roleId: string; roleName: string }[] }>('{ roles { roleId roleName } }');
  return Object.fromEntries((res.body.data?.roles ?? []).map((r) => [r.roleName, r.roleId]));
}

describe('the users connection', () => {
  it('lists members with ordered roles, who invited them, and what the caller may do', async () => {
    await stack.member('reader@users.example.org', accountId, 'READER', VIEW_PROGRAMS, { firstName: 'Rita' });
    const invite = await ask<{ inviteMember: Result }>(
      `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { ${RESULT} } }`,
      { input: { email: 'Pending@Users.Example.org', roleIds: [(await roleIds()).READER] } },
    );
    expect(invite.body.data?.inviteMember).toMatchObject({
      userAccount: { email: 'pending@users.example.org', status: 'INVITATION_SENT', roles: [{ roleName: 'READER' }] },
      code: null,
    });
    const res = await ask<{
      users: {
        totalCount: number;
        viewerCanInvite: boolean;
        viewerCanUpdate: boolean;
        viewerCanRemove: boolean;
        edges: {
          node: { email: string; userFullName: string | null; status: string; invitedBy: { email: string } | null };
        }[];
      };
    }>(`{ users(first: 10) { totalCount viewerCanInvite viewerCanUpdate viewerCanRemove
          edges { cursor node { userId email userFullName status lastActive invitedAt invitedBy { email }
                                roles { roleName permissions { section } } } } } }`);
    expect(res.body.errors).toBeUndefined();
    const users = res.body.data?.users;
    expect(users).toMatchObject({ totalCount: 3, viewerCanInvite: true, viewerCanUpdate: true, viewerCanRemove: true });
    expect(
      users?.edges.map((e) => [e.node.email, e.node.userFullName, e.node.status, e.node.invitedBy?.email]),
    ).toEqual([
      ['admin@users.example.org', 'Ada Admin', 'ACTIVE', undefined],
      ['pending@users.example.org', null, 'INVITATION_SENT', 'admin@users.example.org'],
      ['reader@users.example.org', 'Rita', 'ACTIVE', undefined],
    ]);
    // invitedBy is looked up in one batch; nothing is counted unless totalCount is selected.
    expect(res.body.extensions?.restCalls?.calls.filter((c) => c.startsWith('GET /users'))).toHaveLength(1);
    const uncounted = await ask<{ users: { edges: unknown[] } }>('{ users(first: 2) { edges { cursor } } }');
    expect(uncounted.body.extensions?.restCalls?.urls.find((u) => u.startsWith('GET /members'))).toContain(
      'count=false',
    );
  });

  it('searches e-mail OR name within a status, and sorts by last activity', async () => {
    const res = await ask<{ users: { edges: { node: { email: string } }[] } }>(
      `query($filter: UserAccountFilter) { users(filter: $filter, sort: LAST_ACTIVE_NEWEST) { edges { node { email } } } }`,
      {
        filter: {
          conditions: [{ field: 'STATUS', operator: 'EQUAL', value: 'ACTIVE' }],
          groups: [
            {
              connector: 'OR',
              conditions: [
                { field: 'EMAIL', operator: 'CONTAINS', value: 'rita' },
                { field: 'FULL_NAME', operator: 'CONTAINS', value: 'rita' },
              ],
            },
          ],
        },
      },
    );
    expect(res.body.data?.users.edges.map((e) => e.node.email)).toEqual(['reader@users.example.org']);
  });

  it('refuses the list to a member without USER_MANAGEMENT VIEW', async () => {
    const reader = await stack.member('reader2@users.example.org', accountId, 'READER', VIEW_PROGRAMS);
    const res = await ask('{ users { totalCount } }', undefined, reader);
    expect(errorCodes(res)).toEqual(['FORBIDDEN']);
  });
});

describe('invitations and changes to members', () => {
  it('invites someone who signs in with the temporary password and is ACTIVE after their first request', async () => {
    const roles = await roleIds();
    const res = await ask<{ inviteMember: Result }>(
      `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { ${RESULT} } }`,
      { input: { email: 'newcomer@users.example.org', roleIds: [roles.READER] } },
    );
    const userId = res.body.data?.inviteMember.userAccount?.userId ?? '';
    const message = await latestMessageFor(stack.api.outboxDir, 'newcomer@users.example.org');
    const { challenge, tokens } = await firstSignIn(
      stack.identity.config,
      'newcomer@users.example.org',
      message?.temporaryPassword ?? '',
      'Newcomer-pass-2026',
    );
    expect(challenge).toBe('NEW_PASSWORD_REQUIRED');
    const programs = await graphql(stack.gateway.url, '{ programs { totalCount } }', {
      token: tokens.accessToken,
      accountId,
    });
    expect(programs.body.errors).toBeUndefined();
    const after = await ask<{ users: { edges: { node: { userId: string; status: string } }[] } }>(
      '{ users(first: 100) { edges { node { userId status } } } }',
    );
    expect(after.body.data?.users.edges.find((e) => e.node.userId === userId)?.node.status).toBe('ACTIVE');
  });

  it('answers refusals a user can fix as typed results, on the right field', async () => {
    const invalid = await ask<{ inviteMember: Result }>(
      `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { ${RESULT} } }`,
      { input: { email: 'no-at-sign', roleIds: [] } },
    );
    expect(invalid.body.data?.inviteMember).toMatchObject({
      userAccount: null,
      code: 'VALIDATION_FAILED',
      fieldErrors: [
        { field: 'email', code: 'INVALID_FORMAT' },
        { field: 'roleIds', code: 'REQUIRED' },
      ],
    });
    // Checked in the gateway with the API's own schema: no REST call was made.
    expect(invalid.body.extensions?.restCalls?.calls.filter((c) => c.includes('/members'))).toEqual([]);
    const taken = await ask<{ inviteMember: Result }>(
      `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { ${RESULT} } }`,
      { input: { email: 'admin@users.example.org', roleIds: [(await roleIds()).READER] } },
    );
    expect(taken.body.data?.inviteMember).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'email', code: 'TAKEN' }],
    });
    const self = await ask<{ disableMember: Result }>(`mutation($id: ID!) { disableMember(id: $id) { ${RESULT} } }`, {
      id: admin.userId,
    });
    expect(self.body.data?.disableMember).toMatchObject({
      userAccount: null,
      code: 'CONFLICT',
      message: 'You cannot disable yourself',
    });
    const demote = await ask<{ updateMemberRoles: Result }>(
      `mutation($id: ID!, $input: UpdateMemberRolesInput!) { updateMemberRoles(id: $id, input: $input) { ${RESULT} } }`,
      { id: admin.userId, input: { roleIds: [(await roleIds()).READER] } },
    );
    expect(demote.body.data?.updateMemberRoles).toMatchObject({
      code: 'CONFLICT',
      message: "You cannot demote the organisation's last active administrator",
    });
  });

  it('words a refusal by key, so a French member reads it in French', async () => {
    const self = await ask<{ removeMember: Result }>(
      'mutation($id: ID!) { removeMember(id: $id) { userId code words { key params { name value } } } }',
      { id: admin.userId },
    );
    expect(self.body.data?.removeMember).toMatchObject({
      code: 'CONFLICT',
      words: { key: 'users.cannotRemoveSelf', params: [] },
    });
    expect(refusalIn('fr', 'users.cannotRemoveSelf')).toBe('Vous ne pouvez pas vous retirer vous-même');
    const demote = await ask<{ updateMemberRoles: Result }>(
      `mutation($id: ID!, $input: UpdateMemberRolesInput!) { updateMemberRoles(id: $id, input: $input) { ${RESULT} } }`,
      { id: admin.userId, input: { roleIds: [(await roleIds()).READER] } },
    );
    const words = demote.body.data?.updateMemberRoles.words;
    expect(words).toEqual({ key: 'users.lastAdminDemote', params: [] });
    expect(refusalIn('fr', words?.key ?? '')).toBe(
      "Vous ne pouvez pas rétrograder le dernier administrateur actif de l'organisation",
    );
  });

  it('changes roles, disables (refused at once), enables and removes a member', async () => {
    const member = await stack.member('changed@users.example.org', accountId, 'READER', VIEW_PROGRAMS);
    const roles = await roleIds();
    const changed = await ask<{ updateMemberRoles: Result }>(
      `mutation($id: ID!, $input: UpdateMemberRolesInput!) { updateMemberRoles(id: $id, input: $input) { ${RESULT} } }`,
      { id: member.userId, input: { roleIds: [roles.ADMIN, roles.READER] } },
    );
    expect(changed.body.data?.updateMemberRoles.userAccount?.roles.map((r) => r.roleName)).toEqual(['ADMIN', 'READER']);
    // The member's own next request has the new permissions (no stale cache in this gateway).
    const canList = await ask('{ users { totalCount } }', undefined, member);
    expect(canList.body.errors).toBeUndefined();

    const disabled = await ask<{ disableMember: Result }>(
      `mutation($id: ID!) { disableMember(id: $id) { ${RESULT} } }`,
      {
        id: member.userId,
      },
    );
    expect(disabled.body.data?.disableMember.userAccount?.status).toBe('DISABLED');
    const refused = await ask('{ programs { totalCount } }', undefined, member);
    expect(errorCodes(refused)).toContain('FORBIDDEN');
    expect(JSON.stringify(refused.body.errors)).toContain('disabled by an administrator');

    const enabled = await ask<{ enableMember: Result }>(`mutation($id: ID!) { enableMember(id: $id) { ${RESULT} } }`, {
      id: member.userId,
    });
    expect(enabled.body.data?.enableMember.userAccount?.status).toBe('ACTIVE');
    expect((await ask('{ programs { totalCount } }', undefined, member)).body.errors).toBeUndefined();

    const removed = await ask<{ removeMember: { userId: string | null; code: string | null } }>(
      'mutation($id: ID!) { removeMember(id: $id) { userId code message fieldErrors { field } } }',
      { id: member.userId },
    );
    expect(removed.body.data?.removeMember).toEqual({
      userId: member.userId,
      code: null,
      message: null,
      fieldErrors: [],
    });
    expect(errorCodes(await ask('{ programs { totalCount } }', undefined, member))).toContain('FORBIDDEN');
  });

  it("gives another organisation's administrator NOT_FOUND for this organisation's members", async () => {
    const res = await ask<{ disableMember: Result }>(
      `mutation($id: ID!) { disableMember(id: $id) { ${RESULT} } }`,
      { id: admin.userId },
      outsider,
    );
    expect(res.body.data?.disableMember).toMatchObject({ userAccount: null, code: 'NOT_FOUND' });
    const list = await ask<{ users: { edges: { node: { email: string } }[] } }>(
      '{ users { edges { node { email } } } }',
      undefined,
      outsider,
    );
    expect(list.body.data?.users.edges.map((e) => e.node.email)).toEqual(['admin@other-users.example.org']);
  });
});

describe('required MFA', () => {
  it('refuses with MFA_REQUIRED and reports DISABLED_MFA until MFA is on and read again', async () => {
    const member = await stack.member('mfa@users.example.org', accountId, 'READER', VIEW_PROGRAMS);
    await stack.api.db.query('UPDATE accounts SET require_mfa = true WHERE account_id = $1', [accountId]);
    await stack.api.db.query('UPDATE users SET mfa_enabled = true WHERE user_id = $1', [admin.userId]);
    try {
      const refused = await ask('{ programs { totalCount } }', undefined, member);
      expect(errorCodes(refused)).toEqual(['MFA_REQUIRED']);
      const me = await ask<{ me: { memberships: { status: string }[] } }>(
        '{ me { memberships { status } } }',
        undefined,
        member,
      );
      expect(me.body.data?.me.memberships).toEqual([{ status: 'DISABLED_MFA' }]);

      await setAuthenticatorApp(stack.identity.config, member.token, true);
      const refreshed = await ask<{ refreshMfaStatus: { mfaEnabled: boolean } }>(
        'mutation { refreshMfaStatus { mfaEnabled mfaPreferred } }',
        undefined,
        member,
      );
      expect(refreshed.body.data?.refreshMfaStatus).toEqual({ mfaEnabled: true, mfaPreferred: 'SOFTWARE_TOKEN_MFA' });
      expect((await ask('{ programs { totalCount } }', undefined, member)).body.errors).toBeUndefined();
    } finally {
      await stack.api.db.query('UPDATE accounts SET require_mfa = false WHERE account_id = $1', [accountId]);
    }
  });
});
