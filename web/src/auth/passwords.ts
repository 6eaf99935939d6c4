// Client-side checks that mirror the user pool's rules (spec §5, §9), so most mistakes are caught before a
// round trip; the identity service still has the last word.

/** Spec §9: password minimum length. */
export const MIN_PASSWORD_LENGTH = 8;

/** Confirmation and one-time codes are six digits. */
export const CODE_LENGTH = 6;

export type PasswordProblem = 'required' | 'tooShort';

export function passwordProblem(password: string): PasswordProblem | undefined {
  if (!password) return 'required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return undefined;
}

export function isCode(value: string): boolean {
  return new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(value);
}

/** A light check only: the identity service decides what an e-mail address is. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
