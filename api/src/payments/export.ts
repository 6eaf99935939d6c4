// Reading a payment instructions export: a new export moves its families NOT_INITIATED/SCHEDULED → INITIATED a page
// per transaction, as each page is read for the file, and records them as the export's own (UNIQUE: never in two
// exports). If the download breaks off, the pages already read stay INITIATED and recorded, and the file is fetched
// again with `again=<exportId>`, which lists exactly the recorded families and changes nothing. Moving statuses only
// after the whole file was written would instead let a second export list families the first one already sent.
import { assertTransition, type PaymentStatus, providerAmount, providerAmountText } from '@aid/common/distributions';
import { fieldError } from '@aid/common/errors';
import { idProblem, newId } from '@aid/common/ids';
import {
  PAYMENT_MESSAGES,
  type PaymentExportColumn,
  type PaymentExportFormat,
  paymentProviderSchema,
} from '@aid/common/payments';
import { validate } from '@aid/common/validation';
import type { Request } from 'express';
import { type AuthContext, actorOf } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { transition } from '../distributions/errors.js';
import type { DistributionRow } from '../distributions/model.js';
import { loadForChange, logDistribution } from '../distributions/service.js';
import { ApiError } from '../http/errors.js';
import { singleQuery } from '../http/request.js';
import { PaymentError } from './errors.js';
import { checkColumns, EXPORT_COLUMNS, type ExportRow, rememberColumns, rememberedColumns } from './settings.js';

/** Families per transaction: one UPDATE and one INSERT each, a few hundred kilobytes of file. */
export const PAYMENT_PAGE_ROWS = 2000;

/** Who a new export lists: not yet sent to a provider. Both may move to INITIATED by the transition table. */
const WAITING: readonly PaymentStatus[] = ['NOT_INITIATED', 'SCHEDULED'];

type InstructionRow = {
  entitlement_id: string;
  beneficiary_id: string;
  first_name: string;
  last_name: string | null;
  phone_number: string | null;
  nationality: string | null;
  number_of_family_members: number | string;
  amount: number | string;
  currency: string;
  created_text: string;
};

type Cursor = { at: string; id: string };

export type InstructionValue = string | number | null;

export type PaymentExportStream = {
  distribution: DistributionRow;
  exportRow: ExportRow;
  columns: PaymentExportColumn[];
  /** Pages of records in the columns' order; the first was read before this was returned. */
  pages: AsyncGenerator<InstructionValue[][]>;
  /** Marks the export complete (not for `again`): called once the whole file was written. */
  complete: () => Promise<void>;
};

function cellOf(column: PaymentExportColumn, row: InstructionRow, d: DistributionRow, exportId: string) {
  const currency = row.currency.trim();
  switch (column) {
    case 'entitlementId':
      return row.entitlement_id;
    case 'beneficiaryId':
      return row.beneficiary_id;
    case 'firstName':
      return row.first_name;
    case 'lastName':
      return row.last_name;
    case 'phoneNumber':
      return row.phone_number;
    case 'nationality':
      return row.nationality?.trim() ?? null;
    case 'numberOfFamilyMembers':
      return Number(row.number_of_family_members);
    // The file carries what the provider pays, computed from the stored hundredths by the one money rule:
    // `amount` major units with the currency's ISO decimals (5000 XOF, 12.34 EUR, 12.340 JOD), `amountMinor` ISO
    // minor units (5000 XOF, 1234 cents, 12340 fils).
    case 'amount':
      return providerAmountText(Number(row.amount), currency);
    case 'amountMinor':
      return providerAmount(Number(row.amount), currency);
    case 'currency':
      return currency;
    case 'distributionId':
      return d.distribution_id;
    case 'distributionName':
      return d.distribution_name;
    case 'reference':
      return exportId;
  }
}

/** 409 unless the distribution is CASH and APPROVED ("nothing is paid before APPROVED"). */
function refuseUnlessExportable(row: DistributionRow): void {
  if (row.distribution_type !== 'CASH') {
    throw new PaymentError('CONFLICT', PAYMENT_MESSAGES.notCash({ type: row.distribution_type }), 'NOT_CASH');
  }
  if (row.distribution_status !== 'APPROVED') {
    throw new PaymentError(
      'CONFLICT',
      PAYMENT_MESSAGES.notApproved({ status: row.distribution_status }),
      'NOT_APPROVED',
    );
  }
}

