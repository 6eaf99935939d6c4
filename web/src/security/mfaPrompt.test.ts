import { describe, expect, it } from 'vitest';
import { MFA_REMIND_LATER_SECONDS, mfaState, newSession, remindLater, shouldShowMfaWarning } from './mfaPrompt.js';

const NOW = 1_700_000_000_000;
const admin = [{ roleName: 'ADMIN' }];
const fresh = { showMFAAfter: null, alreadyShownInThisSession: false };

describe('MFA warning rule', () => {
  it('shows for an administrator (first role ADMIN) without MFA', () => {
    expect(shouldShowMfaWarning({ mfa: 'disabled', roles: admin, prompt: fresh, now: NOW })).toBe(true);
  });

  it('does not show with MFA on, while MFA is unknown, or when the first role is not ADMIN', () => {
    expect(shouldShowMfaWarning({ mfa: 'enabled', roles: admin, prompt: fresh, now: NOW })).toBe(false);
    expect(shouldShowMfaWarning({ mfa: 'loading', roles: admin, prompt: fresh, now: NOW })).toBe(false);
    const fieldFirst = [{ roleName: 'FIELD_OFFICER' }, { roleName: 'ADMIN' }];
    expect(shouldShowMfaWarning({ mfa: 'disabled', roles: fieldFirst, prompt: fresh, now: NOW })).toBe(false);
    expect(shouldShowMfaWarning({ mfa: 'disabled', roles: [], prompt: fresh, now: NOW })).toBe(false);
  });

  it('shows at most once per session; a new sign-in may show it again', () => {
    const shown = { ...fresh, alreadyShownInThisSession: true };
    expect(shouldShowMfaWarning({ mfa: 'disabled', roles: admin, prompt: shown, now: NOW })).toBe(false);
    expect(shouldShowMfaWarning({ mfa: 'disabled', roles: admin, prompt: newSession(shown), now: NOW })).toBe(true);
  });

  it('"Remind me later" hides it for 172,800 seconds (two days), across sign-ins', () => {
    expect(MFA_REMIND_LATER_SECONDS).toBe(172_800);
    const later = remindLater(fresh, NOW);
    expect(later.showMFAAfter).toBe(NOW + 172_800_000);
    const next = newSession(later);
    expect(shouldShowMfaWarning({ mfa: 'disabled', roles: admin, prompt: next, now: NOW + 172_799_999 })).toBe(false);
    expect(shouldShowMfaWarning({ mfa: 'disabled', roles: admin, prompt: next, now: NOW + 172_800_000 })).toBe(true);
  });

  it("reads MFA from the identity service's answer, and from the profile when it cannot be read", () => {
    const status = (enabled: boolean) => ({ enabled, softwareToken: enabled, sms: false, preferred: null });
    expect(mfaState({ status: status(true), error: null }, false)).toBe('enabled');
    expect(mfaState({ status: status(false), error: null }, true)).toBe('disabled');
    expect(mfaState({ status: null, error: null }, false)).toBe('loading');
    expect(mfaState({ status: null, error: new Error('offline') }, false)).toBe('disabled');
    expect(mfaState({ status: null, error: new Error('offline') }, true)).toBe('enabled');
  });
});
