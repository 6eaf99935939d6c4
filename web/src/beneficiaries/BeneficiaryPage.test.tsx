// Component test: a beneficiary's page over a mocked gateway: every field, the lists they are in (links), their
// history from the activity log narrowed to their id, the distributions placeholder, and Edit only when permitted.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ActivityLogTableFragment } from '../activity/ActivityLogTable.js';
import { makeFragmentData } from '../generated/fragment-masking.js';
import { renderWithProviders } from '../test/helpers.js';
import { DeleteBeneficiaryDocument } from './BeneficiaryErasure.js';
import { BeneficiaryCountriesDocument } from './BeneficiaryFormModal.js';
import { BeneficiaryHistoryDocument, HISTORY_SIZE, historyFilter } from './BeneficiaryHistory.js';
import { BeneficiaryDocument, BeneficiaryPage } from './BeneficiaryPage.js';

type Mock = MockLink.MockedResponse;

const ID = 'ben--amina';

function beneficiary(overrides: Record<string, unknown> = {}): Mock {
  return {
    request: { query: BeneficiaryDocument, variables: { id: ID } },
    result: {
      data: {
        beneficiary: {
          __typename: 'Beneficiary',
          beneficiaryId: ID,
          groupId: 'grp--relief',
          firstName: 'Amina',
          lastName: 'Hassan',
          gender: 'F',
          dob: '1990-04-02',
          email: 'amina@example.org',
          phoneNumber: '+254712345678',
          nationality: 'KE',
          externalReferenceNumber: 'REF-9',
          numberOfFamilyMembers: 3,
          creationMethod: 'INTERNAL',
          createdAt: '2026-11-20T09:30:00.000Z',
          updatedAt: '2026-11-21T10:00:00.000Z',
          createdBy: { __typename: 'User', userId: 'usr--amina', userFullName: 'Amina Admin', email: 'admin@demo.aid' },
          updatedBy: null,
          lists: [
            {
              __typename: 'BeneficiaryList',
              beneficiaryListId: 'grp--relief',
              listName: 'All beneficiaries',
              listType: 'MASTER',
              status: 'LOCKED',
            },
            {
              __typename: 'BeneficiaryList',
              beneficiaryListId: 'bel--winter',
              listName: 'Winter kits',
              listType: 'CUSTOM',
              status: 'OPEN',
            },
          ],
          viewerCanUpdate: true,
          viewerCanDelete: false,
          ...overrides,
        },
      },
    },
  };
}

function history(entries: number): Mock {
  const logs = Array.from({ length: entries }, (_, i) => ({
    __typename: 'ActivityLogEdge',
    node: {
      __typename: 'ActivityLog',
      ...makeFragmentData(
        {
          logId: `log--${i}`,
          action: i === 0 ? 'UPDATE' : 'CREATE',
          objectType: 'BENEFICIARY',
          objectId: ID,
          section: 'BENEFICIARY_LISTS',
          sitePath: `/beneficiaries/${ID}`,
          createdAt: '2026-11-21T10:00:00.000Z',
          user: { userId: 'usr--amina', userFullName: 'Amina Admin', email: 'admin@demo.aid' },
          changes: i === 0 ? [{ field: 'firstName', from: '"Amna"', to: '"Amina"' }] : [],
        },
        ActivityLogTableFragment,
      ),
    },
  }));
  return {
    request: { query: BeneficiaryHistoryDocument, variables: { filter: historyFilter(ID), first: HISTORY_SIZE } },
    result: { data: { activityLogs: { __typename: 'ActivityLogConnection', edges: logs } } },
  };
}

function renderPage(mocks: Mock[]) {
  renderWithProviders(
    <Routes>
      <Route path="/beneficiaries/:beneficiaryId" element={<BeneficiaryPage />} />
    </Routes>,
    { mocks, url: `/beneficiaries/${ID}` },
  );
  return userEvent.setup();
}

describe('BeneficiaryPage', () => {
  it('shows every field, the lists as links, the history and the distributions placeholder', async () => {
    renderPage([beneficiary(), history(2)]);
    expect((await screen.findByTestId('beneficiary-name')).textContent).toBe('Amina Hassan');
    expect(screen.getByTestId('beneficiary-gender').textContent).toBe('Female');
    for (const text of [
      '+254712345678',
      'amina@example.org',
      'KE',
      'REF-9',
      'Internal',
      'grp--relief',
      'Amina Admin',
    ]) {
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0);
    }
    const lists = within(screen.getByTestId('beneficiary-lists'));
    expect(lists.getByRole('link', { name: 'Winter kits' }).getAttribute('href')).toBe(
      '/beneficiary-lists/bel--winter',
    );
    expect(lists.getByText('Master list')).toBeTruthy();
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByTestId('activity-changes').textContent).toBe('firstName: Amna → Amina');
    expect(screen.getByTestId('given-empty').textContent).toContain('Distributions come later');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('opens the edit form with the saved values', async () => {
    const countries = {
      request: { query: BeneficiaryCountriesDocument, variables: {} },
      result: { data: { countries: [] } },
    };
    const user = renderPage([beneficiary(), history(0), countries]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit beneficiary' });
    expect((within(dialog).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Amina');
    expect((within(dialog).getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1990-04-02');
  });

  it('has an empty history state and no Edit, Delete or Anonymise without the permission', async () => {
    renderPage([beneficiary({ viewerCanUpdate: false }), history(0)]);
    expect((await screen.findByTestId('history-empty')).textContent).toContain('No recorded changes.');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anonymise' })).toBeNull();
  });

  it('asks before deleting, says what will happen, and shows a refusal in the modal', async () => {
    const refused =
      'This beneficiary still holds an unfinished entitlement in "Winter cash": finish or cancel it first';
    const user = renderPage([
      beneficiary({ viewerCanDelete: true }),
      history(0),
      {
        request: { query: DeleteBeneficiaryDocument, variables: { id: ID } },
        result: {
          data: {
            deleteBeneficiary: {
              __typename: 'BeneficiaryErasureResult',
              erasure: null,
              code: 'CONFLICT',
              message: refused,
              words: null,
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Anonymise' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this beneficiary?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByTestId('erasure-refused')).textContent).toBe(`Not done: ${refused}`);
    expect(screen.getByTestId('beneficiary-name').textContent).toBe('Amina Hassan');
  });

  it("shows the history's own failure without hiding the person", async () => {
    renderPage([
      beneficiary(),
      {
        request: { query: BeneficiaryHistoryDocument, variables: { filter: historyFilter(ID), first: HISTORY_SIZE } },
        result: { errors: [{ message: 'The log is resting.', extensions: { code: 'INTERNAL' } }] },
      },
    ]);
    expect((await screen.findByTestId('history-error')).textContent).toContain('The log is resting.');
    expect(screen.getByTestId('beneficiary-name').textContent).toBe('Amina Hassan');
  });

  it('says when the beneficiary does not exist or cannot be seen, and shows a failure', async () => {
    renderPage([
      { request: { query: BeneficiaryDocument, variables: { id: ID } }, result: { data: { beneficiary: null } } },
    ]);
    expect((await screen.findByTestId('beneficiary-not-found')).textContent).toContain('does not exist');
  });

  it("surfaces the server's message when the beneficiary cannot be loaded", async () => {
    renderPage([
      {
        request: { query: BeneficiaryDocument, variables: { id: ID } },
        result: { errors: [{ message: 'Not allowed here.', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    expect((await screen.findByTestId('beneficiary-error')).textContent).toContain('Not allowed here.');
  });
});
