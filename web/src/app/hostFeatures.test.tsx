// A domain shown only on some hosts (smart forms) follows the gateway's answer in the routes as in the menu: where it
// is not available its pages are the not-found page, as if they did not exist (spec §2).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '../accounts/me.js';
import { meFixture } from '../test/fixtures.js';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { HostFeaturesDocument } from './hostFeatures.js';
import { AppRoutes } from './routes.js';

function renderAt(url: string, smartFormsAvailable: boolean | null) {
  renderWithProviders(<AppRoutes />, {
    url,
    session: testSession({ tokens: fakeTokens(Date.now() + 3_600_000) }),
    mocks: [
      { request: { query: MeDocument }, result: { data: { me: meFixture() } } },
      smartFormsAvailable === null
        ? { request: { query: HostFeaturesDocument }, error: new TypeError('Failed to fetch') }
        : { request: { query: HostFeaturesDocument }, result: { data: { smartFormsAvailable } } },
    ],
  });
}

describe('routes of a feature shown only on some hosts', () => {
  it('answers the not-found page for /smart-forms and a form where smart forms are not available', async () => {
    renderAt('/smart-forms', false);
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByText('No page exists at /smart-forms.')).toBeTruthy();
  });

  it('answers the not-found page for a form too, and when the gateway cannot be asked', async () => {
    renderAt('/smart-forms/smf--1', null);
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('opens the smart forms page where they are available', async () => {
    renderAt('/smart-forms', true);
    expect(await screen.findByRole('heading', { name: 'Smart forms', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });
});
