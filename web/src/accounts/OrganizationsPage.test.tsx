// Component tests of Organizations: the memberships as listed, and switching (the API's mutation, the identity
// user's custom:defaultAccountId, a token refresh, x-accountid, an emptied cache, the landing page) in the real shell.
import { useApolloClient } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../app/apollo.js';
import { Shell } from '../app/Shell.js';
import type { IdentityClient } from '../auth/cognito.js';
import type { MeQuery } from '../generated/graphql.js';
import { meFixture, membership } from '../test/fixtures.js';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { MeDocument } from './me.js';
import { OrganizationsPage } from './OrganizationsPage.js';
import { ProfilePageDocument } from './ProfilePage.js';
import { SwitchOrganizationDocument } from './switchOrganization.js';

const RELIEF = 'acc--demo-relief';
const PARTNER = 'acc--demo-partner';
const mfaOn = { mfaEnabled: true, mfaPreferred: 'SOFTWARE_TOKEN_MFA' };

function multi(currentAccountId: string): MeQuery['me'] {
  return meFixture({
    mfaSettings: mfaOn,
    hasMultipleAccounts: true,
    currentAccountId,
    memberships: [
      membership(),
      membership({ accountId: PARTNER, organizationName: 'Partner Aid Network', menuColour: 'C2410C' }),
      membership({ accountId: 'acc--closed', organizationName: 'Closed Org', status: 'DISABLED' }),
      membership({ accountId: 'acc--invited', organizationName: 'Inviting Org', status: 'INVITATION_SENT' }),
    ],
  });
}

const meMock = (me: MeQuery['me']): MockLink.MockedResponse => ({
  request: { query: MeDocument },
  result: { data: { me } },
});

/** Exposes the client the page uses, to look into its cache. */
let client: ReturnType<typeof useApolloClient> | undefined;
function ClientProbe() {
  client = useApolloClient();
  return null;
}

function renderPage(mocks: MockLink.MockedResponse[], identity: Partial<IdentityClient> = {}) {
  const session = testSession({
    tokens: fakeTokens(Date.now() + 3_600_000, { 'custom:defaultAccountId': RELIEF }),
    identity,
  });
  const rendered = renderWithProviders(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <Routes>
        <Route
          element={
            <>
              <ClientProbe />
              <Shell />
            </>
          }
        >
          <Route path="/organizations" element={<OrganizationsPage />} />
          <Route path="/programs" element={<div data-testid="programs-page">programs</div>} />
        </Route>
      </Routes>
    </MockedProvider>,
    { url: '/organizations', session },
  );
  return { ...rendered, session, user: userEvent.setup() };
}

describe('Organizations', () => {
  it('lists every membership with its colour and status, marks the current one, offers Switch to usable others', async () => {
    renderPage([meMock(multi(RELIEF))]);
    const cards = await screen.findAllByTestId('organization-card');
    expect(cards.map((c) => c.getAttribute('data-account-id'))).toEqual([
      RELIEF,
      PARTNER,
      'acc--closed',
      'acc--invited',
    ]);
    const [relief, partner, closed, invited] = cards.map((c) => within(c));
    expect(relief?.getByText('Current')).toBeTruthy();
    expect(relief?.queryByTestId('organization-switch')).toBeNull();
    expect(partner?.getByTestId('organization-status').textContent).toBe('Active');
    expect(partner?.getByTestId('organization-colour').getAttribute('style')).toContain('#C2410C');
    expect(partner?.getByTestId('organization-switch')).toBeTruthy();
    expect(closed?.getByTestId('organization-status').textContent).toBe('Disabled');
    expect(closed?.queryByTestId('organization-switch')).toBeNull();
    // An invitation is accepted by switching to it.
    expect(invited?.getByTestId('organization-switch')).toBeTruthy();
  });

  it('switches: records it, updates the identity user, refreshes the token, clears the cache and lands anew', async () => {
    const call = vi.fn(async () => ({}));
    const refresh = vi.fn(async () => fakeTokens(Date.now() + 3_600_000, { 'custom:defaultAccountId': PARTNER }, 'b'));
    const { user, session } = renderPage(
      [
        meMock(multi(RELIEF)),
        {
          request: { query: SwitchOrganizationDocument, variables: { accountId: PARTNER } },
          result: { data: { switchOrganization: { __typename: 'Me', currentAccountId: PARTNER } } },
        },
        meMock(multi(PARTNER)),
      ],
      { call: call as unknown as IdentityClient['call'], refresh },
    );
    expect((await screen.findByTestId('topbar-org-name')).textContent).toBe('Demo Relief Organisation');
    // Something the previous organisation answered, in the cache.
    client?.cache.writeQuery({
      query: ProfilePageDocument,
      data: { organization: null, countries: [] } as never,
    });
    client?.cache.writeQuery({
      query: MeDocument,
      data: { me: multi(RELIEF) },
    });
    expect(JSON.stringify(client?.cache.extract())).toContain('Demo Relief Organisation');

    const partnerCard = (await screen.findAllByTestId('organization-card'))[1] as HTMLElement;
    await user.click(within(partnerCard).getByTestId('organization-switch'));

    expect(await screen.findByTestId('programs-page')).toBeTruthy();
    expect(screen.getByTestId('topbar-org-name').textContent).toBe('Partner Aid Network');
    expect(session.accountId()).toBe(PARTNER);
    expect(call).toHaveBeenCalledWith('UpdateUserAttributes', {
      AccessToken: expect.any(String),
      UserAttributes: [{ Name: 'custom:defaultAccountId', Value: PARTNER }],
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    // Nothing of the previous organisation is left: only the new `me`.
    const cached = client?.cache.extract() ?? {};
    expect(JSON.stringify(cached)).not.toContain('"organization"');
    expect(Object.keys((cached as { ROOT_QUERY?: object }).ROOT_QUERY ?? {})).toEqual(['__typename', 'me']);
    expect((await screen.findByTestId('alert-success')).textContent).toContain('You now work in Partner Aid Network.');
  });

  it('shows why a switch was refused and stays where it was', async () => {
    const call = vi.fn(async () => ({}));
    const { user, session } = renderPage(
      [
        meMock(multi(RELIEF)),
        {
          request: { query: SwitchOrganizationDocument, variables: { accountId: PARTNER } },
          result: {
            errors: [
              {
                message: 'You are not an active member of organisation "acc--demo-partner"',
                extensions: { code: 'FORBIDDEN' },
              },
            ],
          },
        },
      ],
      { call: call as unknown as IdentityClient['call'] },
    );
    const partnerCard = (await screen.findAllByTestId('organization-card'))[1] as HTMLElement;
    await user.click(within(partnerCard).getByTestId('organization-switch'));
    const error = await screen.findByTestId('organizations-error');
    expect(error.textContent).toContain('You are not an active member of organisation');
    await waitFor(() =>
      expect(within(partnerCard).getByTestId('organization-switch').hasAttribute('disabled')).toBe(false),
    );
    expect(call).not.toHaveBeenCalled();
    expect(session.accountId()).toBe(RELIEF);
    expect(screen.getByTestId('topbar-org-name').textContent).toBe('Demo Relief Organisation');
  });
});
