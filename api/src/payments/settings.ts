// The organisation's payment providers with the columns last chosen for each, and the record of exports. Settings
// are organisation-wide (not per distribution): any CASH_DISTRIBUTION VIEW reads them, UPDATE changes them.
import {
  asPaymentColumns,
  PAYMENT_EXPORT_DEFAULT_COLUMNS,
  type PaymentExportColumn,
  type PaymentExportJson,
  type PaymentExportSettingsInput,
  type PaymentProviderJson,
  type PaymentProviderListJson,
  paymentColumnErrors,
} from '@aid/common/payments';
import { type Actor, type AuthContext, actorOf, requireAccess } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { toIso, toIsoOrNull } from '../db/rows.js';
import { ApiError } from '../http/errors.js';

type SettingsRow = { provider: string; columns: string[]; updated_at: unknown; updated_by: string | null };

const toProviderJson = (row: SettingsRow): PaymentProviderJson => ({
  provider: row.provider,
  columns: asPaymentColumns(row.columns),
  updatedAt: toIso(row.updated_at),
  updatedBy: row.updated_by,
});

/** 422 naming each unknown or repeated column. */
export function checkColumns(columns: readonly string[], field = 'columns'): PaymentExportColumn[] {
  const errors = paymentColumnErrors(columns, field);
  if (errors.length > 0) throw ApiError.invalid(errors);
  return asPaymentColumns(columns);
}

export async function listProviders(auth: AuthContext): Promise<PaymentProviderListJson> {
  requireAccess(auth, 'CASH_DISTRIBUTION', 'VIEW');
  const rows = await auth.run((tx) =>
    tx.query<SettingsRow>(
      `SELECT provider, columns, updated_at, updated_by FROM payment_export_settings
        WHERE account_id = $1 ORDER BY lower(provider), provider`,
      [auth.accountId],
    ),
  );
  return { items: rows.map(toProviderJson) };
}

/** The columns remembered for this provider (any spelling of its name), or the defaults. */
export async function rememberedColumns(
  tx: Queryable,
  accountId: string,
  provider: string,
): Promise<PaymentExportColumn[]> {
  const [row] = await tx.query<SettingsRow>(
    'SELECT columns FROM payment_export_settings WHERE account_id = $1 AND lower(provider) = lower($2)',
    [accountId, provider],
  );
  return row ? asPaymentColumns(row.columns) : [...PAYMENT_EXPORT_DEFAULT_COLUMNS];
}

export async function rememberColumns(
  tx: Queryable,
  actor: Actor,
  provider: string,
  columns: readonly PaymentExportColumn[],
): Promise<PaymentProviderJson> {
  const [row] = await tx.query<SettingsRow>(
    `INSERT INTO payment_export_settings (account_id, provider, columns, updated_by) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (account_id, lower(provider)) DO UPDATE
       SET provider = EXCLUDED.provider, columns = EXCLUDED.columns, updated_at = now(), updated_by = EXCLUDED.updated_by
     RETURNING provider, columns, updated_at, updated_by`,
    [actor.accountId, provider, JSON.stringify(columns), actor.userId],
  );
  if (!row) throw new Error('The provider settings were not saved');
  return toProviderJson(row);
}

export async function putProviderSettings(
  auth: AuthContext,
  input: { provider: string; columns: string[] },
): Promise<PaymentProviderJson> {
  requireAccess(auth, 'CASH_DISTRIBUTION', 'UPDATE');
  const settings: PaymentExportSettingsInput = { provider: input.provider, columns: checkColumns(input.columns) };
  return auth.run((tx) => rememberColumns(tx, actorOf(auth), settings.provider, settings.columns));
}

type ExportRow = {
  payment_export_id: string;
  distribution_id: string;
  provider: string;
  columns: string[];
  file_format: 'CSV' | 'XLSX';
  number_of_families: number | string;
  exported_at: unknown;
  exported_by: string | null;
  completed_at: unknown;
};

export const EXPORT_COLUMNS =
  'payment_export_id, distribution_id, provider, columns, file_format, number_of_families, exported_at, ' +
  'exported_by, completed_at';

export function toExportJson(row: ExportRow): PaymentExportJson {
  return {
    paymentExportId: row.payment_export_id,
    distributionId: row.distribution_id,
    provider: row.provider,
    columns: asPaymentColumns(row.columns),
    fileFormat: row.file_format,
    numberOfFamilies: Number(row.number_of_families),
    exportedAt: toIso(row.exported_at),
    exportedBy: row.exported_by,
    completedAt: toIsoOrNull(row.completed_at),
  };
}

export type { ExportRow };
