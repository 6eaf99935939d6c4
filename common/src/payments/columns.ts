// Cash payment instructions for a financial service provider (issue 9): the columns a file can have, the provider
// and column choice the organisation remembers per provider, and why an export is refused.
import { z } from 'zod';
import { type FieldError, fieldError } from '../errors.js';
import { hasControlCharacters } from '../validation.js';

/** Every column a payment instructions file can have; the organisation picks some, in its order, per provider. */
export const PAYMENT_EXPORT_COLUMNS = [
  'entitlementId',
  'beneficiaryId',
  'firstName',
  'lastName',
  'phoneNumber',
  'nationality',
  'numberOfFamilyMembers',
  'amount',
  'amountMinor',
  'currency',
  'distributionId',
  'distributionName',
  'reference',
] as const;
export type PaymentExportColumn = (typeof PAYMENT_EXPORT_COLUMNS)[number];

/** For a provider nobody has chosen columns for yet: who to pay, how much, and the key the answer comes back with. */
export const PAYMENT_EXPORT_DEFAULT_COLUMNS: readonly PaymentExportColumn[] = [
  'entitlementId',
  'firstName',
  'lastName',
  'phoneNumber',
  'amount',
  'currency',
  'reference',
];

export const PAYMENT_EXPORT_FORMATS = ['CSV', 'XLSX'] as const;
export type PaymentExportFormat = (typeof PAYMENT_EXPORT_FORMATS)[number];

export const PAYMENT_PROVIDER_MAX = 100;

/** Why an export was refused, sent as `reason` beside the error code (as distributions do). */
export const PAYMENT_EXPORT_REFUSALS = ['NOT_CASH', 'NOT_APPROVED', 'NOTHING_TO_EXPORT'] as const;
export type PaymentExportRefusal = (typeof PAYMENT_EXPORT_REFUSALS)[number];

const isColumn = (value: string): value is PaymentExportColumn =>
  (PAYMENT_EXPORT_COLUMNS as readonly string[]).includes(value);

/**
 * Why a column choice is refused, naming each unknown or repeated column (a zod enum would only say "must be one
 * of …" without saying which of twelve names was mistyped).
 */
export function paymentColumnErrors(columns: readonly string[], field = 'columns'): FieldError[] {
  if (columns.length === 0) return [fieldError(field, 'EMPTY', undefined, 'must name at least one column')];
  const values = PAYMENT_EXPORT_COLUMNS.join(', ');
  const seen = new Set<string>();
  return columns.flatMap((column, i): FieldError[] => {
    if (!isColumn(column)) {
      return [fieldError(`${field}.${i}`, 'NOT_ONE_OF', { values }, `"${column}" is not a column; use ${values}`)];
    }
    if (seen.has(column)) {
      return [fieldError(`${field}.${i}`, 'INVALID_VALUE', undefined, `"${column}" is chosen twice`)];
    }
    seen.add(column);
    return [];
  });
}

/** Trimmed, 1 to 100 characters, printable: the name a user typed ("M-Pesa", "Bank of Kigali"). */
export const paymentProviderSchema = z
  .string()
  .trim()
  .min(1)
  .max(PAYMENT_PROVIDER_MAX)
  .refine((v) => !hasControlCharacters(v, false), { params: { code: 'INVALID_CHARACTERS' } })
  .meta({ description: 'The financial service provider, as the organisation names it.' });

/** PUT /payment-export-settings. Column names are checked by paymentColumnErrors, which names the wrong one. */
export const paymentExportSettingsSchema = z.strictObject({
  provider: paymentProviderSchema,
  columns: z
    .array(z.string().max(100))
    .max(PAYMENT_EXPORT_COLUMNS.length)
    .meta({ description: `In file order, each one of ${PAYMENT_EXPORT_COLUMNS.join(', ')}, no repeats.` }),
});
export type PaymentExportSettingsInput = { provider: string; columns: PaymentExportColumn[] };

/** The columns, known to be valid once paymentColumnErrors found nothing. */
export function asPaymentColumns(columns: readonly string[]): PaymentExportColumn[] {
  return columns.filter(isColumn);
}
