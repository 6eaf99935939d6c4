// Temporary passwords for invitations. They meet Cognito's strictest default policy (upper and lower case, a digit and
// a symbol, at least 8 characters), whatever the pool asks for, so the same code works against any pool.
import { randomInt } from 'node:crypto';

// Letters and digits that cannot be misread when typed from an e-mail (no I, l, O, 0, 1).
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
// Symbols Cognito counts as special characters that survive copy and paste.
const SYMBOLS = '!#%+-=?@^_';
const ALL = UPPER + LOWER + DIGITS + SYMBOLS;

export const TEMPORARY_PASSWORD_LENGTH = 16;

const pick = (set: string) => set[randomInt(set.length)] as string;

export function temporaryPassword(length = TEMPORARY_PASSWORD_LENGTH): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALL));
  // Fisher–Yates, so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
