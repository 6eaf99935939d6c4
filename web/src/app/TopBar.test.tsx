// Component test: the gateway is mocked with Apollo's MockedProvider, because only the client's rendering of
// the Me answer is under test here; the e2e suite covers the real gateway.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { MeDocument } from '../accounts/me.js';
import type { MeQuery } from '../generated/graphql.js';
import { meFixture, membership, permissionsFor } from '../test/fixtures.js';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import type { HostFeatures } from '../ui/domain.js';
import { loadPopups } from './deferredPopups.js';
import { HostFeaturesDocument } from './hostFeatures.js';
import { Shell } from './Shell.js';
import { TopBar } from './TopBar.js';

function renderShell(me: MeQuery['me'], smartFormsAvailable = false) {
  const session = testSession({ tokens: fakeTokens(Date.now() + 3_600_000) });
  renderWithProviders(
    <Routes>
      <Route element={<Shell />}>
        <Route path="/programs" element={<div>programs page</div>} />
      </Route>
    </Routes>,
    {
      url: '/programs',
      session,
      mocks: [
        { request: { query: MeDocument }, result: { data: { me } } },
        { request: { query: HostFeaturesDocument }, result: { data: { smartFormsAvailable } } },
      ],
    },
  );
}

/** The gateway's answer where smart forms are available (SMART_FORMS_HOSTS: local, staging). */
const SMART_FORMS_HERE: HostFeatures = { smartForms: true };

function renderTopBar(me: MeQuery['me'], hostFeatures: HostFeatures = SMART_FORMS_HERE) {
  renderWithProviders(<TopBar me={me} onSignOut={() => {}} hostFeatures={hostFeatures} />);
}

describe('top bar (through the shell and its Me query)', () => {
  it("shows the user's full name and the organisation name", async () => {
    renderShell(meFixture());
    expect((await screen.findByTestId('topbar-user-name')).textContent).toBe('Amina Admin');
    expect(screen.getByTestId('topbar-org-name').textContent).toBe('Demo Relief Organisation');
    expect(screen.getByText('programs page')).toBeTruthy();
  });

  it("shows 'Profile' without a full name and 'Pending' without an organisation name", async () => {
    renderShell(
      meFixture({ memberships: [membership({ organizationName: null })] }, { userFullName: null, firstName: null }),
    );
    expect((await screen.findByTestId('topbar-user-name')).textContent).toBe('Profile');
    expect(screen.getByTestId('topbar-org-name').textContent).toBe('Pending');
  });

  it("follows the gateway's smartFormsAvailable for the Smart forms entry", async () => {
    renderShell(meFixture(), true);
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await nav.findByRole('link', { name: 'Smart forms' })).toBeTruthy();
  });

  it('hides Smart forms where the gateway says they are not available', async () => {
    renderShell(meFixture(), false);
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await nav.findByRole('link', { name: 'Programs' });
    // The answer has come once the shell has asked; the entry must still be missing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(nav.queryByRole('link', { name: 'Smart forms' })).toBeNull();
  });

  it("shows 'Pending' for a user without any organisation", async () => {
    renderShell(meFixture({ memberships: [], currentAccountId: null, permissions: [] }));
    expect((await screen.findByTestId('topbar-org-name')).textContent).toBe('Pending');
  });
});

describe('top bar pictures', () => {
  it("shows the user's profile image and the organisation's logo", () => {
    renderTopBar(
      meFixture({
        profileImageUrl: '/api/me/profile-image?v=fil--1',
        memberships: [membership({ logoUrl: '/api/organizations/acc--demo-relief/logo?v=fil--2' })],
      }),
    );
    const src = (testId: string) => screen.getByTestId(testId).querySelector('img')?.getAttribute('src');
    expect(src('topbar-avatar')).toBe('/api/me/profile-image?v=fil--1');
    expect(src('topbar-org-logo')).toBe('/api/organizations/acc--demo-relief/logo?v=fil--2');
  });

  it("falls back to the user's initials, and shows no logo when the organisation has none", () => {
    renderTopBar(meFixture());
    expect(screen.getByTestId('topbar-avatar').textContent).toBe('AA');
    expect(screen.queryByTestId('topbar-org-logo')).toBeNull();
  });
});

