// What to do with a sign-in answer: done, show the next step (new password, MFA code), or explain that the step
// is not offered here. SELECT_MFA_TYPE is answered for the user: only the authenticator app is set up here.
import type { Challenge, SignInOutcome } from './cognito.js';
import type { Session } from './session.js';

/** The challenges the sign-in screen has a step for. */
export const SUPPORTED_CHALLENGES = ['SOFTWARE_TOKEN_MFA', 'NEW_PASSWORD_REQUIRED'] as const;
export type SupportedChallengeName = (typeof SUPPORTED_CHALLENGES)[number];
export type StepChallenge = Challenge & { challengeName: SupportedChallengeName };

export type NextStep =
  | { kind: 'signedIn' }
  | { kind: 'step'; challenge: StepChallenge }
  | { kind: 'unsupported'; messageKey: 'auth.login.smsUnsupported' | 'auth.login.challengeUnsupported'; step: string };

function isStep(challenge: Challenge): challenge is StepChallenge {
  return (SUPPORTED_CHALLENGES as readonly string[]).includes(challenge.challengeName);
}

function choices(challenge: Challenge): string[] {
  try {
    const parsed: unknown = JSON.parse(challenge.parameters.MFAS_CAN_CHOOSE ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export async function nextStep(session: Session, outcome: SignInOutcome): Promise<NextStep> {
  if (outcome.kind === 'signedIn') return { kind: 'signedIn' };
  if (isStep(outcome)) return { kind: 'step', challenge: outcome };
  if (outcome.challengeName === 'SELECT_MFA_TYPE' && choices(outcome).includes('SOFTWARE_TOKEN_MFA')) {
    return nextStep(session, await session.completeChallenge(outcome, { ANSWER: 'SOFTWARE_TOKEN_MFA' }));
  }
  if (outcome.challengeName === 'SMS_MFA' || outcome.challengeName === 'SELECT_MFA_TYPE') {
    return { kind: 'unsupported', messageKey: 'auth.login.smsUnsupported', step: outcome.challengeName };
  }
  return { kind: 'unsupported', messageKey: 'auth.login.challengeUnsupported', step: outcome.challengeName };
}
