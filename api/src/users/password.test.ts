// Temporary passwords meet Cognito's strictest default policy every time, and do not repeat.
import { describe, expect, it } from 'vitest';
import { TEMPORARY_PASSWORD_LENGTH, temporaryPassword } from './password.js';

describe('temporaryPassword', () => {
  it('always has upper and lower case, a digit and a symbol, at the full length', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const password = temporaryPassword();
      expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).toMatch(/[!#%+\-=?@^_]/);
      // Nothing that reads ambiguously when typed from an e-mail.
      expect(password).not.toMatch(/[IlO01]/);
      seen.add(password);
    }
    expect(seen.size).toBe(2000);
  });
});