describe('top bar rules', () => {
  // As the shell's prefetch usually has it: the menus' chunk is here before the bar is drawn (deferredPopups.test.tsx
  // covers a bar drawn before).
  beforeAll(async () => {
    await loadPopups();
  });

  const badgeOf = () => screen.getByTestId('topbar-org-name').closest('.mantine-Badge-root') as HTMLElement;

  it("colours the organisation badge with the current account's menu colour when there are several", () => {
    renderTopBar(
      meFixture({
        hasMultipleAccounts: true,
        currentAccountId: 'acc--demo-partner',
        memberships: [
          membership(),
          membership({ accountId: 'acc--demo-partner', organizationName: 'Partner Aid Network', menuColour: 'C2410C' }),
        ],
      }),
    );
    expect(screen.getByTestId('topbar-org-name').textContent).toBe('Partner Aid Network');
    expect(badgeOf().getAttribute('style')).toContain('#C2410C');
  });

  it('uses the default 2268AE when several accounts have no valid colour, and no account colour with one account', () => {
    renderTopBar(
      meFixture({
        memberships: [membership({ menuColour: '' }), membership({ accountId: 'acc--b', menuColour: 'C2410C' })],
      }),
    );
    expect(badgeOf().getAttribute('style')).toContain('#2268AE');
  });

  it('does not use the menu colour with a single account', () => {
    renderTopBar(meFixture({ memberships: [membership({ menuColour: 'C2410C' })] }));
    expect(badgeOf().getAttribute('style') ?? '').not.toContain('#C2410C');
  });

  it('shows menu entries per permission: Reconciliation always, Smart forms only where available', () => {
    const me = meFixture({ permissions: permissionsFor({ PROGRAMS: ['VIEW'], SMART_FORMS: ['VIEW'] }) });
    renderTopBar(me, { smartForms: false });
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(nav.getByRole('link', { name: 'Programs' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Reconciliation' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Smart forms' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Beneficiary management' })).toBeNull();
    expect(nav.queryByRole('button', { name: 'Reports' })).toBeNull();
  });

  it('shows Smart forms where the gateway says they are available, and the Reports dropdown', async () => {
    renderTopBar(meFixture());
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(nav.getByRole('link', { name: 'Smart forms' })).toBeTruthy();
    await userEvent.setup().click(nav.getByRole('button', { name: 'Reports' }));
    expect(screen.getByRole('menuitem', { name: 'Beneficiary lists' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Distribution summary' })).toBeTruthy();
  });

  it('folds the main menu into one menu button on a phone-sized screen', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    try {
      renderTopBar(meFixture({ permissions: permissionsFor({ PROGRAMS: ['VIEW'], REPORTS: ['VIEW'] }) }));
      expect(screen.queryByTestId('nav-programs')).toBeNull();
      await userEvent.setup().click(screen.getByTestId('nav-burger'));
      expect(screen.getByRole('menuitem', { name: 'Programs' }).getAttribute('href')).toBe('/programs');
      // The reports are listed themselves, not behind a second menu.
      expect(screen.getByRole('menuitem', { name: 'Beneficiary lists' })).toBeTruthy();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('offers User management only when permitted and Organizations only with several accounts', async () => {
    renderTopBar(meFixture({ permissions: permissionsFor({ PROGRAMS: ['VIEW'] }) }));
    await userEvent.setup().click(screen.getByTestId('topbar-user-name'));
    expect(screen.getByRole('menuitem', { name: 'Profile & organization' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'User management' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Organizations' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Security/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Activity Logs' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });

  it('offers Partner API keys only to those who see every member (USER_MANAGEMENT VIEW at EVERYTHING)', async () => {
    const user = userEvent.setup();
    renderTopBar(meFixture());
    await user.click(screen.getByTestId('topbar-user-name'));
    const entry = screen.getByRole('menuitem', { name: 'Partner API keys' });
    expect(entry.getAttribute('href')).toBe('/api-keys');
    expect(entry.getAttribute('data-testid')).toBe('menu-api-keys');
  });

  it('offers approval settings and message templates with PROFILE_AND_ORGANIZATION, the outbox to everyone', async () => {
    const user = userEvent.setup();
    renderTopBar(
      meFixture({ permissions: permissionsFor({ PROGRAMS: ['VIEW'], PROFILE_AND_ORGANIZATION: ['VIEW'] }) }),
    );
    await user.click(screen.getByTestId('topbar-user-name'));
    expect(screen.getByTestId('menu-approval-settings').getAttribute('href')).toBe('/distributions/approval-settings');
    expect(screen.getByTestId('menu-message-templates').getAttribute('href')).toBe('/message-templates');
    expect(screen.getByTestId('menu-outbox').getAttribute('href')).toBe('/outbox');
  });

  it('hides the organisation settings of distributions without PROFILE_AND_ORGANIZATION', async () => {
    const user = userEvent.setup();
    renderTopBar(meFixture({ permissions: permissionsFor({ PROGRAMS: ['VIEW'] }) }));
    await user.click(screen.getByTestId('topbar-user-name'));
    expect(screen.queryByTestId('menu-approval-settings')).toBeNull();
    expect(screen.queryByTestId('menu-message-templates')).toBeNull();
    expect(screen.getByTestId('menu-outbox')).toBeTruthy();
  });

  it('hides Partner API keys without USER_MANAGEMENT VIEW', async () => {
    renderTopBar(meFixture({ permissions: permissionsFor({ PROGRAMS: ['VIEW'], USER_MANAGEMENT: ['CREATE'] }) }));
    await userEvent.setup().click(screen.getByTestId('topbar-user-name'));
    expect(screen.getByRole('menuitem', { name: 'My jobs' })).toBeTruthy();
    expect(screen.queryByTestId('menu-api-keys')).toBeNull();
  });

  it('lists User management and Organizations for an administrator of several organisations', async () => {
    renderTopBar(
      meFixture({ hasMultipleAccounts: true, memberships: [membership(), membership({ accountId: 'acc--b' })] }),
    );
    await userEvent.setup().click(screen.getByTestId('topbar-user-name'));
    expect(screen.getByRole('menuitem', { name: 'User management' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Organizations' })).toBeTruthy();
  });

  it('offers Organizations only with another ACTIVE organisation to switch to', async () => {
    const disabled = membership({ accountId: 'acc--b', status: 'DISABLED' });
    renderTopBar(meFixture({ hasMultipleAccounts: false, memberships: [membership(), disabled] }));
    await userEvent.setup().click(screen.getByTestId('topbar-user-name'));
    expect(screen.getByRole('menuitem', { name: 'User management' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Organizations' })).toBeNull();
  });
});
