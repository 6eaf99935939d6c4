// Component test: the gateway is mocked with Apollo's MockedProvider. Under test: the roles list and its states,
// PREDEFINED roles opened read-only, delete with its confirmation, and the role badges. The editor's matrix, picker
// and saving: RoleEditor.test.tsx.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../generated/fragment-masking.js';
import { renderWithProviders } from '../test/helpers.js';
import { admin, cell, list, renderPanel, sections, team } from '../test/roles.js';
import { RoleBadges, RoleBadgesFragment } from './RoleBadges.js';
import { DeleteRoleDocument, RolesPanelDocument } from './RolesPanel.js';

describe('Roles panel', () => {
  it('lists the roles, PREDEFINED first, with their type and holders; Delete for custom roles only', async () => {
    renderPanel([list([team, admin])]);
    const rows = await screen.findAllByTestId('role-row');
    expect(rows.map((row) => within(row).getByTestId('role-name').textContent)).toEqual(['ADMIN', 'North team']);
    const [predefined, custom] = rows.map((row) => within(row));
    expect(predefined?.getByTestId('role-type').textContent).toBe('Predefined');
    expect(predefined?.getByTestId('role-members').textContent).toBe('2');
    expect(predefined?.getByTestId('role-open').textContent).toBe('View');
    expect(predefined?.queryByTestId('role-delete')).toBeNull();
    expect(custom?.getByTestId('role-type').textContent).toBe('Custom');
    expect(custom?.getByTestId('role-keys').textContent).toBe('1');
    expect(custom?.getByTestId('role-open').textContent).toBe('Edit');
    expect(custom?.getByTestId('role-delete')).toBeTruthy();
  });

  it('shows loading, then an empty state, or the error with a retry', async () => {
    renderPanel([list([])]);
    expect(screen.getByTestId('roles-loading')).toBeTruthy();
    expect((await screen.findByTestId('roles-empty')).textContent).toContain('No roles yet');
  });

  it('shows why the roles could not be loaded', async () => {
    renderPanel([{ request: { query: RolesPanelDocument }, error: new Error('Gateway unreachable') }]);
    const alert = await screen.findByTestId('roles-error');
    expect(alert.textContent).toContain('The roles could not be loaded: Gateway unreachable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens PREDEFINED roles read-only', async () => {
    const user = renderPanel([list([admin]), sections]);
    await user.click(await screen.findByTestId('role-open'));
    expect(await screen.findByTestId('role-read-only')).toBeTruthy();
    await screen.findByTestId('permission-matrix');
    expect(cell('PROGRAMS', 'VIEW').value).toBe('EVERYTHING');
    expect(cell('PROGRAMS', 'VIEW').disabled).toBe(true);
    expect(cell('VOUCHER_SCANNING', 'SCAN').value).toBe('EVERYTHING');
    expect((screen.getByTestId('role-name-input') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByTestId('role-save')).toBeNull();
  });

  it('deletes after a confirmation, and says why a held role was refused', async () => {
    const user = renderPanel([
      list([admin, team]),
      {
        request: { query: DeleteRoleDocument, variables: { id: 'rol--team' } },
        result: {
          data: {
            deleteRole: {
              __typename: 'RoleResult',
              role: null,
              code: 'CONFLICT',
              message: 'The role "North team" is held by 1 member; give them another role before deleting it',
              words: null,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByTestId('role-delete'));
    const dialog = within(await screen.findByTestId('role-delete-dialog'));
    expect(dialog.getByText('Delete the role “North team”? This cannot be undone.')).toBeTruthy();
    await user.click(dialog.getByTestId('role-delete-confirm'));
    expect((await screen.findByTestId('role-delete-error')).textContent).toContain('is held by 1 member');
  });
});

describe('Role badges', () => {
  it('shows each role by name with its type, or that there is none', () => {
    const { unmount } = renderWithProviders(
      <RoleBadges
        roles={[
          makeFragmentData({ roleId: 'rol--a', roleName: 'ADMIN', roleType: 'PREDEFINED' }, RoleBadgesFragment),
          makeFragmentData({ roleId: 'rol--b', roleName: 'North team', roleType: 'CUSTOM' }, RoleBadgesFragment),
        ]}
      />,
    );
    const badges = within(screen.getByTestId('role-badges')).getAllByText(/ADMIN|North team/);
    expect(badges.map((b) => b.closest('[data-role-type]')?.getAttribute('data-role-type'))).toEqual([
      'PREDEFINED',
      'CUSTOM',
    ]);
    unmount();
    renderWithProviders(<RoleBadges roles={[]} />);
    expect(screen.getByTestId('role-badges-none').textContent).toBe('No role');
  });
});
