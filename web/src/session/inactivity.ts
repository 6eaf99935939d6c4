// Session inactivity (spec §4, §9): after 25 minutes without activity in any tab a warning counts down 300
// seconds, then the user is signed out. Everything is derived from one shared timestamp (the last activity in
// any tab, see activity.ts), so every tab shows the same warning at the same moment.

/** Spec §9: inactivity time-out before the warning. */
export const INACTIVITY_TIMEOUT_MS = 1_500_000;
/** Spec §9: the warning's countdown. */
export const INACTIVITY_COUNTDOWN_SECONDS = 300;
/** Activity is shared through storage; writing it more often than this gains nothing for a 25-minute timer. */
export const ACTIVITY_WRITE_INTERVAL_MS = 1000;

/** Spec §4: mouse, keys, click, scroll, focus or visibility changes (touch and wheel are how phones scroll). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'click',
  'scroll',
  'wheel',
  'touchstart',
  'focus',
  'visibilitychange',
] as const;

/** Pages the time-out does not send the user away from. */
export const AUTH_PATHS: readonly string[] = ['/login', '/signup'];

export type InactivityPhase =
  | { phase: 'active'; warnAt: number }
  | { phase: 'warning'; secondsLeft: number; expiresAt: number }
  | { phase: 'expired' };

export function inactivityPhase(lastActivityAt: number, now: number): InactivityPhase {
  const warnAt = lastActivityAt + INACTIVITY_TIMEOUT_MS;
  const expiresAt = warnAt + INACTIVITY_COUNTDOWN_SECONDS * 1000;
  if (now < warnAt) return { phase: 'active', warnAt };
  if (now >= expiresAt) return { phase: 'expired' };
  return { phase: 'warning', secondsLeft: Math.ceil((expiresAt - now) / 1000), expiresAt };
}

/** Milliseconds until the phase or the displayed second changes. */
export function nextChangeIn(state: Exclude<InactivityPhase, { phase: 'expired' }>, now: number): number {
  if (state.phase === 'active') return state.warnAt - now;
  return (state.expiresAt - now) % 1000 || 1000;
}

/** 300 → "5:00", 59 → "0:59". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
