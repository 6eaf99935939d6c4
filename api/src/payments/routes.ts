// The payments routes: providers and their remembered columns, a distribution's exports, and the payment
// instructions file itself (CSV or XLSX), written as it is read (see export.ts for what moves when).
import { type PaymentExportFormat, type PaymentExportListJson, paymentExportSettingsSchema } from '@aid/common';
import ExcelJS from 'exceljs';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { authContext } from '../auth/context.js';
import { exportFileName } from '../beneficiaries/export.js';
import { loadDistribution } from '../distributions/service.js';
import { csvField, formulaSafe, untilDrained } from '../http/csv.js';
import { requestLog } from '../http/logger.js';
import { XLSX_MEDIA_TYPE } from '../http/openapi.js';
import { idParam } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
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
  res.status(200);
  res.setHeader('Content-Type', format === 'CSV' ? 'text/csv; charset=utf-8' : XLSX_MEDIA_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
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

function exportRoute(format: PaymentExportFormat): RequestHandler {
  return async (req: Request, res: Response) => {
    const auth = authContext(res);
    const stream = await startPaymentExport(auth, req, idParam(req), format);
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
  };
}

export function paymentsRouter({ member }: { member: RequestHandler }): Router {
  const router = Router();
  const json = jsonBody();

  router.get('/payment-providers', member, async (_req, res) => {
    res.json(await listProviders(authContext(res)));
  });

  router.put('/payment-export-settings', member, ...json, async (req, res) => {
    res.json(await putProviderSettings(authContext(res), validateBody(paymentExportSettingsSchema, req.body)));
  });

  router.get('/distributions/:id/payment-exports', member, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    const body: PaymentExportListJson = await auth.run(async (tx) => {
      await loadDistribution(tx, auth, id);
      // Few per distribution (each lists families no later one can): no paging; 1000 bounds it all the same.
      const rows = await tx.query<ExportRow>(
        `SELECT ${EXPORT_COLUMNS} FROM payment_exports WHERE distribution_id = $1 ORDER BY exported_at DESC LIMIT 1000`,
        [id],
      );
      return { items: rows.map(toExportJson) };
    });
    res.json(body);
  });

  router.get('/distributions/:id/payment-instructions.csv', member, exportRoute('CSV'));
  router.get('/distributions/:id/payment-instructions.xlsx', member, exportRoute('XLSX'));
  return router;
}
