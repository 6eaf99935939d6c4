// The payments routes: providers and their remembered columns, a distribution's exports, and the payment
// instructions file itself (CSV or XLSX), written as it is read (see export.ts for what moves when). Each
// declaration is also the route's OpenAPI operation.
import {
  PAYMENT_EXPORT_COLUMNS,
  PAYMENT_EXPORT_DEFAULT_COLUMNS,
  PAYMENT_EXPORT_REFUSALS,
  type PaymentExportFormat,
  type PaymentExportListJson,
  paymentExportListJsonSchema,
  paymentExportSettingsSchema,
  paymentProviderJsonSchema,
  paymentProviderListJsonSchema,
} from '@aid/common/payments';
import ExcelJS from 'exceljs';
import type { RequestHandler, Response, Router } from 'express';
import { exportFileName } from '../beneficiaries/export.js';
import { loadDistribution } from '../distributions/service.js';
import { csvField, formulaSafe, untilDrained } from '../http/csv.js';
import { startDownload } from '../http/download.js';
import { requestLog } from '../http/logger.js';
import { json, reasonErrorSchema, ref, XLSX_MEDIA_TYPE } from '../http/openapi.js';
import { defineRoute, idParamSpec, routerOf } from '../http/route.js';
import { type InstructionValue, type PaymentExportStream, startPaymentExport } from './export.js';
import { EXPORT_COLUMNS, type ExportRow, listProviders, putProviderSettings, toExportJson } from './settings.js';

/**
 * A phone number in international form (+250788…) is left as it is: a provider must receive it unchanged, and a
 * spreadsheet reads "+digits" as a number, not as a formula that runs anything. Every other text is formula-safe.
 */
const PLAIN_PHONE = /^\+[0-9 ]{4,20}$/;
const safe = (value: InstructionValue): InstructionValue =>
  typeof value === 'string' && !PLAIN_PHONE.test(value) ? formulaSafe(value) : value;

/** csvField (quoting, formula-safe) except for a plain international phone number, which needs neither. */
const csvCell = (value: InstructionValue) =>
  typeof value === 'string' && PLAIN_PHONE.test(value) ? value : csvField(value);
const csvLine = (values: readonly InstructionValue[]) => `${values.map(csvCell).join(',')}\r\n`;

function sendHeaders(res: Response, stream: PaymentExportStream, format: PaymentExportFormat): void {
  const extension = format === 'CSV' ? 'csv' : 'xlsx';
  const name = exportFileName(`${stream.distribution.distribution_name}-${stream.exportRow.provider}`, extension);
  startDownload(res, format === 'CSV' ? 'text/csv; charset=utf-8' : XLSX_MEDIA_TYPE, name);
  res.setHeader('X-Payment-Export-Id', stream.exportRow.payment_export_id);
}

async function writeCsv(res: Response, stream: PaymentExportStream): Promise<boolean> {
  // A byte-order mark, so spreadsheet programs read the UTF-8 names as UTF-8.
  res.write(`\uFEFF${csvLine(stream.columns)}`);
  for await (const page of stream.pages) {
    const chunk = page.map(csvLine).join('');
    if (chunk && !res.write(chunk)) await untilDrained(res);
    if (res.destroyed) return false;
  }
  return true;
}

async function writeXlsx(res: Response, stream: PaymentExportStream): Promise<boolean> {
  // Inline strings and no styles: nothing grows with the row count but the file itself (as beneficiaries/export.ts).
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Payment instructions');
  sheet.addRow([...stream.columns]).commit();
  for await (const page of stream.pages) {
    for (const values of page) sheet.addRow(values.map(safe)).commit();
    if (res.writableNeedDrain) await untilDrained(res);
    if (res.destroyed) return false;
  }
  sheet.commit();
  await workbook.commit();
  return true;
}

const tags = ['payments'];

