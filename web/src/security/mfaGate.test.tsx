// The shell for a member DISABLED (MFA): every page leads to /security, a banner says why and the menu is disabled
// until MFA is on. The gateway is mocked (Apollo's MockedProvider).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '../accounts/me.js';
import { Shell } from '../app/Shell.js';
import type { MeQuery } from '../generated/graphql.js';
import { meFixture, membership } from '../test/fixtures.js';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';

function renderShell(me: MeQuery['me'], path: string) {
  const session = testSession({ tokens: fakeTokens(Date.now() + 3_600_000) });
  return renderWithProviders(
    <Routes>
      <Route element={<Shell />}>
        <Route path="/programs" element={<div>programs page</div>} />
        <Route path="/users" element={<div>users page</div>} />
        <Route path="/security" element={<div>security page</div>} />
      </Route>
    </Routes>,
    { url: path, session, mocks: [{ request: { query: MeDocument }, result: { data: { me } } }] },
  );
}

const mfaRequiredMe = () => meFixture({ memberships: [membership({ status: 'DISABLED_MFA' })] }, {});

describe('DISABLED (MFA)', () => {
  it.each(['/programs', '/users'])('sends %s to /security with a banner and a disabled menu', async (path) => {
    renderShell(mfaRequiredMe(), path);
    expect(await screen.findByText('security page')).toBeTruthy();
    expect(screen.queryByText(/programs page|users page/)).toBeNull();
    expect(screen.getByTestId('mfa-required-banner').textContent).toBe(
      'Your organisation requires multi-factor authentication. Turn it on below to use the platform again; until then only this page is available.',
    );
    // Not the registration banner: registration is complete, MFA is what is missing.
    expect(screen.queryByTestId('registration-banner')).toBeNull();
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(nav.queryAllByRole('link')).toHaveLength(0);
    const programs = nav.getByRole('button', { name: 'Programs' });
    expect(programs.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().hover(programs);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Turn on multi-factor authentication to enable the menu',
    );
  });

  it('leaves an ACTIVE member where they are', async () => {
    renderShell(meFixture(), '/programs');
    expect(await screen.findByText('programs page')).toBeTruthy();
    expect(screen.queryByTestId('mfa-required-banner')).toBeNull();
  });
});
