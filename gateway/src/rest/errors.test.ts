import { describe, expect, it } from 'vitest';
import { graphQLCodeForStatus, INTERNAL_MESSAGE, RestError } from './errors.js';

describe('REST status → GraphQL error code', () => {
  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [400, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [409, 'CONFLICT'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [502, 'INTERNAL_SERVER_ERROR'],
    [418, 'INTERNAL_SERVER_ERROR'],
  ])('%i → %s', (status, code) => {
    expect(graphQLCodeForStatus(status)).toBe(code);
    expect(new RestError(status, { message: 'x' }).extensions.code).toBe(code);
  });

  it("surfaces the server's message and keeps code and field errors", () => {
    const error = new RestError(422, {
      message: 'Program name is required.',
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'programName', message: 'Required.' }, { nonsense: true }],
    });
    expect(error.message).toBe('Program name is required.');
    expect(error.restCode).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual([{ field: 'programName', message: 'Required.' }]);
  });

  it('answers HTTP 401 for UNAUTHENTICATED so the web refreshes its token', () => {
    expect(new RestError(401, undefined).extensions).toEqual({ code: 'UNAUTHENTICATED', http: { status: 401 } });
  });

  it('never leaks what a server error said', () => {
    const error = new RestError(500, { message: 'relation "programs" does not exist', code: 'XX000' });
    expect(error.message).toBe(INTERNAL_MESSAGE);
    expect(error.restCode).toBeUndefined();
  });

  it('has a default message when the body has none', () => {
    expect(new RestError(404, undefined).message).toBe('Not found.');
  });
});
