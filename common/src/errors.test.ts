import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, fieldErrorText, fillParams, isErrorCode } from './errors.js';

describe('the error table', () => {
  it('gives every row its own GraphQL code and message key', () => {
    for (const code of ERROR_CODES) {
      expect(ERRORS[code].graphql.code).toBe(code);
      expect(ERRORS[code].messageKey).toBe(`errors.${code}`);
    }
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('fails the whole GraphQL request with the REST status only for the rows that say so', () => {
    expect(ERRORS.UNAUTHENTICATED.graphql).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
    expect(ERRORS.RATE_LIMITED.graphql).toEqual({ code: 'RATE_LIMITED', status: 429 });
    expect(ERRORS.FORBIDDEN.graphql).toEqual({ code: 'FORBIDDEN' });
  });

  it('fills {{params}} into a text, a missing one as empty', () => {
    expect(fillParams('at most {{max}} of {{what}}', { max: 3 })).toBe('at most 3 of ');
    expect(fieldErrorText('TOO_LONG', { max: 10 })).toBe('must be at most 10 characters');
  });
});