const SELECTED_FIELDS = `x.entitlement_id, x.beneficiary_id, x.first_name, m.last_name, m.phone_number, m.nationality,
  x.number_of_family_members, x.amount, x.currency, x.created_at::text AS created_text`;

const AFTER = (at: number, id: number) =>
  `($${at}::timestamptz IS NULL OR created_at > $${at}::timestamptz
    OR (created_at = $${at}::timestamptz AND entitlement_id COLLATE "C" > $${id}))`;

/** One set-based step: the next page of waiting families, moved to INITIATED and recorded as this export's. */
async function movePage(tx: Queryable, exportId: string, accountId: string, distributionId: string, after?: Cursor) {
  const rows = await tx.query<InstructionRow>(
    `WITH picked AS (
       SELECT entitlement_id FROM entitlements
        WHERE distribution_id = $1 AND payment_status = ANY($2::text[]) AND ${AFTER(6, 7)}
        ORDER BY created_at, entitlement_id COLLATE "C" LIMIT $3 FOR UPDATE),
     x AS (
       UPDATE entitlements e SET payment_status = 'INITIATED', updated_at = now() FROM picked
        WHERE e.entitlement_id = picked.entitlement_id
       RETURNING e.*),
     linked AS (
       INSERT INTO payment_export_entitlements (payment_export_id, entitlement_id, account_id)
       SELECT $4, entitlement_id, $5 FROM x)
     SELECT ${SELECTED_FIELDS} FROM x
       LEFT JOIN distribution_members m ON m.distribution_id = $1 AND m.beneficiary_id = x.beneficiary_id
      ORDER BY x.created_at, x.entitlement_id COLLATE "C"`,
    [distributionId, WAITING, PAYMENT_PAGE_ROWS, exportId, accountId, after?.at ?? null, after?.id ?? null],
  );
  if (rows.length > 0) {
    await tx.query(
      'UPDATE payment_exports SET number_of_families = number_of_families + $2 WHERE payment_export_id = $1',
      [exportId, rows.length],
    );
  }
  return rows;
}

/** A page of an earlier export's families, as they are now (names may have been corrected), changing nothing. */
function againPage(tx: Queryable, exportId: string, distributionId: string, after?: Cursor) {
  return tx.query<InstructionRow>(
    `SELECT ${SELECTED_FIELDS} FROM (
       SELECT * FROM entitlements
        WHERE distribution_id = $1 AND ${AFTER(3, 4)}
          AND entitlement_id IN (SELECT entitlement_id FROM payment_export_entitlements WHERE payment_export_id = $2)
        ORDER BY created_at, entitlement_id COLLATE "C" LIMIT $5) x
       LEFT JOIN distribution_members m ON m.distribution_id = $1 AND m.beneficiary_id = x.beneficiary_id
      ORDER BY x.created_at, x.entitlement_id COLLATE "C"`,
    [distributionId, exportId, after?.at ?? null, after?.id ?? null, PAYMENT_PAGE_ROWS],
  );
}

type Query = { provider?: string; columns?: PaymentExportColumn[]; again?: string };

/** `provider`, `columns=a,b` and `again`, each refused with its field named. */
function exportQuery(req: Request): Query {
  const again = singleQuery(req, 'again');
  if (again !== undefined) {
    const problem = idProblem(again);
    if (problem) throw ApiError.invalid([fieldError('again', 'INVALID_ID', undefined, problem)]);
    return { again };
  }
  const rawProvider = singleQuery(req, 'provider');
  if (rawProvider === undefined) throw ApiError.invalid([fieldError('provider', 'REQUIRED')]);
  const provider = validate(paymentProviderSchema, rawProvider);
  if (!provider.ok) throw ApiError.invalid(provider.fieldErrors.map((e) => ({ ...e, field: 'provider' })));
  const rawColumns = singleQuery(req, 'columns');
  const columns =
    rawColumns === undefined
      ? undefined
      : checkColumns(
          rawColumns.split(',').map((c) => c.trim()),
          'columns',
        );
  return { provider: provider.value, columns };
}

