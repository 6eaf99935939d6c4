import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { addTextBundle } from '../i18n/bundles.js';
import { createI18nIn } from '../i18n/index.js';
import { REFUSALS_TEXTS } from '../i18n/refusals/index.js';
import { errorCodeOf, errorMessage } from './errorMessage.js';

const i18n = await createI18nIn('fr');
addTextBundle(i18n, REFUSALS_TEXTS);
const t = i18n.t;

function graphQLErrors(message: string, code: string): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
}

function serverError(status: number, bodyText: string): ServerError {
  return new ServerError('Response not successful', { response: new Response(bodyText, { status }), bodyText });
}

describe('errorMessage', () => {
  it("shows the server's own message first", () => {
    expect(errorMessage(graphQLErrors('programName is too long', 'VALIDATION_FAILED'), t)).toBe(
      'programName is too long',
    );
    expect(errorMessage(serverError(409, '{"message":"Taken","code":"CONFLICT"}'), t)).toBe('Taken');
  });

  it("words a refusal the server named by key in the user's language, with its parameters", () => {
    const refusal = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'A program named "Food" already exists in this organisation',
          extensions: { code: 'CONFLICT', messageKey: 'programs.nameTaken', messageParams: { name: 'Food' } },
        },
      ],
    });
    expect(errorMessage(refusal, t)).toBe('Un programme nommé « Food » existe déjà dans cette organisation');
    const rest = '{"message":"Program not found","code":"NOT_FOUND","messageKey":"programs.notFound"}';
    expect(errorMessage(serverError(404, rest), t)).toBe('Programme introuvable');
  });

  it("keeps the server's English for a key it has no text for", () => {
    const newer = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'A newer rule', extensions: { code: 'CONFLICT', messageKey: 'programs.newerRule' } }],
    });
    expect(errorMessage(newer, t)).toBe('A newer rule');
  });

  it("shows the code's text in the user's language when the server gave no message", () => {
    expect(errorMessage(graphQLErrors('', 'RATE_LIMITED'), t)).toBe(t('errors.RATE_LIMITED'));
    expect(errorMessage(serverError(503, '{"code":"IDENTITY_UNAVAILABLE"}'), t)).toBe(
      'Le service de connexion est injoignable. Veuillez réessayer dans un instant.',
    );
  });

  it('falls back to the HTTP status when the body names no known code', () => {
    expect(errorMessage(serverError(502, '<html>bad gateway</html>'), t)).toBe(t('app.errors.server', { status: 502 }));
    expect(errorMessage(serverError(500, '{"code":"INTERNAL_SERVER_ERROR"}'), t)).toBe(
      t('app.errors.server', { status: 500 }),
    );
  });

  it('reads the one union of codes from both edges', () => {
    expect(errorCodeOf(graphQLErrors('x', 'NOT_FOUND'))).toBe('NOT_FOUND');
    expect(errorCodeOf(graphQLErrors('x', 'GRAPHQL_PARSE_FAILED'))).toBeUndefined();
    expect(errorCodeOf(serverError(400, '{"errors":[{"message":"x","extensions":{"code":"BAD_REQUEST"}}]}'))).toBe(
      'BAD_REQUEST',
    );
    expect(errorCodeOf(new Error('x'))).toBeUndefined();
  });
});
