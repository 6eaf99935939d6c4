// Component test: the approval settings form over a mocked gateway: loading, the form's own check, saving.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import {
  ApprovalRolesDocument,
  ApprovalSettingsDocument,
  ApprovalSettingsPage,
  UpdateApprovalSettingsDocument,
} from './ApprovalSettingsPage.js';

const settings = (rules: { minTotal: number; currency: string; approvers: number }[]) => ({
  request: { query: ApprovalSettingsDocument },
  result: {
    data: {
      approvalSettings: {
        __typename: 'ApprovalSettings',
        rules: rules.map((r) => ({ __typename: 'ApprovalRule', ...r })),
        incompatibleRoles: [],
        updatedAt: null,
        updatedBy: null,
      },
    },
  },
});
const roles = {
  request: { query: ApprovalRolesDocument },
  result: { data: { roles: [{ __typename: 'Role', roleId: 'rol--admin', roleName: 'ADMIN' }] } },
};

describe('ApprovalSettingsPage', () => {
  it('shows the rules, refuses an amount that is not one and saves the settings', async () => {
    renderWithProviders(<ApprovalSettingsPage />, {
      mocks: [
        settings([{ minTotal: 1_000_000, currency: 'EUR', approvers: 2 }]),
        roles,
        {
          request: {
            query: UpdateApprovalSettingsDocument,
            variables: {
              input: { rules: [{ minTotal: 500_000, currency: 'EUR', approvers: 2 }], incompatibleRoles: [] },
            },
          },
          result: {
            data: {
              updateApprovalSettings: {
                __typename: 'ApprovalSettingsResult',
                approvalSettings: { __typename: 'ApprovalSettings', updatedAt: '2026-11-23T09:00:00.000Z' },
                code: null,
                message: null,
                words: null,
                fieldErrors: [],
              },
            },
          },
        },
        settings([{ minTotal: 500_000, currency: 'EUR', approvers: 2 }]),
      ],
    });
    const minTotal = (await screen.findByLabelText('Above this total')) as HTMLInputElement;
    expect(minTotal.value).toBe('10000.00');
    const user = userEvent.setup();
    await user.clear(minTotal);
    await user.type(minTotal, '5000.123');
    await user.click(screen.getByTestId('save-approval-settings'));
    expect(await screen.findByText('Enter an amount with at most two decimals, e.g. 25.50.')).toBeTruthy();
    await user.clear(minTotal);
    await user.type(minTotal, '5000');
    await user.click(screen.getByTestId('save-approval-settings'));
    expect(await screen.findByText('The approval settings were saved.')).toBeTruthy();
  });

  it("shows the server's message when the settings cannot be loaded", async () => {
    renderWithProviders(<ApprovalSettingsPage />, {
      mocks: [
        {
          request: { query: ApprovalSettingsDocument },
          result: { errors: [{ message: 'You may not see the settings.', extensions: { code: 'FORBIDDEN' } }] },
        },
        roles,
      ],
    });
    expect((await screen.findByTestId('approval-settings-error')).textContent).toContain(
      'You may not see the settings.',
    );
  });
});
