import { ERROR_CODES, ERRORS } from '@aid/common/errors';
import { describe, expect, it } from 'vitest';
import { codeForStatus, INTERNAL_MESSAGE, RestError } from './errors.js';

describe('REST errors → GraphQL errors', () => {
  it('answers every code of the common table as itself, and reads the same code back from its status', () => {
    for (const code of ERROR_CODES) {
      expect(new RestError(ERRORS[code].status, { code, message: 'm' }).extensions.code, code).toBe(code);
      // Codes may share a status (FORBIDDEN and MFA_REQUIRED, 403): a bare status reads back as the first of them.
      const first = ERROR_CODES.find((c) => ERRORS[c].status === ERRORS[code].status);
      expect(codeForStatus(ERRORS[code].status), code).toBe(first);
    }
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [400, 'BAD_REQUEST'],
    [422, 'VALIDATION_FAILED'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [431, 'BAD_REQUEST'],
    [409, 'CONFLICT'],
    [500, 'INTERNAL'],
    [502, 'INTERNAL'],
    [418, 'INTERNAL'],
  ])('%i without a body → %s', (status, code) => {
    expect(new RestError(status, undefined).extensions.code).toBe(code);
  });

  it("surfaces the server's message and keeps code and field errors, with their codes and params", () => {
    const error = new RestError(422, {
      message: 'programName must be at most 200 characters',
      code: 'VALIDATION_FAILED',
      fieldErrors: [
        { field: 'programName', code: 'TOO_LONG', params: { max: 200 }, message: 'must be at most 200 characters' },
        { field: 'x', code: 'SOMETHING_NEW', message: 'odd' },
        { nonsense: true },
      ],
    });
    expect(error.message).toBe('programName must be at most 200 characters');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual([
      { field: 'programName', code: 'TOO_LONG', params: { max: 200 }, message: 'must be at most 200 characters' },
      { field: 'x', code: 'INVALID_VALUE', message: 'odd' },
    ]);
  });

  it('answers HTTP 401 for UNAUTHENTICATED so the web refreshes its token', () => {
    expect(new RestError(401, undefined).extensions).toEqual({ code: 'UNAUTHENTICATED', http: { status: 401 } });
  });

  it('never leaks what a server error said', () => {
    const error = new RestError(500, { message: 'relation "programs" does not exist', code: 'INTERNAL' });
    expect(error.message).toBe(INTERNAL_MESSAGE);
    expect(error.fieldErrors).toEqual([]);
  });

  it('explains a bare 413 or 431 instead of calling it an internal error', () => {
    expect(new RestError(413, undefined).message).toBe('The input is larger than allowed.');
    expect(new RestError(431, undefined).message).toMatch(/far too long/);
  });
});
