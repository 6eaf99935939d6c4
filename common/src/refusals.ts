// Every domain's refusal messages in one list: the web's refusal texts (`refusals.<domain>.<name>`, every language)
// and the tests that check each table read it. A domain's table is added here once.
import { ACCOUNT_MESSAGES } from './accounts/messages.js';
import { ACTIVITY_MESSAGES } from './activity/messages.js';
import { API_KEY_MESSAGES } from './apikeys/messages.js';
import { AUTH_MESSAGES } from './auth/messages.js';
import { BENEFICIARY_IMPORT_MESSAGES } from './beneficiaries/import-messages.js';
import { BENEFICIARY_MESSAGES } from './beneficiaries/messages.js';
import { DISTRIBUTION_MESSAGES } from './distributions/messages.js';
import { type ErrorParams, fillParams } from './errors.js';
import { FILE_MESSAGES } from './files/messages.js';
import { GATEWAY_MESSAGES } from './gateway/messages.js';
import { HTTP_MESSAGES } from './http/messages.js';
import { JOB_MESSAGES } from './jobs/messages.js';
import { type MessageTexts, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './messages.js';
import { NOTIFICATION_MESSAGES } from './notifications/messages.js';
import { PAYMENT_MESSAGES } from './payments/messages.js';
import { PROGRAM_MESSAGES } from './programs/messages.js';
import { RECONCILIATION_MESSAGES } from './reconciliation/messages.js';
import { REPORT_MESSAGES } from './reports/messages.js';
import { ROLE_MESSAGES } from './roles/messages.js';
import { SCANNING_MESSAGES } from './scanning/messages.js';
import { SMART_FORM_MESSAGES } from './smart-forms/messages.js';
import { XLSFORM_MESSAGES } from './smart-forms/xlsform-messages.js';
import { USER_MESSAGES } from './users/messages.js';

export const MESSAGE_TABLES: readonly MessageTexts[] = [
  ACCOUNT_MESSAGES,
  ACTIVITY_MESSAGES,
  API_KEY_MESSAGES,
  AUTH_MESSAGES,
  BENEFICIARY_MESSAGES,
  BENEFICIARY_IMPORT_MESSAGES,
  FILE_MESSAGES,
  JOB_MESSAGES,
  REPORT_MESSAGES,
  ROLE_MESSAGES,
  SMART_FORM_MESSAGES,
  XLSFORM_MESSAGES,
  USER_MESSAGES,
  PROGRAM_MESSAGES,
  DISTRIBUTION_MESSAGES,
  GATEWAY_MESSAGES,
  HTTP_MESSAGES,
  NOTIFICATION_MESSAGES,
  PAYMENT_MESSAGES,
  RECONCILIATION_MESSAGES,
  SCANNING_MESSAGES,
];

type Texts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** `{ programs: { notFound: '…', … }, … }` in one language, English when none is given. */
export function refusalTexts(language?: TranslatedLanguage): Texts {
  return Object.fromEntries(
    MESSAGE_TABLES.map((table) => [table.domain, language ? table.translations[language] : table.texts]),
  );
}

/** A message by its key in a language, its values filled in; undefined for a key no table has. */
export function refusalIn(
  language: 'en' | TranslatedLanguage,
  key: string,
  params: ErrorParams | readonly { name: string; value: string }[] = {},
): string | undefined {
  const [domain, name] = key.split('.');
  const table = MESSAGE_TABLES.find((t) => t.domain === domain);
  const texts: Record<string, string> | undefined =
    table && (language === 'en' ? table.texts : table.translations[language]);
  const text = name ? texts?.[name] : undefined;
  if (text === undefined) return undefined;
  const values = Array.isArray(params) ? Object.fromEntries(params.map((p) => [p.name, p.value])) : params;
  return fillParams(text, values as ErrorParams);
}

export { TRANSLATED_LANGUAGES };
