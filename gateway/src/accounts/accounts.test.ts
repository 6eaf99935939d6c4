// HTTP-level, against the real API and real tokens: the signed-in user, memberships, roles and permissions.
import { newId } from '@aid/common/ids';
import { ACTIONS } from '@aid/common/permissions';
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let relief: string;
let partner: string;
let multi: StackUser;

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId: relief } = await stack.fixtures.account('Relief'));
  ({ accountId: partner } = await stack.fixtures.account('Partner', { menuColour: 'C2410C' }));
  multi = await stack.member('multi@example.org', relief, 'ADMIN', undefined, { firstName: 'Marc', lastName: 'Multi' });
  await stack.fixtures.member({ sub: multi.sub, email: multi.email }, partner, 'FIELD', {
    section: [
      { name: 'PROGRAMS', access: { VIEW: { accessLevel: 'SELECTED', objectIds: ['prg--one'] } } },
      { name: 'VOUCHER_SCANNING', access: { SCAN: { accessLevel: 'EVERYTHING', objectIds: [] } } },
    ],
  });
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const ME = /* GraphQL */ `
  {
    me {
      user { userId email firstName lastName userFullName }
      detailsCompleted applicationLanguage numberFormat
      mfaSettings { mfaEnabled mfaPreferred }
      hasMultipleAccounts currentAccountId
      memberships {
        accountId organizationName menuColour detailsCompleted status
        roles { roleId roleName roleType permissions { section access { action accessLevel objectIds } } }
      }
      permissions { section access { action accessLevel objectIds } }
    }
  }
`;

type SectionPermission = {
  section: string;
  access: { action: string; accessLevel: string; objectIds: string[] }[];
};
type MeData = {
  me: {
    user: { userId: string; email: string; userFullName: string | null };
    hasMultipleAccounts: boolean;
    currentAccountId: string | null;
    memberships: {
      accountId: string;
      organizationName: string | null;
      menuColour: string;
      roles: { roleName: string; roleType: string; permissions: SectionPermission[] }[];
    }[];
    permissions: SectionPermission[];
  };
};

describe('me', () => {
  it('gives a newcomer an organisation of their own on their first request (self-signup)', async () => {
    const { tokens } = await stack.identity.user('newcomer@example.org');
    const response = await graphql<MeData>(stack.gateway.url, ME, { token: tokens.accessToken });
    expect(response.body.errors).toBeUndefined();
    const me = response.body.data?.me;
    expect(me).toMatchObject({
      user: { email: 'newcomer@example.org' },
      hasMultipleAccounts: false,
      memberships: [{ organizationName: null, menuColour: '2268AE', roles: [{ roleName: 'ADMIN' }] }],
    });
    expect(me?.currentAccountId).toBe(me?.memberships[0]?.accountId);
    expect(response.body.extensions?.restCalls?.calls).toEqual(['GET /me']);
  });

  it('answers for a user who belongs to no organisation', async () => {
    // A user whose row was written before their first request (an invitation) gets no organisation of their own.
    const { sub, tokens } = await stack.identity.user('removed@example.org');
    await stack.api.db.query('INSERT INTO users (user_id, cognito_sub, email) VALUES ($1, $2, $3)', [
      newId('user'),
      sub,
      'removed@example.org',
    ]);
    const response = await graphql<MeData>(stack.gateway.url, ME, { token: tokens.accessToken });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.me).toMatchObject({
      memberships: [],
      hasMultipleAccounts: false,
      currentAccountId: null,
      permissions: [],
    });
  });

  it('lists memberships with roles, and the effective permissions of the current account', async () => {
    const response = await graphql<MeData>(stack.gateway.url, ME, { token: multi.token, accountId: relief });
    const me = response.body.data?.me;
    expect(me?.user).toMatchObject({ userId: multi.userId, userFullName: 'Marc Multi' });
    expect(me?.hasMultipleAccounts).toBe(true);
    expect(me?.currentAccountId).toBe(relief);
    expect(me?.memberships.map((m) => [m.accountId, m.organizationName, m.menuColour]).sort()).toEqual(
      [
        [relief, 'Relief', '2268AE'],
        [partner, 'Partner', 'C2410C'],
      ].sort(),
    );
    const admin = me?.memberships.find((m) => m.accountId === relief)?.roles[0];
    expect(admin).toMatchObject({ roleName: 'ADMIN', roleType: 'PREDEFINED' });
    expect(admin?.permissions.find((p) => p.section === 'PROGRAMS')?.access).toEqual(
      ACTIONS.map((action) => ({ action, accessLevel: 'EVERYTHING', objectIds: [] })),
    );
    expect(me?.permissions).toEqual(admin?.permissions);
    // Everything above came from one GET /me.
    expect(response.body.extensions?.restCalls?.count).toBe(1);
  });

  it('switches organisation with x-accountid', async () => {
    const response = await graphql<MeData>(stack.gateway.url, ME, { token: multi.token, accountId: partner });
    expect(response.body.data?.me.currentAccountId).toBe(partner);
    expect(response.body.data?.me.permissions).toEqual([
      { section: 'PROGRAMS', access: [{ action: 'VIEW', accessLevel: 'SELECTED', objectIds: ['prg--one'] }] },
      { section: 'VOUCHER_SCANNING', access: [{ action: 'SCAN', accessLevel: 'EVERYTHING', objectIds: [] }] },
    ]);
  });

  it('refuses an organisation the user does not belong to', async () => {
    const { accountId: stranger } = await stack.fixtures.account('Stranger');
    const response = await graphql<MeData>(stack.gateway.url, ME, { token: multi.token, accountId: stranger });
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
    // Worded by key (the auth domain's), so a French member reads it in French.
    const extensions = response.body.errors?.[0]?.extensions;
    expect(extensions).toMatchObject({ messageKey: 'auth.notMemberOf', messageParams: { account: `"${stranger}"` } });
    expect(refusalIn('fr', 'auth.notMemberOf', { account: `"${stranger}"` })).toBe(
      `Vous n'êtes pas membre de l'organisation "${stranger}"`,
    );
  });

  it('words a refusal by key, so a French member reads it in French', async () => {
    const create = /* GraphQL */ `
      mutation($input: CreateSubAccountInput!) { createSubAccount(input: $input) { subAccount { accountId } code } }
    `;
    const response = await graphql(stack.gateway.url, create, {
      token: multi.token,
      accountId: partner,
      variables: { input: { organizationName: 'Not mine to make' } },
    });
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
    expect(response.body.errors?.[0]?.extensions?.messageKey).toBe('accounts.adminOnlySubAccount');
    expect(refusalIn('fr', 'accounts.adminOnlySubAccount')).toBe(
      'Seul un ADMIN de cette organisation peut créer un sous-compte',
    );
  });
});
