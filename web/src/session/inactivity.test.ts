import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_EVENTS,
  formatCountdown,
  INACTIVITY_COUNTDOWN_SECONDS,
  INACTIVITY_TIMEOUT_MS,
  inactivityPhase,
  nextChangeIn,
} from './inactivity.js';

describe('inactivity rule', () => {
  it('uses the constants of the specification', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(1_500_000);
    expect(INACTIVITY_COUNTDOWN_SECONDS).toBe(300);
    for (const event of ['mousemove', 'keydown', 'click', 'scroll', 'focus', 'visibilitychange']) {
      expect(ACTIVITY_EVENTS).toContain(event);
    }
  });

  it('is active for 1,500,000 ms, then warns for 300 s, then expires', () => {
    expect(inactivityPhase(0, 1_499_999)).toEqual({ phase: 'active', warnAt: 1_500_000 });
    expect(inactivityPhase(0, 1_500_000)).toEqual({ phase: 'warning', secondsLeft: 300, expiresAt: 1_800_000 });
    expect(inactivityPhase(0, 1_500_001)).toMatchObject({ secondsLeft: 300 });
    expect(inactivityPhase(0, 1_501_000)).toMatchObject({ secondsLeft: 299 });
    expect(inactivityPhase(0, 1_799_999)).toMatchObject({ phase: 'warning', secondsLeft: 1 });
    expect(inactivityPhase(0, 1_800_000)).toEqual({ phase: 'expired' });
  });

  it('wakes up when the warning is due and at each second of the countdown', () => {
    expect(nextChangeIn({ phase: 'active', warnAt: 1_500_000 }, 1_000_000)).toBe(500_000);
    const warning = { phase: 'warning', secondsLeft: 300, expiresAt: 1_800_000 } as const;
    expect(nextChangeIn(warning, 1_500_000)).toBe(1000);
    expect(nextChangeIn(warning, 1_500_250)).toBe(750);
  });

  it('shows the countdown as minutes and seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(9)).toBe('0:09');
  });
});
