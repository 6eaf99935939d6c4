import type { AccessTokenVerifier } from '@aid/common/auth';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { authenticate } from './authenticate.js';

const failing = (error: Error): AccessTokenVerifier => ({
  verify: async () => {
    throw error;
  },
});

async function refusal(verifier: AccessTokenVerifier, header: string | undefined) {
  const error = await authenticate(verifier, header).catch((e: unknown) => e);
  if (!(error instanceof GraphQLError)) throw new Error('expected a GraphQLError');
  return error.extensions;
}

describe('authenticate', () => {
  it('refuses a bad token with 401 UNAUTHENTICATED', async () => {
    expect(await refusal(failing(new Error('Token expired')), 'Bearer a.b.c')).toEqual({
      code: 'UNAUTHENTICATED',
      http: { status: 401 },
      messageKey: 'auth.sessionExpired',
    });
    expect(await refusal(failing(new Error('never called')), undefined)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers 503 when the identity service cannot be reached, so the web does not sign the user out', async () => {
    expect(await refusal(failing(new TypeError('fetch failed')), 'Bearer a.b.c')).toEqual({
      code: 'IDENTITY_UNAVAILABLE',
      http: { status: 503 },
      messageKey: 'auth.signInUnavailable',
    });
  });
});