/**
 * Checks, records and reads the first page in one transaction, so every refusal is a JSON error before the file
 * begins; later pages each take their own transaction.
 */
export async function startPaymentExport(
  auth: AuthContext,
  req: Request,
  distributionId: string,
  format: PaymentExportFormat,
): Promise<PaymentExportStream> {
  const actor = actorOf(auth);
  for (const from of WAITING) transition(() => assertTransition('payment', from, 'INITIATED'));
  let query: Query = {};
  const first = await auth.run(async (tx) => {
    // The distribution first: another organisation's id is a 404 whatever the query says.
    const distribution = await loadForChange(tx, auth, distributionId, 'UPDATE');
    query = exportQuery(req);
    if (query.again) {
      if (distribution.distribution_type !== 'CASH') refuseUnlessExportable(distribution);
      const [exportRow] = await tx.query<ExportRow>(
        `SELECT ${EXPORT_COLUMNS} FROM payment_exports WHERE payment_export_id = $1 AND distribution_id = $2`,
        [query.again, distributionId],
      );
      if (!exportRow) throw PaymentError.exportNotFound();
      return { distribution, exportRow, rows: await againPage(tx, query.again, distributionId) };
    }
    refuseUnlessExportable(distribution);
    const provider = query.provider ?? '';
    const columns = query.columns ?? (await rememberedColumns(tx, actor.accountId, provider));
    if (query.columns) await rememberColumns(tx, actor, provider, query.columns);
    const [waiting] = await tx.query(
      'SELECT 1 FROM entitlements WHERE distribution_id = $1 AND payment_status = ANY($2::text[]) LIMIT 1',
      [distributionId, WAITING],
    );
    if (!waiting) {
      throw new PaymentError('CONFLICT', PAYMENT_MESSAGES.nothingToExport(), 'NOTHING_TO_EXPORT');
    }
    const exportId = newId('paymentExport');
    const [exportRow] = await tx.query<ExportRow>(
      `INSERT INTO payment_exports (payment_export_id, account_id, distribution_id, provider, columns, file_format,
         exported_by) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING ${EXPORT_COLUMNS}`,
      [exportId, actor.accountId, distributionId, provider, JSON.stringify(columns), format, actor.userId],
    );
    if (!exportRow) throw new Error('The payment export was not recorded');
    await logDistribution(tx, actor, 'UPDATE', distributionId, {
      paymentExport: { from: null, to: exportId },
      provider: { from: null, to: provider },
    });
    return { distribution, exportRow, rows: await movePage(tx, exportId, actor.accountId, distributionId) };
  });
  const { distribution, exportRow } = first;
  const exportId = exportRow.payment_export_id;
  const columns = checkColumns(exportRow.columns);
  const records = (rows: InstructionRow[]) =>
    rows.map((row) => columns.map((column) => cellOf(column, row, distribution, exportId)));
  const nextPage = (after: Cursor) =>
    auth.run(async (tx) => {
      // Locked and checked again: access may have been withdrawn, or the distribution changed, since the last page.
      const current = await loadForChange(tx, auth, distributionId, 'UPDATE');
      if (query.again) return againPage(tx, exportId, distributionId, after);
      refuseUnlessExportable(current);
      return movePage(tx, exportId, actor.accountId, distributionId, after);
    });
  const pages = (async function* () {
    let rows = first.rows;
    for (;;) {
      yield records(rows);
      const last = rows.at(-1);
      if (rows.length < PAYMENT_PAGE_ROWS || !last) return;
      rows = await nextPage({ at: last.created_text, id: last.entitlement_id });
    }
  })();
  const complete = async () => {
    if (query.again) return;
    await auth.run((tx) =>
      tx.query('UPDATE payment_exports SET completed_at = now() WHERE payment_export_id = $1', [exportId]),
    );
  };
  return { distribution, exportRow, columns, pages, complete };
}
