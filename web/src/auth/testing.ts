// Test doubles for the auth screens: a complete identity client whose every call fails unless a test stubs it,
// and a session over it. The identity service is mocked here; no emulator runs in unit tests.
import { memoryStorage, noCookies } from '../test/helpers.js';
import type { IdentityClient, Tokens } from './cognito.js';
import { type CookieSync, createSession, type Session } from './session.js';
import { createStateStorage, type StateStorage } from './storage.js';

function notStubbed(name: string) {
  return async (): Promise<never> => {
    throw new Error(`identity.${name} not stubbed`);
  };
}

export function identityStub(overrides: Partial<IdentityClient> = {}): IdentityClient {
  return {
    call: notStubbed('call') as IdentityClient['call'],
    signIn: notStubbed('signIn'),
    respondToChallenge: notStubbed('respondToChallenge'),
    refresh: notStubbed('refresh'),
    signUp: notStubbed('signUp'),
    confirmSignUp: notStubbed('confirmSignUp'),
    resendConfirmationCode: notStubbed('resendConfirmationCode'),
    forgotPassword: notStubbed('forgotPassword'),
    confirmForgotPassword: notStubbed('confirmForgotPassword'),
    getUser: notStubbed('getUser'),
    changePassword: notStubbed('changePassword'),
    associateSoftwareToken: notStubbed('associateSoftwareToken'),
    verifySoftwareToken: notStubbed('verifySoftwareToken'),
    setSoftwareTokenMfa: notStubbed('setSoftwareTokenMfa'),
    ...overrides,
  };
}

export function stubSession(
  identity: IdentityClient,
  options: { tokens?: Tokens; storage?: StateStorage; cookies?: CookieSync; now?: () => number } = {},
): Session {
  const storage = options.storage ?? createStateStorage(memoryStorage());
  if (options.tokens) storage.update({ tokens: options.tokens });
  return createSession({ identity, storage, cookies: options.cookies ?? noCookies, now: options.now });
}
