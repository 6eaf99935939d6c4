// The top bar's menus and tooltips drawn before their chunk (popups.tsx) arrives: the targets are there at once, and
// what the user did to them meanwhile is not lost. The chunk's arrival is held back by a gate in each test.

import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';

const chunk = vi.hoisted(() => ({ fail: false, release: () => {}, gate: Promise.resolve() }));

const reported = vi.hoisted(() => [] as unknown[]);
vi.mock('../activity/reportError.js', () => ({
  reportError: async (error: unknown) => {
    reported.push(error);
  },
}));

// Each test starts with the chunk not loaded yet: a fresh module (what it has loaded is module state) and a closed
// gate in front of the chunk.
async function freshPopups() {
  vi.resetModules();
  chunk.gate = new Promise<void>((resolve) => {
    chunk.release = resolve;
  });
  vi.doMock('./popups.js', async (importOriginal) => {
    await chunk.gate;
    if (chunk.fail) throw new Error('Failed to fetch dynamically imported module: popups.js');
    return importOriginal();
  });
  return import('./deferredPopups.js');
}

beforeEach(() => {
  chunk.fail = false;
  reported.length = 0;
});

describe('a menu drawn before its chunk', () => {
  it('shows its target at once and opens when the chunk arrives if it was clicked meanwhile', async () => {
    const { DeferredMenu } = await freshPopups();
    const signOut = vi.fn();
    renderWithProviders(
      <DeferredMenu
        position="bottom-end"
        target={<Button>Profile</Button>}
        items={[
          { kind: 'link', key: 'profile', to: '/profile/view', label: 'Profile & organization', testId: 'profile' },
          { kind: 'divider', key: 'divider' },
          { kind: 'heading', key: 'languages', label: 'Language' },
          { kind: 'action', key: 'fr', lang: 'fr', label: 'Français', onClick: () => {}, testId: 'fr' },
          { kind: 'action', key: 'out', color: 'red', label: 'Sign out', onClick: signOut, testId: 'out' },
        ]}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.queryByRole('menu')).toBeNull();

    await act(async () => chunk.release());
    const link = await screen.findByRole('menuitem', { name: 'Profile & organization' });
    expect(link.getAttribute('href')).toBe('/profile/view');
    expect(screen.getByText('Language')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Français' }).getAttribute('lang')).toBe('fr');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('stays closed when the chunk arrives without a click, and opens on the next one', async () => {
    const { DeferredMenu } = await freshPopups();
    renderWithProviders(
      <DeferredMenu
        position="bottom-start"
        target={<Button>Menu</Button>}
        dropdownLabel="Main menu"
        items={[{ kind: 'link', key: 'programs', to: '/programs', label: 'Programs', current: true, testId: 'p' }]}
      />,
    );
    await act(async () => chunk.release());
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-haspopup')).toBe('menu'),
    );
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    const dropdown = screen.getByRole('menu');
    expect([dropdown.tagName, dropdown.getAttribute('aria-label')]).toEqual(['NAV', 'Main menu']);
    expect(screen.getByRole('menuitem', { name: 'Programs' }).getAttribute('aria-current')).toBe('page');
  });

  it('reports a chunk that fails to load, keeps the target, and asks again on the next click', async () => {
    const { DeferredMenu } = await freshPopups();
    chunk.fail = true;
    renderWithProviders(
      <DeferredMenu
        position="bottom-start"
        target={<Button>Reports</Button>}
        items={[{ kind: 'link', key: 'r', to: '/reports', label: 'Beneficiary lists', testId: 'r' }]}
      />,
    );
    await act(async () => chunk.release());
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Reports' })).toBeTruthy();

    chunk.fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reports' }));
    expect(await screen.findByRole('menuitem', { name: 'Beneficiary lists' })).toBeTruthy();
  });
});

describe('a tooltip drawn before its chunk', () => {
  it('shows when the chunk arrives while the pointer is on its target, and keeps the target’s own handlers', async () => {
    const { DeferredTooltip } = await freshPopups();
    const ownEnter = vi.fn();
    renderWithProviders(
      <DeferredTooltip label="Complete registration to enable the menu">
        <Button onMouseEnter={ownEnter}>Programs</Button>
      </DeferredTooltip>,
    );
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Programs' }));
    expect(ownEnter).toHaveBeenCalledOnce();
    expect(screen.queryByRole('tooltip')).toBeNull();

    await act(async () => chunk.release());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Complete registration to enable the menu');
  });

  it('does not show when the pointer left before the chunk arrived', async () => {
    const { DeferredTooltip } = await freshPopups();
    renderWithProviders(
      <DeferredTooltip label="Current organisation: Demo">
        <Button>Demo</Button>
      </DeferredTooltip>,
    );
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Demo' }));
    await user.unhover(screen.getByRole('button', { name: 'Demo' }));
    await act(async () => chunk.release());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Demo' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
