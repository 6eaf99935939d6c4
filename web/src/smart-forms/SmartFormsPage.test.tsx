// /smart-forms with a mocked gateway: the forms with their status, list and version, the empty, error and loading
// states, and the creation buttons per SMART_FORMS permission.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Me, MeProvider } from '../accounts/me.js';
import { meFixture, permissionsFor } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import { smartFormRow, smartFormsAnswer, targetListsAnswer } from '../test/smartForms.js';
import { SMART_FORMS_PAGE_SIZE, SmartFormsDocument } from './operations.js';
import { SmartFormsPage } from './SmartFormsPage.js';

function renderPage(mocks: MockLink.MockedResponse[], me: Me = meFixture()) {
  renderWithProviders(
    <MeProvider me={me}>
      <SmartFormsPage />
    </MeProvider>,
    { mocks, url: '/smart-forms' },
  );
}

describe('SmartFormsPage', () => {
  it('lists the forms with their status, target list, published version and link to the builder', async () => {
    renderPage([
      smartFormsAnswer(
        [
          smartFormRow({
            smartFormId: 'smf--2',
            formName: 'Post-distribution check',
            status: 'PUBLISHED',
            publishedVersion: 3,
          }),
          smartFormRow({ smartFormId: 'smf--1', targetListId: 'bel--gone' }),
        ],
        { totalCount: 2 },
      ),
      targetListsAnswer,
    ]);
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Smart forms' });
    const rows = within(table).getAllByTestId('smart-form-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['PUBLISHED', 'DRAFT']);
    expect(within(rows[0] as HTMLElement).getByText('Published')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByTestId('smart-form-version').textContent).toBe('3');
    expect(within(rows[1] as HTMLElement).getByTestId('smart-form-version').textContent).toBe('Not published');
    expect(
      within(table)
        .getAllByTestId('smart-form-target-list')
        .map((cell) => cell.textContent),
    ).toEqual(['Households 2026', 'bel--gone']);
    expect(within(table).getByRole('link', { name: 'Post-distribution check' }).getAttribute('href')).toBe(
      '/smart-forms/smf--2',
    );
    expect(screen.getByTestId('smart-forms-loaded').textContent).toBe('2 of 2 forms');
  });

  it('says how to start when there is no form yet', async () => {
    renderPage([smartFormsAnswer([]), targetListsAnswer]);
    expect((await screen.findByTestId('smart-forms-empty')).textContent).toContain(
      'No forms yet: build one or import an XLSForm from Kobo or ODK',
    );
    expect(screen.getByTestId('smart-forms-create')).toBeTruthy();
    expect(screen.getByTestId('smart-forms-import')).toBeTruthy();
  });

  it('shows a load error with a way to try again', async () => {
    renderPage([
      {
        request: {
          query: SmartFormsDocument,
          variables: { first: SMART_FORMS_PAGE_SIZE, after: null, withTotal: true },
        },
        error: new Error('The gateway is down'),
      },
      smartFormsAnswer([smartFormRow()]),
      targetListsAnswer,
    ]);
    const error = await screen.findByTestId('smart-forms-error');
    expect(error.textContent).toContain('The forms could not be loaded: The gateway is down');
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Household registration' })).toBeTruthy();
  });

  it('offers New form and Import XLSForm only with SMART_FORMS CREATE', async () => {
    renderPage(
      [smartFormsAnswer([smartFormRow()]), targetListsAnswer],
      meFixture({ permissions: permissionsFor({ SMART_FORMS: ['VIEW'] }) }),
    );
    expect(await screen.findByRole('link', { name: 'Household registration' })).toBeTruthy();
    expect(screen.queryByTestId('smart-forms-create')).toBeNull();
    expect(screen.queryByTestId('smart-forms-import')).toBeNull();
  });

  it('offers Fill on published forms only, and only with SMART_FORMS CREATE', async () => {
    const rows = [
      smartFormRow({ smartFormId: 'smf--2', status: 'PUBLISHED', publishedVersion: 1 }),
      smartFormRow({ smartFormId: 'smf--3', status: 'CLOSED', publishedVersion: 1 }),
      smartFormRow(),
    ];
    renderPage([smartFormsAnswer(rows), targetListsAnswer]);
    await screen.findByRole('table', { name: 'Smart forms' });
    const fill = screen.getAllByTestId('smart-form-fill');
    expect(fill.map((link) => link.getAttribute('href'))).toEqual(['/smart-forms/smf--2/fill']);
  });

  it('offers no Fill without SMART_FORMS CREATE', async () => {
    renderPage(
      [smartFormsAnswer([smartFormRow({ status: 'PUBLISHED', publishedVersion: 1 })]), targetListsAnswer],
      meFixture({ permissions: permissionsFor({ SMART_FORMS: ['VIEW', 'UPDATE'] }) }),
    );
    expect(await screen.findByRole('link', { name: 'Household registration' })).toBeTruthy();
    expect(screen.queryByTestId('smart-form-fill')).toBeNull();
  });
});
