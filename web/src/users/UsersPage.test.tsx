// Component test of /users: the gateway is mocked with Apollo's MockedProvider (the page's table, search, status
// filter, row actions and tabs are under test); the API and gateway suites test the real thing.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MeProvider } from '../accounts/me.js';
import type { UsersQueryVariables } from '../generated/graphql.js';
import { meFixture } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import { DisableMemberDocument, RemoveMemberDocument, ResendInvitationDocument } from './memberActions.js';
import { UsersPage } from './UsersPage.js';
import { PAGE_SIZE, UsersDocument } from './UsersPanel.js';

// The Roles tab belongs to the roles domain; here it only has to be there, loaded when chosen.
vi.mock('../roles/RolesPanel.js', () => ({ RolesPanel: () => <div data-testid="roles-panel">roles panel</div> }));

const role = (roleId: string, roleName: string, roleType: 'PREDEFINED' | 'CUSTOM' = 'PREDEFINED') => ({
  __typename: 'Role',
  roleId,
  roleName,
  roleType,
});

type Node = { userId: string; email: string; status: string; userFullName?: string | null; lastActive?: string | null };

function node(
  { userId, email, status, userFullName = null, lastActive = null }: Node,
  roles = [role('rol--viewer', 'VIEWER')],
) {
  return { __typename: 'UserAccount', userId, email, userFullName, status, lastActive, roles };
}

const ME = node({ userId: 'usr--amina', email: 'admin@demo.aid', status: 'ACTIVE', userFullName: 'Amina Admin' }, [
  role('rol--admin', 'ADMIN'),
  role('rol--viewer', 'VIEWER'),
]);
const PENDING = node({ userId: 'usr--pending', email: 'invited@demo.aid', status: 'INVITATION_SENT' });
const NO_MFA = node({
  userId: 'usr--carl',
  email: 'carl@demo.aid',
  status: 'DISABLED_MFA',
  userFullName: 'Carl Carver',
  lastActive: new Date(Date.now() - 5 * 60_000).toISOString(),
});
const DISABLED = node({
  userId: 'usr--dora',
  email: 'dora@demo.aid',
  status: 'DISABLED',
  userFullName: 'Dora Dunn',
  lastActive: new Date(Date.now() - 3 * 86_400_000).toISOString(),
});

const FIRST: UsersQueryVariables = { first: PAGE_SIZE, after: null, last: null, before: null, sort: 'NAME' };
type Can = { invite?: boolean; update?: boolean; remove?: boolean };

function users(
  variables: UsersQueryVariables,
  nodes: ReturnType<typeof node>[],
  can: Can = {},
): MockLink.MockedResponse {
  return {
    request: { query: UsersDocument, variables },
    result: {
      data: {
        users: {
          __typename: 'UserAccountConnection',
          totalCount: nodes.length,
          viewerCanInvite: can.invite ?? true,
          viewerCanUpdate: can.update ?? true,
          viewerCanRemove: can.remove ?? true,
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: false,
            hasPreviousPage: false,
            startCursor: nodes.length ? 'c0' : null,
            endCursor: nodes.length ? `c${nodes.length - 1}` : null,
          },
          edges: nodes.map((n, i) => ({ __typename: 'UserAccountEdge', cursor: `c${i}`, node: n })),
        },
      },
    },
  };
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderPage(mocks: MockLink.MockedResponse[], url = '/users') {
  renderWithProviders(
    <MeProvider me={meFixture()}>
      <UsersPage />
      <Location />
    </MeProvider>,
    { mocks, url },
  );
  return userEvent.setup();
}

const rowOf = async (email: string) => {
  const rows = await screen.findAllByTestId('user-row');
  const row = rows.find((r) => within(r).queryByTestId('user-email')?.textContent?.startsWith(email));
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
};

