// The shell around the pages: registration gate, MFA warning, webview header. The gateway is mocked (Apollo's
// MockedProvider) and the identity service is not reachable, so MFA falls back to the profile's mfaSettings.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '../accounts/me.js';
import type { MeQuery } from '../generated/graphql.js';
import { meFixture, membership, permissionsFor } from '../test/fixtures.js';
import { fakeTokens, renderWithProviders, testSession, testStore } from '../test/helpers.js';
import type { AppStore } from '../ui/state.js';
import { HostFeaturesDocument } from './hostFeatures.js';
import { Shell } from './Shell.js';

function renderShell(me: MeQuery['me'], store: AppStore = testStore(), path = '/programs') {
  const session = testSession({ tokens: fakeTokens(Date.now() + 3_600_000) });
  return renderWithProviders(
    <Routes>
      <Route element={<Shell />}>
        <Route path="/programs" element={<div>programs page</div>} />
        <Route path="/security" element={<div>security page</div>} />
      </Route>
    </Routes>,
    {
      url: path,
      session,
      store,
      mocks: [
        { request: { query: MeDocument }, result: { data: { me } } },
        { request: { query: HostFeaturesDocument }, result: { data: { smartFormsAvailable: true } } },
      ],
    },
  );
}

const withMfa = (me: MeQuery['me']) => ({ ...me, mfaSettings: { ...me.mfaSettings, mfaEnabled: true } });
const BANNER =
  'Your registration is not complete yet. Please complete your details and those of your organisation on the Profile & organizations page to enable the menu.';

describe('registration gate', () => {
  it('disables the menu with the tooltip and shows the yellow banner until the user completes their details', async () => {
    renderShell(withMfa(meFixture({ detailsCompleted: false })));
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(nav.queryAllByRole('link')).toHaveLength(0);
    const programs = nav.getByRole('button', { name: 'Programs' });
    expect(programs.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().hover(programs);
    // The tooltip's positioning library is a chunk of its own, loaded on first hover: allow for a busy machine.
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 5_000 });
    expect(tooltip.textContent).toBe('Complete registration to enable the menu');

    const banner = screen.getByTestId('registration-banner');
    expect(banner.textContent).toBe(BANNER);
    expect(banner.getAttribute('style') ?? '').toContain('yellow');
    expect(within(banner).getByRole('link', { name: 'Profile & organizations' }).getAttribute('href')).toBe(
      '/profile/view',
    );
  });

  it("stays closed while the organisation's details are incomplete, or without any organisation", async () => {
    const first = renderShell(withMfa(meFixture({ memberships: [membership({ detailsCompleted: false })] })));
    expect(await screen.findByTestId('registration-banner')).toBeTruthy();
    first.unmount();
    renderShell(withMfa(meFixture({ memberships: [], currentAccountId: null, permissions: [] })));
    expect(await screen.findByTestId('registration-banner')).toBeTruthy();
    expect(screen.getByTestId('nav-reconciliation').getAttribute('aria-disabled')).toBe('true');
  });

  it('enables the menu once both are completed', async () => {
    renderShell(withMfa(meFixture()));
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(nav.getByRole('link', { name: 'Programs' }).getAttribute('href')).toBe('/programs');
    expect(screen.queryByTestId('registration-banner')).toBeNull();
  });
});

describe('MFA warning', () => {
  it('shows once per session for an ADMIN without MFA; "Remind me later" postpones it by two days', async () => {
    const store = testStore();
    const first = renderShell(meFixture(), store);
    const dialog = await screen.findByRole('dialog', {
      name: 'Protect your account with multi-factor authentication',
    });
    expect(screen.getByTestId('topbar-profile-menu').getAttribute('data-mfa-warning')).toBe('open');
    const before = Date.now();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Remind me later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const { showMFAAfter, alreadyShownInThisSession } = store.get().mfaPrompt;
    expect(alreadyShownInThisSession).toBe(true);
    expect(showMFAAfter).toBeGreaterThanOrEqual(before + 172_800_000);
    expect(showMFAAfter).toBeLessThanOrEqual(Date.now() + 172_800_000);
    first.unmount();

    // The same session later (a reload): not again.
    renderShell(meFixture(), store);
    await screen.findByTestId('topbar-user-name');
    expect(screen.getByTestId('topbar-profile-menu').getAttribute('data-mfa-warning')).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown twice in a session even when closed without an answer', async () => {
    const store = testStore();
    const first = renderShell(meFixture(), store);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close' }));
    expect(store.get().mfaPrompt).toEqual({ showMFAAfter: null, alreadyShownInThisSession: true });
    first.unmount();
    renderShell(meFixture(), store);
    await screen.findByTestId('topbar-user-name');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leads to the security page', async () => {
    renderShell(meFixture());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Set up MFA' }));
    expect(await screen.findByText('security page')).toBeTruthy();
  });

  it('is not shown to a user whose first role is not ADMIN, nor to one with MFA', async () => {
    const field = membership({
      roles: [
        {
          roleId: 'rol--field',
          roleName: 'FIELD_OFFICER',
          roleType: 'CUSTOM',
          permissions: permissionsFor({ PROGRAMS: ['VIEW'] }),
        },
      ],
    });
    const first = renderShell(meFixture({ memberships: [field], permissions: permissionsFor({ PROGRAMS: ['VIEW'] }) }));
    await screen.findByTestId('topbar-user-name');
    expect(screen.getByTestId('topbar-profile-menu').getAttribute('data-mfa-status')).toBe('disabled');
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderShell(withMfa(meFixture()));
    await screen.findByTestId('topbar-user-name');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('webview login mode', () => {
  it('replaces the top bar by a compact header with a back button and the section title', async () => {
    const store = testStore();
    store.set({ header: { isLoginFromWebview: true, headerData: [] } });
    renderShell(withMfa(meFixture()), store);
    expect((await screen.findByTestId('webview-title')).textContent).toBe('Programs');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });
});

describe('language and number format', () => {
  it("takes the profile's language and number format once me loads", async () => {
    const store = testStore();
    renderShell(withMfa(meFixture({ applicationLanguage: 'fr-FR', numberFormat: 'de-DE' })), store);
    await screen.findByTestId('topbar-user-name');
    expect(store.get().language).toEqual({
      langName: 'fr',
      externalLanguage: 'FR',
      numberFormat: 'de-DE',
      chosenByUser: false,
    });
  });

  it('keeps a language picked in the profile menu until the next sign-in', async () => {
    const store = testStore();
    renderShell(withMfa(meFixture({ numberFormat: 'en-GB' })), store);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('topbar-user-name'));
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(store.get().language).toEqual({
      langName: 'fr',
      externalLanguage: 'FR',
      numberFormat: 'en-GB',
      chosenByUser: true,
    });
  });
});
