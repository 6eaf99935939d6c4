// The one header builder: every request to our origin carries the same three headers (spec §7), and the organisation
// is the one auth/session.ts chooses — for a live session and for a crash report reading the stored state alike.
import { describe, expect, it } from 'vitest';
import { chosenAccountId } from '../auth/session.js';
import { fakeTokens, testSession } from '../test/helpers.js';
import { requestHeaders, serverMessage, sessionHeaders } from './headers.js';

describe('request headers', () => {
  it('carries the token, the organisation and the page, as JSON unless told otherwise', () => {
    expect(requestHeaders({ accessToken: 'tok', accountId: 'acc--one' })).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
      'x-accountid': 'acc--one',
      'x-sitepath': window.location.href,
    });
  });

  it('leaves out what it does not have, and the body type of a request without a body', () => {
    expect(requestHeaders({ accessToken: null, accountId: undefined }, { accept: '*/*', contentType: null })).toEqual({
      Accept: '*/*',
      'x-sitepath': window.location.href,
    });
  });

  it("reads a session's token and chosen organisation, the ID token's default until one is chosen", async () => {
    const tokens = fakeTokens(Date.now() + 3_600_000, { 'custom:defaultAccountId': 'acc--default' });
    const session = testSession({ tokens });
    expect(await sessionHeaders(session)).toMatchObject({
      Authorization: `Bearer ${tokens.accessToken}`,
      'x-accountid': 'acc--default',
    });
    session.selectAccount('acc--chosen');
    expect((await sessionHeaders(session))['x-accountid']).toBe('acc--chosen');
    expect(chosenAccountId({ tokens, currentAccountId: 'acc--chosen' })).toBe('acc--chosen');
    expect(chosenAccountId({})).toBeUndefined();
  });

  it("finds the server's message in a REST or a GraphQL error body, and nothing in anything else", () => {
    expect(serverMessage('{"message":"Not yours"}')).toBe('Not yours');
    expect(serverMessage('{"errors":[{"message":"Refused"}]}')).toBe('Refused');
    expect(serverMessage('<html>')).toBeUndefined();
    expect(serverMessage('{"message":""}')).toBeUndefined();
  });
});
