// Component tests of Profile & organization: the gateway is mocked (Apollo's MockedProvider), the page renders in
// the real shell so the registration gate's banner and the top bar are under test too.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../app/apollo.js';
import { Shell } from '../app/Shell.js';
import type { MeQuery } from '../generated/graphql.js';
import { meFixture, membership, permissionsFor } from '../test/fixtures.js';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { MeDocument } from './me.js';
import { UpdateOrganizationDocument } from './OrganizationCard.js';
import { UpdateProfileDocument } from './ProfileCard.js';
import { ProfilePage, ProfilePageDocument } from './ProfilePage.js';
import { CreateSubAccountDocument } from './SubAccountsCard.js';

type Me = MeQuery['me'];
const mfaOn = { mfaEnabled: true, mfaPreferred: 'SOFTWARE_TOKEN_MFA' };

function organization(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Organization' as const,
    accountId: 'acc--demo-relief',
    organizationName: 'Demo Relief Organisation',
    phoneNumber: '+254202345678',
    addressLine: 'Riverside Drive 14',
    addressCity: 'Nairobi',
    addressState: null,
    addressPostalCode: '00100',
    addressCountryCode: 'KE',
    detailsCompleted: true,
    status: 'ACTIVE',
    logoUrl: null,
    settings: {
      __typename: 'OrganizationSettings' as const,
      menuColour: '2268AE',
      defaultLanguage: 'en',
      defaultNumberFormat: 'en-US',
      currency: 'KES',
      duplicateThreshold: 0.92,
      possibleDuplicateThreshold: 0.75,
      requireMfa: false,
    },
    subAccounts: [],
    ...overrides,
  };
}

const COUNTRIES = [
  { __typename: 'Country' as const, alpha2: 'FR', name: 'France', currencies: ['EUR'] },
  { __typename: 'Country' as const, alpha2: 'KE', name: 'Kenya', currencies: ['KES'] },
  { __typename: 'Country' as const, alpha2: 'UG', name: 'Uganda', currencies: ['UGX'] },
];