/** The two downloads: the same parameters, refusals and description, the file format apart. */
function exportRoute(format: PaymentExportFormat) {
  return defineRoute({
    method: 'get',
    path: `/distributions/:id/payment-instructions.${format === 'CSV' ? 'csv' : 'xlsx'}`,
    operationId: `exportPaymentInstructions${format === 'CSV' ? 'Csv' : 'Xlsx'}`,
    summary: `A CASH distribution's payment instructions for a financial service provider, as ${format}`,
    description:
      'Needs CASH_DISTRIBUTION UPDATE for the distribution (or its program); the distribution must be CASH and ' +
      'APPROVED. Lists every family whose payment is NOT_INITIATED or SCHEDULED and moves it to INITIATED, page by ' +
      'page as the file is written; the export is recorded (its id in the `X-Payment-Export-Id` header and in the ' +
      '`reference` column) with the families it listed, and no family is ever in two exports. If the download ' +
      'breaks off, the families already written stay INITIATED: `again=<paymentExportId>` downloads that export ' +
      'again (the same families, its columns) and changes nothing. `columns` (comma-separated, in file order, one ' +
      `of ${PAYMENT_EXPORT_COLUMNS.join(', ')}) is remembered for the provider; without it the provider's ` +
      `remembered columns are used, or ${PAYMENT_EXPORT_DEFAULT_COLUMNS.join(', ')}. amount is what the provider pays, ` +
      'as text with the currency’s ISO 4217 decimals (5000 XOF, 12.50 EUR, 12.340 JOD), amountMinor the same in ISO ' +
      'minor units (5000, 1250, 12340), both from the stored hundredths. Texts starting with = + - @ (or a tab ' +
      'or CR) get a leading apostrophe, except a plain international phone number (+ and digits). Logged as UPDATE ' +
      'DISTRIBUTION.' +
      (format === 'CSV'
        ? ' UTF-8 with a byte-order mark.'
        : ' Text cells; numberOfFamilyMembers, amountMinor numbers.'),
    tags,
    params: { id: idParamSpec },
    // Read by startPaymentExport (export.ts) with its own refusals, after the distribution is found.
    parameters: [
      {
        name: 'provider',
        in: 'query',
        required: false,
        description: 'Required unless `again`: the provider, 1 to 100 characters, any case.',
        schema: { type: 'string' },
      },
      { name: 'columns', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'again', in: 'query', required: false, description: 'A paymentExportId.', schema: { type: 'string' } },
    ],
    response:
      format === 'CSV'
        ? { description: 'The CSV file, as an attachment.', contentType: 'text/csv', schema: { type: 'string' } }
        : { description: 'The XLSX file, as an attachment.', contentType: XLSX_MEDIA_TYPE },
    schemas: { PaymentError: reasonErrorSchema(PAYMENT_EXPORT_REFUSALS, 'payments') },
    errors: {
      '404': 'No such distribution, or `again` names no export of it (code NOT_FOUND).',
      '409': {
        description:
          'Not a CASH distribution, not APPROVED, or no family left to export (code CONFLICT; `reason` one of ' +
          `${PAYMENT_EXPORT_REFUSALS.join(', ')}).`,
        content: json(ref('PaymentError')),
      },
      '422': { description: 'Invalid input (VALIDATION_FAILED).', content: json(ref('ValidationError')) },
    },
    handler: async ({ auth, params, req, res }) => {
      const stream = await startPaymentExport(auth, req, params.id, format);
      sendHeaders(res, stream, format);
      try {
        const whole = format === 'CSV' ? await writeCsv(res, stream) : await writeXlsx(res, stream);
        if (!whole) return;
        await stream.complete();
        if (format === 'CSV') res.end();
      } catch (failure) {
        // Mid-stream the status is sent: the download is broken off rather than ending as if complete.
        requestLog(res).error({ err: failure }, 'Payment instructions export failed mid-stream');
        res.destroy(failure instanceof Error ? failure : new Error(String(failure)));
      }
    },
  });
}

export function paymentsRouter({ member }: { member: RequestHandler }): Router {
  return routerOf({ member }, [
    defineRoute({
      method: 'get',
      path: '/payment-providers',
      operationId: 'listPaymentProviders',
      summary: "The organisation's payment providers with their remembered columns",
      description: 'Needs CASH_DISTRIBUTION VIEW. Ordered by name, case-insensitively.',
      tags,
      response: { description: 'Every provider.', schema: paymentProviderListJsonSchema },
      handler: ({ auth }) => listProviders(auth),
    }),
    defineRoute({
      method: 'put',
      path: '/payment-export-settings',
      operationId: 'putPaymentExportSettings',
      summary: "Remember a provider's columns",
      description:
        'Needs CASH_DISTRIBUTION UPDATE. The provider is matched case-insensitively and stored as last spelled. ' +
        'Each unknown or repeated column is refused by name; at least one column.',
      tags,
      body: paymentExportSettingsSchema,
      response: { description: 'The provider with its columns.', schema: paymentProviderJsonSchema },
      handler: ({ auth, body }) => putProviderSettings(auth, body),
    }),
    defineRoute({
      method: 'get',
      path: '/distributions/:id/payment-exports',
      operationId: 'listPaymentExports',
      summary: "A distribution's payment instruction exports, newest first",
      description: 'Needs VIEW on the section of its type. At most 1000.',
      tags,
      params: { id: idParamSpec },
      response: { description: 'The exports.', schema: paymentExportListJsonSchema },
      errors: { '404': 'No such distribution visible to the caller in this account (code NOT_FOUND).' },
      handler: ({ auth, params: { id } }) =>
        auth.run(async (tx): Promise<PaymentExportListJson> => {
          await loadDistribution(tx, auth, id);
          // Few per distribution (each lists families no later one can): no paging; 1000 bounds it all the same.
          const rows = await tx.query<ExportRow>(
            `SELECT ${EXPORT_COLUMNS} FROM payment_exports WHERE distribution_id = $1 ORDER BY exported_at DESC LIMIT 1000`,
            [id],
          );
          return { items: rows.map(toExportJson) };
        }),
    }),
    exportRoute('CSV'),
    exportRoute('XLSX'),
  ]);
}
