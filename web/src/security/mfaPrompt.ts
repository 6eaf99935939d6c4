// The MFA warning (spec §4, §9): shown when MFA is not enabled and the user's first role is ADMIN, at most once
// per session, and not again before `showMFAAfter` once the user asked to be reminded later.
import { isAdmin, type Role } from '@aid/common/permissions';
import type { MfaPromptState } from '../ui/slices.js';
import type { MfaSnapshot } from './mfaStatus.js';

/** What the shell knows of the user's MFA: not yet, on, or off. */
export type MfaState = 'loading' | 'enabled' | 'disabled';

/**
 * The identity service's answer (auth/mfaStatus); when it cannot be read, the profile's `mfaSettings.mfaEnabled`
 * (`fallback`), so a failing GetUser neither hides the warning icon for good nor leaves the shell waiting.
 */
export function mfaState(snapshot: Pick<MfaSnapshot, 'status' | 'error'>, fallback: boolean): MfaState {
  if (snapshot.status) return snapshot.status.enabled ? 'enabled' : 'disabled';
  if (snapshot.error) return fallback ? 'enabled' : 'disabled';
  return 'loading';
}

/** Spec §9: the two-day offset of "Remind me later". */
export const MFA_REMIND_LATER_SECONDS = 172_800;

export function shouldShowMfaWarning(input: {
  mfa: MfaState;
  roles: readonly Pick<Role, 'roleName'>[];
  prompt: MfaPromptState;
  now: number;
}): boolean {
  const { mfa, roles, prompt, now } = input;
  if (mfa !== 'disabled' || !isAdmin(roles)) return false;
  if (prompt.alreadyShownInThisSession) return false;
  return prompt.showMFAAfter === null || now >= prompt.showMFAAfter;
}

/** The prompt state after "Remind me later" at `now`. */
export function remindLater(prompt: MfaPromptState, now: number): MfaPromptState {
  return { ...prompt, showMFAAfter: now + MFA_REMIND_LATER_SECONDS * 1000 };
}

/** A new session (a sign-in) may show the warning again; a pending "remind me later" still holds. */
export function newSession(prompt: MfaPromptState): MfaPromptState {
  return { ...prompt, alreadyShownInThisSession: false };
}
