// Watches for inactivity while a user is signed in (spec §4): records activity in the shared state, opens the
// warning with its countdown in every tab at once, and at 0 signs out, tells the user why and goes to /login.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSignedIn } from '../auth/SessionContext.js';
import { useAlerts } from '../ui/alerts.js';
import { loginPath } from '../ui/redirect.js';
import type { ActivityStore } from './activity.js';
import {
  ACTIVITY_EVENTS,
  ACTIVITY_WRITE_INTERVAL_MS,
  AUTH_PATHS,
  inactivityPhase,
  nextChangeIn,
} from './inactivity.js';

type ModalModule = typeof import('./InactivityModal.js');
let modalModule: ModalModule | undefined;
/** Fetches the warning's chunk (once); the watcher does so PREFETCH_MODAL_MS after it starts. */
export async function loadInactivityModal(): Promise<ModalModule> {
  modalModule ??= await import('./InactivityModal.js');
  return modalModule;
}
/** Well before any warning can be due (25 minutes), and after the first page has loaded. */
export const PREFETCH_MODAL_MS = 5_000;

/** The warning, from its chunk; fetched now if the prefetch has not happened (or failed on a bad connection). */
function InactivityModal(props: { secondsLeft: number; onStay: () => void }) {
  const [loaded, setLoaded] = useState(modalModule);
  useEffect(() => {
    if (!loaded) void loadInactivityModal().then(setLoaded);
  }, [loaded]);
  return loaded ? <loaded.InactivityModal {...props} /> : null;
}

type Props = {
  /** The activity record all tabs share. */
  activity: ActivityStore;
  /** Closing the warning reloads the page (spec §4); replaceable in tests. */
  reload?: () => void;
};

export function InactivityWatcher({ activity, reload = () => window.location.reload() }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { showAlert } = useAlerts();
  const { lastActivityAt } = useSyncExternalStore(activity.subscribe, activity.get, activity.get);
  const [now, setNow] = useState(Date.now);
  const locationRef = useRef(location);
  locationRef.current = location;

  const record = useCallback((at: number) => activity.set({ lastActivityAt: at, timedOutAt: null }), [activity]);

  // Signing in (in this tab or another) counts as activity, and so does opening a session that has no record
  // yet. A session restored after a long absence keeps its old record and so times out at once.
  const wasSignedIn = useRef<boolean | null>(null);
  useEffect(() => {
    const before = wasSignedIn.current;
    wasSignedIn.current = signedIn;
    if (signedIn) {
      if (before === false || activity.get().lastActivityAt === null) record(Date.now());
      return;
    }
    if (before !== true) return;
    // Signed out, by hand or by the time-out in this or another tab: only the time-out is explained. The tab
    // that timed out says so in the shared state before signing out, so no tab depends on its own timer.
    if (activity.get().timedOutAt === null) return;
    showAlert('warning', t('inactivity.expired'));
    // With the page in `redirect`, as every signed-out visit of an authenticated page is sent (RequireAuth),
    // so signing in again returns there.
    const { pathname, search } = locationRef.current;
    if (!AUTH_PATHS.includes(pathname)) navigate(loginPath(pathname + search), { replace: true });
  }, [signedIn, activity, record, showAlert, t, navigate]);

  // Activity while the warning is open does not count: only closing the warning does.
  useEffect(() => {
    if (!signedIn) return;
    let lastWrite = Number.NEGATIVE_INFINITY;
    const onActivity = (event: Event) => {
      const at = Date.now();
      const last = activity.get().lastActivityAt;
      if (last !== null && inactivityPhase(last, at).phase !== 'active') {
        // A tab coming back to the front may have had its timers slowed down: look again.
        if (event.type === 'visibilitychange' || event.type === 'focus') setNow(at);
        return;
      }
      if (at - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
      lastWrite = at;
      record(at);
    };
    const targets = ACTIVITY_EVENTS.map((type) => [type === 'visibilitychange' ? document : window, type] as const);
    for (const [target, type] of targets) target.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const [target, type] of targets) target.removeEventListener(type, onActivity, { capture: true });
    };
  }, [signedIn, activity, record]);

  // In the render that first sees a sign-in the record is still the old one (the effect above renews it):
  // judging by it would sign the user out again at once.
  const justSignedIn = signedIn && wasSignedIn.current === false;
  const state = signedIn && !justSignedIn && lastActivityAt !== null ? inactivityPhase(lastActivityAt, now) : null;

  // Wakes up when the warning opens, every second of the countdown, and at 0.
  useEffect(() => {
    if (!signedIn || lastActivityAt === null) return;
    const at = Date.now();
    const actual = inactivityPhase(lastActivityAt, at);
    if (actual.phase === 'expired') {
      if (inactivityPhase(lastActivityAt, now).phase !== 'expired') setNow(at);
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), nextChangeIn(actual, at));
    return () => clearTimeout(timer);
  }, [signedIn, lastActivityAt, now]);

  const phase = state?.phase;
  useEffect(() => {
    if (phase !== 'expired') return;
    activity.set({ ...activity.get(), timedOutAt: Date.now() });
    // The sign-out reaches every tab through the shared tokens; the effect above then explains it.
    void session.signOut();
  }, [phase, session, activity]);

  useEffect(() => {
    const timer = setTimeout(() => void loadInactivityModal().catch(() => undefined), PREFETCH_MODAL_MS);
    return () => clearTimeout(timer);
  }, []);

  if (state?.phase !== 'warning') return null;
  return (
    <InactivityModal
      secondsLeft={state.secondsLeft}
      onStay={() => {
        record(Date.now());
        reload();
      }}
    />
  );
}
