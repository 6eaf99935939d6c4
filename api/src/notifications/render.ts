// Rendering a family's message: which template (their language, else the organisation's default), and what each
// placeholder becomes. Pure functions over rows read set-based by send.ts and preview.ts.
import { type DistributionType, formatMoney } from '@aid/common/distributions';
import {
  familyLanguage,
  NOTIFICATION_MESSAGES,
  type NotificationChannel,
  type PlaceholderValues,
  renderTemplate,
} from '@aid/common/notifications';
import { voucherQrPath, voucherShortPath } from '@aid/common/vouchers';
import type { Queryable } from '../db/db.js';
import { NotificationError } from './errors.js';
import { TEMPLATE_COLUMNS, type TemplateRow } from './model.js';
import { defaultLanguageOf } from './templates.js';

/** Where links in messages point: the web app's origin, as invitations use it (APP_URL, else the local gateway). */
export function appUrl(): string {
  return (process.env.APP_URL || `http://localhost:${process.env.GATEWAY_PORT || 4100}`).replace(/\/$/, '');
}

export type TemplateSet = {
  byLanguage: Map<string, TemplateRow>;
  languages: Set<string>;
  defaultLanguage: string;
};

/**
 * The organisation's templates of `channel` that apply to a distribution of `type`, one per language (a template
 * for this type wins over one for any type). 422 NO_TEMPLATE without one in the default language, the fallback
 * of every family.
 */
export async function loadTemplateSet(
  tx: Queryable,
  accountId: string,
  channel: NotificationChannel,
  type: DistributionType,
): Promise<TemplateSet> {
  const rows = await tx.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM message_templates
      WHERE account_id = $1 AND channel = $2 AND (distribution_type IS NULL OR distribution_type = $3)
      ORDER BY distribution_type NULLS FIRST`,
    [accountId, channel, type],
  );
  // Typed rows come last and overwrite the untyped ones.
  const byLanguage = new Map(rows.map((r) => [r.language, r]));
  const defaultLanguage = await defaultLanguageOf(tx, accountId);
  if (!byLanguage.has(defaultLanguage)) {
    throw new NotificationError(
      'VALIDATION_FAILED',
      NOTIFICATION_MESSAGES.noDefaultTemplate({ channel, language: defaultLanguage, type }),
      'NO_TEMPLATE',
    );
  }
  return { byLanguage, languages: new Set(byLanguage.keys()), defaultLanguage };
}

/** One family of a distribution with what its message needs (see FAMILY_COLUMNS). */
export type FamilyRow = {
  beneficiary_id: string;
  entitlement_id: string | null;
  first_name: string;
  nationality: string | null;
  phone_number: string | null;
  email: string | null;
  amount: number | string | null;
  currency: string | null;
  voucher_code: string | null;
};

/** Entitled families (entitlements joined with the distribution's snapshot, the e-mail from the beneficiary). */
export function familyColumns(type: DistributionType): string {
  // voucher_code exists from migration 0016 on; only VOUCHER entitlements have one.
  const code = type === 'VOUCHER' ? 'e.voucher_code' : 'NULL::text';
  return `e.beneficiary_id, e.entitlement_id, m.first_name, m.nationality, m.phone_number, b.email, e.amount,
    e.currency, ${code} AS voucher_code`;
}

/** The FROM clause over `entitlements` (a table or a subquery of it) aliased `e`, with the snapshot and e-mail. */
export function familiesFrom(entitlements = 'entitlements'): string {
  return `${entitlements} e
  JOIN distribution_members m ON m.distribution_id = e.distribution_id AND m.beneficiary_id = e.beneficiary_id
  LEFT JOIN beneficiaries b ON b.beneficiary_id = e.beneficiary_id`;
}

export const FAMILY_FROM = familiesFrom();

export type RenderedMessage = {
  beneficiaryId: string;
  entitlementId: string | null;
  templateId: string;
  language: string;
  recipient: string | null;
  subject: string | null;
  body: string;
};

export function placeholderValues(family: FamilyRow, type: DistributionType, language: string): PlaceholderValues {
  const code = family.voucher_code;
  const currency = family.currency?.trim();
  return {
    'first-name': family.first_name,
    'qr-code-link': code ? `${appUrl()}${voucherQrPath(code)}` : '',
    'short-url-link': code ? `${appUrl()}${voucherShortPath(code)}` : '',
    // No per-entitlement collecting PIN exists yet (cash collection with a financial service provider is a later
    // issue); rendering a made-up one would send families a PIN nobody can check, so it stays empty until then.
    'fsp-collecting-pin': '',
    // IN_KIND entitlements carry items, not money.
    'currency-amount':
      type === 'IN_KIND' || !currency || family.amount === null
        ? ''
        : // The one money rule, in the family's number format: "12,50 EUR" in French, as the voucher shows it.
          formatMoney(Number(family.amount), currency, language),
  };
}

/** The family's message: the template of their language, else of the organisation's default language. */
export function renderFamily(
  family: FamilyRow,
  set: TemplateSet,
  channel: NotificationChannel,
  type: DistributionType,
  chosen?: TemplateRow,
): RenderedMessage {
  const language = chosen?.language ?? familyLanguage(family.nationality, set.languages, set.defaultLanguage);
  const template = chosen ?? set.byLanguage.get(language);
  if (!template) throw new Error(`template set without its default language ${language}`);
  const values = placeholderValues(family, type, language);
  return {
    beneficiaryId: family.beneficiary_id,
    entitlementId: family.entitlement_id,
    templateId: template.template_id,
    language,
    recipient: (channel === 'EMAIL' ? family.email : family.phone_number) ?? null,
    subject: template.subject === null ? null : renderTemplate(template.subject, values),
    body: renderTemplate(template.body, values),
  };
}
