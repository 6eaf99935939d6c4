// The watcher with fake timers. "Another tab" writes the same storage and fires the storage event the browser
// would; the session and the activity record share that storage as in the app.
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStateStorage, STATE_STORAGE_KEY } from '../auth/storage.js';
import { fakeTokens, memoryStorage, renderWithProviders, testSession, testStore } from '../test/helpers.js';
import { ACTIVITY_STORAGE_KEY, type ActivityRecord, createActivityStore } from './activity.js';
import { InactivityWatcher, loadInactivityModal } from './InactivityWatcher.js';
import { INACTIVITY_COUNTDOWN_SECONDS, INACTIVITY_TIMEOUT_MS } from './inactivity.js';

const START = new Date('2026-11-21T08:00:00Z').getTime();
const EXPIRED_TEXT = 'Your session has expired after 30 minutes of inactivity. Please log in again.';

function Path() {
  const { pathname, search } = useLocation();
  return <span data-testid="path">{pathname + search}</span>;
}

function setup({
  signedIn = true,
  path = '/programs',
  lastActivityAt,
}: {
  signedIn?: boolean;
  path?: string;
  lastActivityAt?: number;
} = {}) {
  const storage = memoryStorage();
  const tokens = fakeTokens(START + 86_400_000);
  const shared = createStateStorage(storage);
  if (signedIn) shared.update({ tokens });
  if (lastActivityAt !== undefined) createActivityStore(storage).set({ lastActivityAt, timedOutAt: null });
  const session = testSession({
    identity: { signIn: async () => ({ kind: 'signedIn', tokens }) },
    storage: createStateStorage(storage),
  });
  const reload = vi.fn();
  renderWithProviders(
    <>
      <Path />
      <InactivityWatcher activity={createActivityStore(storage)} reload={reload} />
    </>,
    { url: path, session, store: testStore(createStateStorage(storage)) },
  );
  /** What another tab does: write the shared state, and the browser tells this tab. */
  const otherTab = (change: ActivityRecord | 'signOut') => {
    act(() => {
      if (change === 'signOut') createStateStorage(storage).clearSession();
      else storage.setItem(ACTIVITY_STORAGE_KEY, JSON.stringify(change));
      const key = change === 'signOut' ? STATE_STORAGE_KEY : ACTIVITY_STORAGE_KEY;
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
  };
  const lastActivity = () => createActivityStore(storage).get().lastActivityAt;
  return { session, reload, otherTab, lastActivity };
}

/** In steps, so that React runs its effects (and schedules the next tick) between them, as a browser would. */
const advance = (ms: number, step = 1000) => {
  for (let left = ms; left > 0; left -= step) act(() => void vi.advanceTimersByTime(Math.min(step, left)));
};
const modal = () => screen.queryByText('Are you still there?');
const countdown = () => screen.getByTestId('inactivity-countdown').textContent;

describe('InactivityWatcher', () => {
  // The warning is a chunk of its own; the app fetches it in the background soon after start, as here.
  beforeAll(async () => {
    await loadInactivityModal();
  });
  beforeEach(() => vi.useFakeTimers({ now: START }));
  afterEach(() => vi.useRealTimers());

  it('opens the warning after 1,500,000 ms without activity and counts 300 seconds down', () => {
    const { lastActivity } = setup();
    expect(lastActivity()).toBe(START);
    advance(INACTIVITY_TIMEOUT_MS - 1);
    expect(modal()).toBeNull();
    advance(1);
    expect(modal()).not.toBeNull();
    expect(countdown()).toBe('5:00');
    advance(1000);
    expect(countdown()).toBe('4:59');
    advance(59_000);
    expect(countdown()).toBe('4:00');
  });

  it('starts again from any activity in this tab before the warning', () => {
    const { lastActivity } = setup();
    advance(1_000_000);
    fireEvent.mouseMove(window);
    expect(lastActivity()).toBe(START + 1_000_000);
    advance(INACTIVITY_TIMEOUT_MS - 1);
    expect(modal()).toBeNull();
    advance(1);
    expect(modal()).not.toBeNull();
  });

  it('counts activity in another tab', () => {
    const { otherTab } = setup();
    advance(1_400_000);
    otherTab({ lastActivityAt: START + 1_400_000, timedOutAt: null });
    advance(100_000);
    expect(modal()).toBeNull();
    advance(INACTIVITY_TIMEOUT_MS - 100_000);
    expect(modal()).not.toBeNull();
  });

  it('ignores activity while the warning is open, and closes when another tab closes its warning', () => {
    const { otherTab } = setup();
    advance(INACTIVITY_TIMEOUT_MS + 10_000);
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.scroll(window);
    expect(modal()).not.toBeNull();
    expect(countdown()).toBe('4:50');
    otherTab({ lastActivityAt: START + INACTIVITY_TIMEOUT_MS + 10_000, timedOutAt: null });
    expect(modal()).toBeNull();
  });

  it('closing the warning resets the countdown for every tab and reloads the page', () => {
    const { reload, lastActivity } = setup();
    advance(INACTIVITY_TIMEOUT_MS + 5000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(lastActivity()).toBe(START + INACTIVITY_TIMEOUT_MS + 5000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(modal()).toBeNull();
  });

  it('at 0 signs out, explains why and goes to /login (to come back after signing in)', async () => {
    const { session } = setup();
    advance(INACTIVITY_TIMEOUT_MS + INACTIVITY_COUNTDOWN_SECONDS * 1000 - 1);
    expect(session.isSignedIn()).toBe(true);
    advance(1);
    expect(session.isSignedIn()).toBe(false);
    expect(screen.getByText(EXPIRED_TEXT)).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/login?redirect=%2Fprograms');
    expect(modal()).toBeNull();
  });

  it('does not move a user who is on the sign-up page', () => {
    setup({ path: '/signup' });
    advance(INACTIVITY_TIMEOUT_MS + INACTIVITY_COUNTDOWN_SECONDS * 1000);
    expect(screen.getByText(EXPIRED_TEXT)).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/signup');
  });

  it('times out at once a session restored after a long absence', () => {
    const { session } = setup({ lastActivityAt: START - 3_600_000 });
    expect(session.isSignedIn()).toBe(false);
    expect(screen.getByText(EXPIRED_TEXT)).toBeTruthy();
  });

  it('does nothing while signed out, and counts signing in as activity', async () => {
    const { session, lastActivity } = setup({ signedIn: false, path: '/login', lastActivityAt: START - 3_600_000 });
    advance(2 * INACTIVITY_TIMEOUT_MS, 60_000);
    expect(modal()).toBeNull();
    await act(async () => {
      await session.signIn('admin@demo.aid', 'secret');
    });
    expect(lastActivity()).toBe(START + 2 * INACTIVITY_TIMEOUT_MS);
    expect(session.isSignedIn()).toBe(true);
    expect(screen.queryByText(EXPIRED_TEXT)).toBeNull();
  });

  it("explains another tab's time-out even before this tab's own timer gets there", () => {
    const { session, otherTab } = setup();
    advance(INACTIVITY_TIMEOUT_MS + 299_000);
    otherTab({ lastActivityAt: START, timedOutAt: Date.now() });
    otherTab('signOut');
    expect(session.isSignedIn()).toBe(false);
    expect(screen.getByText(EXPIRED_TEXT)).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/login?redirect=%2Fprograms');
  });

  it('explains nothing when the user signed out by hand in another tab', () => {
    const { session, otherTab } = setup();
    advance(60_000);
    otherTab('signOut');
    expect(session.isSignedIn()).toBe(false);
    expect(screen.queryByText(EXPIRED_TEXT)).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/programs');
  });
});
