// The persisted session modal flag (spec §4) opens the session-ended screen, and acting on it clears the flag.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createStateStorage } from '../auth/storage.js';
import { fakeTokens, memoryStorage, renderWithProviders, testSession } from '../test/helpers.js';
import { SessionEndedModal } from './SessionEndedModal.js';

const TEXT = 'Your session has expired. Please log in again.';

function Path() {
  const { pathname, search } = useLocation();
  return <span data-testid="path">{pathname + search}</span>;
}

function setup(flag: boolean, url = '/programs') {
  const storage = createStateStorage(memoryStorage());
  storage.update({ modals: { sessionExpired: flag } });
  const session = testSession({ storage });
  renderWithProviders(
    <>
      <Path />
      <SessionEndedModal />
    </>,
    { session, url },
  );
  return { session, storage };
}

describe('SessionEndedModal', () => {
  it('stays closed while the flag is not set', () => {
    setup(false);
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('tells the user their session ended when the persisted flag is set, and signing in again clears it', async () => {
    const { storage } = setup(true);
    expect(await screen.findByText(TEXT)).toBeTruthy();
    fireEvent.click(screen.getByTestId('session-ended-sign-in'));
    expect(storage.read().modals?.sessionExpired).toBe(false);
    expect(screen.getByTestId('path').textContent).toBe('/login?redirect=%2Fprograms');
    await waitFor(() => expect(screen.queryByText(TEXT)).toBeNull());
  });

  it('opens when a refresh fails while the page is open', async () => {
    const storage = createStateStorage(memoryStorage());
    const session = testSession({
      storage,
      tokens: fakeTokens(Date.now() - 1000),
      identity: {
        refresh: async () => {
          throw new Error('offline');
        },
      },
    });
    renderWithProviders(<SessionEndedModal />, { session });
    expect(screen.queryByText(TEXT)).toBeNull();
    await act(async () => {
      await session.refresh().catch(() => undefined);
    });
    expect(await screen.findByText(TEXT)).toBeTruthy();
  });

  it('is cleared by closing it too', async () => {
    const { storage } = setup(true, '/login');
    await screen.findByText(TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(storage.read().modals?.sessionExpired).toBe(false);
  });
});
