// Component test of the "Invite user" form: the e-mail and the roles in the order chosen, the form's own checks, and
// the server's refusals shown on their fields. The gateway is mocked with Apollo's MockedProvider.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { InviteMemberDocument, InviteUserModal } from './InviteUserModal.js';
import { MemberRolesDocument } from './memberForms.js';

const roles: MockLink.MockedResponse = {
  request: { query: MemberRolesDocument },
  result: {
    data: {
      roles: [
        { __typename: 'Role', roleId: 'rol--admin', roleName: 'ADMIN' },
        { __typename: 'Role', roleId: 'rol--viewer', roleName: 'VIEWER' },
        { __typename: 'Role', roleId: 'rol--field', roleName: 'FIELD_OFFICER' },
      ],
    },
  },
};

function invited(roleIds: string[], answer: Record<string, unknown>, email = 'new@demo.aid'): MockLink.MockedResponse {
  return {
    request: { query: InviteMemberDocument, variables: { input: { email, roleIds } } },
    result: { data: { inviteMember: { __typename: 'UserAccountResult', fieldErrors: [], ...answer } } },
  };
}

function renderModal(mocks: MockLink.MockedResponse[]) {
  const onInvited = vi.fn();
  renderWithProviders(<InviteUserModal onClose={() => {}} onInvited={onInvited} />, { mocks });
  return { user: userEvent.setup(), onInvited };
}

async function addRole(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByRole('option', { name });
  await user.selectOptions(screen.getByTestId('role-add'), name);
}

describe('InviteUserModal', () => {
  it('sends the e-mail and the roles in the order chosen', async () => {
    const result = vi.fn(() => ({
      data: {
        inviteMember: {
          __typename: 'UserAccountResult',
          userAccount: { __typename: 'UserAccount', userId: 'usr--new', email: 'new@demo.aid' },
          code: null,
          message: null,
          words: null,
          fieldErrors: [],
        },
      },
    }));
    const { user, onInvited } = renderModal([
      roles,
      {
        request: {
          query: InviteMemberDocument,
          variables: { input: { email: 'new@demo.aid', roleIds: ['rol--admin', 'rol--viewer'] } },
        },
        result,
      },
    ]);
    await user.type(await screen.findByLabelText(/^E-mail/), 'new@demo.aid');
    await addRole(user, 'VIEWER');
    await addRole(user, 'ADMIN');
    // An added role leaves the list of those to add; ADMIN is moved first, where it makes the member an administrator.
    expect(within(screen.getByTestId('role-add')).queryByRole('option', { name: 'VIEWER' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move ADMIN up' }));
    const picked = screen.getAllByTestId('picked-role').map((row) => row.textContent);
    expect(picked).toEqual(['1.ADMINfirst', '2.VIEWER']);
    await user.click(screen.getByTestId('invite-submit'));
    await vi.waitFor(() => expect(onInvited).toHaveBeenCalledWith('new@demo.aid'));
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('checks the form before sending: an address and at least one role', async () => {
    const { user } = renderModal([roles]);
    await user.click(await screen.findByTestId('invite-submit'));
    const email = screen.getByLabelText(/^E-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Required.')).toHaveLength(2);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByText('Not in the expected format.')).toBeTruthy();
  });

  it("shows the server's refusal on the e-mail field, in the user's language", async () => {
    const { user, onInvited } = renderModal([
      roles,
      invited(['rol--viewer'], {
        userAccount: null,
        code: 'VALIDATION_FAILED',
        message: 'email is already a member of this organisation',
        words: null,
        fieldErrors: [
          {
            __typename: 'FieldError',
            field: 'email',
            code: 'TAKEN',
            params: [],
            message: 'is already a member of this organisation',
          },
        ],
      }),
    ]);
    await user.type(await screen.findByLabelText(/^E-mail/), 'new@demo.aid');
    await addRole(user, 'VIEWER');
    await user.click(screen.getByTestId('invite-submit'));
    await vi.waitFor(() => expect(screen.getByText('Already used in this organisation.')).toBeTruthy());
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('invite-user-error')).toBeNull();
    expect(onInvited).not.toHaveBeenCalled();
  });

  it('shows a refused role on the roles picker', async () => {
    const { user } = renderModal([
      roles,
      invited(['rol--field'], {
        userAccount: null,
        code: 'VALIDATION_FAILED',
        message: 'roleIds rol--field is not a role of this organisation',
        words: null,
        fieldErrors: [
          { __typename: 'FieldError', field: 'roleIds', code: 'INVALID_VALUE', params: [], message: 'is not a role' },
        ],
      }),
    ]);
    await user.type(await screen.findByLabelText(/^E-mail/), 'new@demo.aid');
    await addRole(user, 'FIELD_OFFICER');
    await user.click(screen.getByTestId('invite-submit'));
    const picker = await screen.findByTestId('role-order-picker');
    await vi.waitFor(() => expect(within(picker).getByText('Not valid here.')).toBeTruthy());
  });
});
