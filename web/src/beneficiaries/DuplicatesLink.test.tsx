// Component test: the link to the review queue on /beneficiary-lists, with the organisation's pending pairs, shown
// only to members who see the whole master list.
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeProvider } from '../accounts/me.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { meFixture, permissionsFor } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import { DuplicatesLink, DuplicatesTotalDocument } from './DuplicatesLink.js';

const total: MockLink.MockedResponse = {
  request: { query: DuplicatesTotalDocument },
  result: {
    data: { organization: { __typename: 'Organization', accountId: 'acc--demo-relief', duplicatesTotal: 12 } },
  },
};

function WithTexts() {
  useTextBundle(BENEFICIARIES_TEXTS);
  return <DuplicatesLink />;
}

describe('DuplicatesLink', () => {
  it('links to the review queue with the number of pending pairs', async () => {
    renderWithProviders(
      <MeProvider me={meFixture()}>
        <WithTexts />
      </MeProvider>,
      { mocks: [total] },
    );
    expect(await screen.findByText('Review duplicates (12)')).toBeTruthy();
    expect(screen.getByTestId('review-duplicates').getAttribute('href')).toBe('/beneficiary-lists/duplicates');
  });

  it('is not shown to a member who sees only some lists', () => {
    const me = meFixture({ permissions: permissionsFor({}) });
    renderWithProviders(
      <MeProvider me={me}>
        <WithTexts />
      </MeProvider>,
      { mocks: [] },
    );
    expect(screen.queryByTestId('review-duplicates')).toBeNull();
  });
});
