// What an organisation's settings mean for others: the language and number format a member invited later starts
// with (the users domain calls memberDefaults when it creates an invitee's user row).
import {
  APPLICATION_LANGUAGES,
  type ApplicationLanguage,
  NUMBER_FORMATS,
  type NumberFormat,
} from '@aid/common/accounts';
import type { Queryable } from '../db/db.js';

export type MemberDefaults = { applicationLanguage: ApplicationLanguage; numberFormat: NumberFormat };

const FALLBACK: MemberDefaults = { applicationLanguage: 'en', numberFormat: 'en-US' };

/**
 * The organisation's default language and number format for new members (spec §9 defaults en and en-US when the
 * organisation is not found or holds a value no longer offered). `tx` must be scoped to `accountId`.
 */
export async function memberDefaults(tx: Queryable, accountId: string): Promise<MemberDefaults> {
  const [row] = await tx.query<{ default_language: string; default_number_format: string }>(
    'SELECT default_language, default_number_format FROM accounts WHERE account_id = $1',
    [accountId],
  );
  if (!row) return FALLBACK;
  const language = APPLICATION_LANGUAGES.find((l) => l === row.default_language);
  const format = NUMBER_FORMATS.find((f) => f === row.default_number_format);
  return {
    applicationLanguage: language ?? FALLBACK.applicationLanguage,
    numberFormat: format ?? FALLBACK.numberFormat,
  };
}