const meMock = (me: Me): MockLink.MockedResponse => ({ request: { query: MeDocument }, result: { data: { me } } });
const pageMock = (org = organization()): MockLink.MockedResponse => ({
  request: { query: ProfilePageDocument },
  result: { data: { organization: org, countries: COUNTRIES } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  const session = testSession({ tokens: fakeTokens(Date.now() + 3_600_000) });
  // The app's own cache, so what a mutation answers updates what the page shows, as in the browser.
  const rendered = renderWithProviders(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/profile/view" element={<ProfilePage />} />
        </Route>
      </Routes>
    </MockedProvider>,
    { url: '/profile/view', session },
  );
  return { ...rendered, user: userEvent.setup(), session };
}

const fieldError = (field: string, code: string, params: [string, string][] = []) => ({
  __typename: 'FieldError' as const,
  field,
  code,
  params: params.map(([name, value]) => ({ __typename: 'ErrorParam' as const, name, value })),
  message: 'refused',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Profile & organization', () => {
  it('saves the profile and lifts the registration gate without a reload', async () => {
    const incomplete = meFixture(
      { detailsCompleted: false, mfaSettings: mfaOn },
      { firstName: null, lastName: null, userFullName: null },
    );
    const complete = meFixture({ phoneNumber: '+254712345678', mfaSettings: mfaOn });
    const { user } = renderPage([
      meMock(incomplete),
      pageMock(),
      {
        request: {
          query: UpdateProfileDocument,
          variables: {
            input: {
              firstName: 'Amina',
              lastName: 'Admin',
              phoneNumber: '+254 712 345 678',
              applicationLanguage: 'en',
              numberFormat: 'en-US',
            },
          },
        },
        result: {
          data: {
            updateProfile: {
              __typename: 'ProfileResult',
              me: {
                __typename: 'Me',
                user: {
                  __typename: 'User',
                  userId: 'usr--amina',
                  firstName: 'Amina',
                  lastName: 'Admin',
                  userFullName: 'Amina Admin',
                },
                phoneNumber: '+254712345678',
                detailsCompleted: true,
                applicationLanguage: 'en',
                numberFormat: 'en-US',
              },
              code: null,
              message: null,
              words: null,
              fieldErrors: [],
            },
          },
        },
      },
      meMock(complete),
    ]);
    expect(await screen.findByTestId('registration-banner')).toBeTruthy();
    expect(screen.getByTestId('topbar-user-name').textContent).toBe('Profile');
    const form = within(screen.getByTestId('profile-form'));
    await user.type(form.getByLabelText(/^First name/), 'Amina');
    await user.type(form.getByLabelText(/^Last name/), 'Admin');
    await user.type(form.getByLabelText(/^Phone number/), '+254 712 345 678');
    await user.click(form.getByTestId('profile-save'));

    expect((await screen.findByTestId('alert-success')).textContent).toContain('Your profile was saved.');
    await waitFor(() => expect(screen.queryByTestId('registration-banner')).toBeNull());
    expect(screen.getByTestId('topbar-user-name').textContent).toBe('Amina Admin');
    expect(screen.getByTestId('profile-completion').textContent).toBe('Completed');
    expect((form.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe('+254712345678');
  });

  it('refuses a phone number without a country code on its field, before sending anything', async () => {
    const { user } = renderPage([meMock(meFixture({ mfaSettings: mfaOn })), pageMock()]);
    const form = within(await screen.findByTestId('profile-form'));
    const phone = form.getByLabelText(/^Phone number/);
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(form.getByTestId('profile-save'));
    expect(await form.findByText('Enter the number with its country code, e.g. +254 712 345 678.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
  });

  it("saves the organisation, shows the server's refusal on its field, and refetches me for the gate", async () => {
    const gated = meFixture({ mfaSettings: mfaOn, memberships: [membership({ detailsCompleted: false })] });
    const org = organization({ detailsCompleted: false, phoneNumber: null });
    const input = {
      organizationName: 'Demo Relief Organisation',
      phoneNumber: '+254 20 2345678',
      addressLine: 'Riverside Drive 14',
      addressCity: 'Nairobi',
      addressState: '',
      addressPostalCode: '00100',
      addressCountryCode: 'KE',
    };
    const orgResult = (organizationValue: unknown, fieldErrors: unknown[]) => ({
      data: {
        updateOrganization: {
          __typename: 'OrganizationResult',
          organization: organizationValue,
          code: organizationValue ? null : 'VALIDATION_FAILED',
          message: organizationValue ? null : 'phoneNumber is not in the expected format',
          words: null,
          fieldErrors,
        },
      },
    });
    const { user } = renderPage([
      meMock(gated),
      pageMock(org),
      {
        request: { query: UpdateOrganizationDocument, variables: { input } },
        result: orgResult(null, [fieldError('phoneNumber', 'INVALID_FORMAT', [['format', 'E.164']])]),
      },
      {
        request: { query: UpdateOrganizationDocument, variables: { input } },
        result: orgResult(organization({ phoneNumber: '+254202345678' }), []),
      },
      meMock(meFixture({ mfaSettings: mfaOn })),
    ]);
    expect(await screen.findByTestId('registration-banner')).toBeTruthy();
    const card = within(await screen.findByTestId('organization-card'));
    expect(card.getByTestId('organization-completion').textContent).toBe('Not completed yet');
    await user.type(card.getByTestId('organization-phoneNumber'), '+254 20 2345678');
    await user.click(card.getByTestId('organization-save'));
    // The gateway's refusal, on the field it names, in the words of this form.
    expect(await card.findByText('Enter the number with its country code, e.g. +254 712 345 678.')).toBeTruthy();
    expect(screen.getByTestId('registration-banner')).toBeTruthy();

    await user.click(card.getByTestId('organization-save'));
    expect((await screen.findByTestId('alert-success')).textContent).toContain('The organisation was saved.');
    await waitFor(() => expect(screen.queryByTestId('registration-banner')).toBeNull());
    expect(card.getByTestId('organization-completion').textContent).toBe('Completed');
  });

  it('says whether the e-mail address is verified, and since when (spec §3 emailVerified, emailVerifiedAt)', async () => {
    renderPage([meMock(meFixture({ mfaSettings: mfaOn })), pageMock()]);
    const badge = await screen.findByTestId('profile-email-verified');
    expect(badge.textContent).toBe('Verified');
    expect(screen.getByText(/Verified on Jan 5, 2026\./)).toBeTruthy();
  });

  it('marks an unverified e-mail address', async () => {
    renderPage([meMock(meFixture({ mfaSettings: mfaOn, emailVerified: false, emailVerifiedAt: null })), pageMock()]);
    expect((await screen.findByTestId('profile-email-verified')).textContent).toBe('Not verified');
    expect(screen.queryByText(/Verified on/)).toBeNull();
  });

  it('shows the organisation read-only without UPDATE, and no settings or sub-accounts', async () => {
    const viewer = meFixture({
      mfaSettings: mfaOn,
      permissions: permissionsFor({ PROFILE_AND_ORGANIZATION: ['VIEW'] }),
      memberships: [membership({ roles: [] })],
    });
    renderPage([meMock(viewer), pageMock()]);
    const details = within(await screen.findByTestId('organization-details'));
    expect(details.getByText('Kenya')).toBeTruthy();
    expect(details.getByText('+254202345678')).toBeTruthy();
    expect(screen.queryByTestId('organization-form')).toBeNull();
    expect(screen.queryByTestId('organization-logo-upload')).toBeNull();
    expect(screen.queryByTestId('settings-card')).toBeNull();
    expect(screen.queryByTestId('sub-accounts-card')).toBeNull();
  });

  it('shows loading, then the error with a retry when the organisation cannot be loaded', async () => {
    renderPage([
      meMock(meFixture({ mfaSettings: mfaOn })),
      { request: { query: ProfilePageDocument }, error: new Error('Gateway unreachable'), delay: 20 },
    ]);
    expect(await screen.findByTestId('organization-loading')).toBeTruthy();
    const alert = await screen.findByTestId('organization-error');
    expect(alert.textContent).toContain('The organisation could not be loaded: Gateway unreachable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refuses reversed deduplication thresholds on their field', async () => {
    const { user } = renderPage([meMock(meFixture({ mfaSettings: mfaOn })), pageMock()]);
    const card = within(await screen.findByTestId('settings-card'));
    const duplicate = card.getByLabelText('Duplicate threshold');
    await user.clear(duplicate);
    await user.type(duplicate, '0.7');
    await user.click(card.getByTestId('settings-save'));
    expect(await card.findByText('Must be at most 0.7.')).toBeTruthy();
  });

  it('lists no sub-accounts yet and creates one', async () => {
    const created = organization({
      subAccounts: [
        {
          __typename: 'SubAccount',
          accountId: 'acc--north',
          organizationName: 'Relief North',
          status: 'ACTIVE',
          createdAt: '2026-11-23T08:00:00.000Z',
        },
      ],
    });
    const { user } = renderPage([
      meMock(meFixture({ mfaSettings: mfaOn })),
      pageMock(),
      {
        request: { query: CreateSubAccountDocument, variables: { input: { organizationName: 'Relief North' } } },
        result: {
          data: {
            createSubAccount: {
              __typename: 'SubAccountResult',
              subAccount: { __typename: 'SubAccount', accountId: 'acc--north', organizationName: 'Relief North' },
              code: null,
              message: null,
              words: null,
              fieldErrors: [],
            },
          },
        },
      },
      meMock(meFixture({ mfaSettings: mfaOn, hasMultipleAccounts: true })),
      pageMock(created),
    ]);
    const card = within(await screen.findByTestId('sub-accounts-card'));
    expect(card.getByTestId('sub-accounts-empty').textContent).toBe('No sub-accounts yet.');
    await user.click(card.getByTestId('sub-account-create'));
    expect(await card.findByText('Must not be empty.')).toBeTruthy();
    await user.type(card.getByTestId('sub-account-name'), 'Relief North');
    await user.click(card.getByTestId('sub-account-create'));
    expect(await card.findByTestId('sub-account-row')).toBeTruthy();
    expect(card.getByText('Relief North')).toBeTruthy();
    expect((await screen.findByTestId('alert-success')).textContent).toContain('Sub-account “Relief North” created');
  });

  it('checks a picture before sending it, shows a refusal on the field, and refetches me once stored', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderPage([
      meMock(meFixture({ mfaSettings: mfaOn })),
      pageMock(),
      meMock(meFixture({ mfaSettings: mfaOn, profileImageUrl: '/api/me/profile-image?v=fil--1' })),
    ]);
    const field = within(await screen.findByTestId('profile-image'));
    const input = container.querySelector('[data-testid="profile-card"] input[type="file"]') as HTMLInputElement;
    // The hidden input behind the button, as the browser's file dialog would fill it.
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
    choose(new File(['just text'], 'me.png', { type: 'text/plain' }));
    expect(await field.findByText('Choose a PNG, JPEG or WebP image.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large: at most 2 MiB' }), {
        status: 413,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    choose(new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }));
    expect(await field.findByText('The image is larger than 2 MiB.')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    choose(new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(field.getByTestId('profile-image-preview').querySelector('img')?.getAttribute('src')).toBe(
        '/api/me/profile-image?v=fil--1',
      ),
    );
    const [path, init] = fetchMock.mock.calls[1] ?? [];
    expect(path).toBe('/api/me/profile-image');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'image/png',
      'x-file-name': 'me.png',
      Authorization: expect.stringMatching(/^Bearer /),
    });
  });
});
