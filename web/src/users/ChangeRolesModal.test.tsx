// Component test of "Change roles": it starts from the member's roles in their order, sends the new order, and shows
// a refusal that belongs to no field (the last active administrator) above the form.
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { ChangeRolesModal, UpdateMemberRolesDocument } from './ChangeRolesModal.js';
import { MemberRolesDocument } from './memberForms.js';

const roles: MockLink.MockedResponse = {
  request: { query: MemberRolesDocument },
  result: {
    data: {
      roles: [
        { __typename: 'Role', roleId: 'rol--admin', roleName: 'ADMIN' },
        { __typename: 'Role', roleId: 'rol--viewer', roleName: 'VIEWER' },
      ],
    },
  },
};

function updated(roleIds: string[], answer: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: UpdateMemberRolesDocument, variables: { id: 'usr--amina', input: { roleIds } } },
    result: { data: { updateMemberRoles: { __typename: 'UserAccountResult', fieldErrors: [], ...answer } } },
  };
}

const MEMBER = { userId: 'usr--amina', email: 'admin@demo.aid', roleIds: ['rol--admin', 'rol--viewer'] };

describe('ChangeRolesModal', () => {
  it("starts from the member's roles and sends the new order", async () => {
    const onChanged = vi.fn();
    renderWithProviders(<ChangeRolesModal member={MEMBER} onClose={() => {}} onChanged={onChanged} />, {
      mocks: [
        roles,
        updated(['rol--viewer', 'rol--admin'], {
          userAccount: { __typename: 'UserAccount', userId: 'usr--amina' },
          code: null,
          message: null,
        }),
      ],
    });
    const user = userEvent.setup();
    // Named once the organisation's roles have arrived.
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('picked-role').map((r) => r.textContent)).toEqual(['1.ADMINfirst', '2.VIEWER']),
    );
    await user.click(screen.getByRole('button', { name: 'Move VIEWER up' }));
    await user.click(screen.getByTestId('change-roles-submit'));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith('admin@demo.aid'));
  });

  it('says why when the last active administrator would be demoted', async () => {
    const onChanged = vi.fn();
    renderWithProviders(<ChangeRolesModal member={MEMBER} onClose={() => {}} onChanged={onChanged} />, {
      mocks: [
        roles,
        updated(['rol--viewer'], {
          userAccount: null,
          code: 'CONFLICT',
          message: "You cannot demote the organisation's last active administrator",
        }),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove ADMIN' }));
    await user.click(screen.getByTestId('change-roles-submit'));
    expect((await screen.findByTestId('change-roles-error')).textContent).toBe(
      "You cannot demote the organisation's last active administrator",
    );
    expect(onChanged).not.toHaveBeenCalled();
  });
});