describe('UsersPage', () => {
  it('lists members: e-mail, name, role badges in order, status (DISABLED (MFA) too) and last activity', async () => {
    renderPage([users(FIRST, [ME, NO_MFA, DISABLED, PENDING])]);
    expect(await screen.findByTestId('users-total')).toHaveProperty('textContent', 'Users found: 4');
    const me = await rowOf('admin@demo.aid');
    expect(me.getByTestId('user-email').textContent).toBe('admin@demo.aid(you)');
    expect(me.getAllByText(/ADMIN|VIEWER/).map((b) => b.textContent)).toEqual(['ADMIN', 'VIEWER']);
    expect(me.getByTestId('user-last-active').textContent).toBe('Never');
    const carl = await rowOf('carl@demo.aid');
    expect(carl.getByTestId('user-status').textContent).toBe('Disabled (MFA)');
    expect(carl.getByTestId('user-last-active').textContent).toBe('5 minutes ago');
    expect(carl.getByTestId('user-name').textContent).toBe('Carl Carver');
    // Spec §5/§9: activity more than 86,400 s ago is marked old; five minutes ago is not.
    expect(carl.queryByTestId('old-timestamp')).toBeNull();
    const dora = await rowOf('dora@demo.aid');
    expect(dora.getByTestId('user-last-active').textContent).toBe('3 days ago');
    expect(dora.getByTestId('old-timestamp').getAttribute('title')).toBe('More than a day ago');
    expect((await rowOf('invited@demo.aid')).getByTestId('user-status').textContent).toBe('Invitation sent');
    expect((await rowOf('dora@demo.aid')).getByTestId('user-status').textContent).toBe('Disabled');
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeTruthy();
  });

  it('shows a loader first, an empty state, and a filtered empty state', async () => {
    renderPage([users(FIRST, [])]);
    expect(screen.getAllByLabelText('Loading…').length).toBeGreaterThan(0);
    expect((await screen.findByTestId('users-empty')).textContent).toContain('No users yet.');
  });

  it("shows why the list could not be loaded, with the server's message and a retry", async () => {
    renderPage([{ request: { query: UsersDocument, variables: FIRST }, error: new Error('Gateway unreachable') }]);
    const alert = await screen.findByTestId('users-error');
    expect(alert.textContent).toContain('The users could not be loaded: Gateway unreachable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('searches e-mail or name and filters by status, in the URL, from the first page', async () => {
    const search = {
      connector: 'AND' as const,
      conditions: [],
      groups: [
        {
          connector: 'OR' as const,
          conditions: [
            { field: 'EMAIL' as const, operator: 'CONTAINS' as const, value: 'carl' },
            { field: 'FULL_NAME' as const, operator: 'CONTAINS' as const, value: 'carl' },
          ],
        },
      ],
    };
    const withStatus = {
      ...search,
      conditions: [{ field: 'STATUS' as const, operator: 'EQUAL' as const, value: 'DISABLED_MFA' }],
    };
    const user = renderPage([
      users(FIRST, [ME, NO_MFA]),
      users({ ...FIRST, filter: search }, [NO_MFA]),
      users({ ...FIRST, filter: withStatus }, []),
    ]);
    await rowOf('admin@demo.aid');
    await user.type(screen.getByTestId('users-search'), 'carl');
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?q=carl'));
    await vi.waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    await user.selectOptions(screen.getByTestId('users-status-filter'), 'DISABLED (MFA)');
    expect(screen.getByTestId('location').textContent).toBe('?q=carl&status=DISABLED_MFA');
    expect((await screen.findByTestId('users-empty')).textContent).toContain('No user matches this search.');
  });

  it('offers only the actions the caller may take, never disabling or removing themselves', async () => {
    const first = renderPage([users(FIRST, [ME, PENDING, DISABLED], { invite: false, remove: false })]);
    const me = await rowOf('admin@demo.aid');
    await first.click(me.getByTestId('user-actions'));
    expect(screen.getByTestId('user-action-changeRoles')).toBeTruthy();
    expect(screen.queryByTestId('user-action-disable')).toBeNull();
    expect(screen.queryByTestId('user-action-remove')).toBeNull();
    // Resending needs invite access; the invitation's row has nothing else to offer.
    expect((await rowOf('invited@demo.aid')).queryByTestId('user-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
    await first.click((await rowOf('dora@demo.aid')).getByTestId('user-actions'));
    expect(await screen.findByTestId('user-action-enable')).toBeTruthy();
  });

  it('resends an invitation and disables a member at once, saying so', async () => {
    const resent = vi.fn(() => ({
      data: {
        resendInvitation: {
          __typename: 'UserAccountResult',
          userAccount: { __typename: 'UserAccount', userId: 'usr--pending', status: 'INVITATION_SENT' },
          code: null,
          message: null,
          words: null,
        },
      },
    }));
    const user = renderPage([
      users(FIRST, [ME, NO_MFA, PENDING]),
      { request: { query: ResendInvitationDocument, variables: { id: 'usr--pending' } }, result: resent },
      users(FIRST, [ME, NO_MFA, PENDING]),
      {
        request: { query: DisableMemberDocument, variables: { id: 'usr--carl' } },
        result: {
          data: {
            disableMember: {
              __typename: 'UserAccountResult',
              userAccount: null,
              code: 'CONFLICT',
              message: "You cannot disable the organisation's last active administrator",
              words: null,
            },
          },
        },
      },
    ]);
    await user.click((await rowOf('invited@demo.aid')).getByTestId('user-actions'));
    await user.click(await screen.findByTestId('user-action-resend'));
    expect(await screen.findByText('The invitation to invited@demo.aid was sent again.')).toBeTruthy();
    expect(resent).toHaveBeenCalledTimes(1);
    await user.click((await rowOf('carl@demo.aid')).getByTestId('user-actions'));
    await user.click(await screen.findByTestId('user-action-disable'));
    expect(
      await screen.findByText(
        "This could not be done: You cannot disable the organisation's last active administrator",
      ),
    ).toBeTruthy();
  });

  it('removes a member only after a confirmation', async () => {
    const removed = vi.fn(() => ({
      data: { removeMember: { __typename: 'RemoveMemberResult', userId: 'usr--dora', code: null, message: null } },
    }));
    const user = renderPage([
      users(FIRST, [ME, DISABLED]),
      { request: { query: RemoveMemberDocument, variables: { id: 'usr--dora' } }, result: removed },
      users(FIRST, [ME]),
    ]);
    await user.click((await rowOf('dora@demo.aid')).getByTestId('user-actions'));
    await user.click(await screen.findByTestId('user-action-remove'));
    expect((await screen.findByTestId('user-remove-question')).textContent).toBe(
      'Remove dora@demo.aid from the organisation? They keep their account but lose access to this organisation at once.',
    );
    expect(removed).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('user-remove-confirm'));
    await vi.waitFor(() => expect(removed).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('dora@demo.aid was removed from the organisation.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
  });

  it('shows the Roles tab, loaded when chosen, and keeps the tab in the URL', async () => {
    const user = renderPage([users(FIRST, [ME])]);
    await rowOf('admin@demo.aid');
    expect(screen.queryByTestId('roles-panel')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Roles' }));
    expect(await screen.findByTestId('roles-panel')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('?tab=roles');
  });
});
