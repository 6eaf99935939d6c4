// The session-ended screen is loaded only when its flag is set (SessionEnded.tsx), and then shows as before.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStateStorage } from '../auth/storage.js';
import { memoryStorage, renderWithProviders, testSession } from '../test/helpers.js';
import { SessionEnded } from './SessionEnded.js';

const TEXT = 'Your session has expired. Please log in again.';

function setup(flag: boolean) {
  const storage = createStateStorage(memoryStorage());
  storage.update({ modals: { sessionExpired: flag } });
  renderWithProviders(<SessionEnded />, { session: testSession({ storage }), url: '/programs' });
  return storage;
}

describe('SessionEnded', () => {
  it('draws nothing while the flag is not set', () => {
    setup(false);
    expect(screen.queryByTestId('session-ended-sign-in')).toBeNull();
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('loads and shows the session-ended screen when the flag is set, and leaves once it is cleared', async () => {
    const storage = setup(true);
    expect(await screen.findByText(TEXT)).toBeTruthy();
    fireEvent.click(screen.getByTestId('session-ended-sign-in'));
    expect(storage.read().modals?.sessionExpired).toBe(false);
    await waitFor(() => expect(screen.queryByText(TEXT)).toBeNull());
  });
});
