// The import routes: the template, inspect a file, start the check, read its report, commit. Cancelling is the
// job's own route (POST /jobs/:id/cancel).
import {
  BENEFICIARY_IMPORT_COLUMNS,
  commitImportSchema,
  createImportSchema,
  IMPORT_PHONE_HELP,
  IMPORT_TEMPLATE_ROWS,
  inspectImportSchema,
} from '@aid/common';
import ExcelJS from 'exceljs';
import { type RequestHandler, Router } from 'express';
import { authContext } from '../../auth/context.js';
import type { FilesConfig } from '../../files/service.js';
import { csvField } from '../../http/csv.js';
import { idParam } from '../../http/request.js';
import { jsonBody, validateBody } from '../../http/validation.js';
import type { JobQueue } from '../../jobs/queue.js';
import { accessOf } from '../access.js';
import { importDuplicates, importErrors, importErrorsCsv, importRepairs } from './report.js';
import { commitImport, createImport, getImport, inspectImport } from './service.js';

export type ImportRouterDeps = { member: RequestHandler; files: FilesConfig; queue?: JobQueue };

export function beneficiaryImportsRouter({ member, files, queue }: ImportRouterDeps): Router {
  const deps = { files, queue };
  const router = Router();
  const json = jsonBody();

  router.get('/beneficiary-imports/template.csv', member, (_req, res) => {
    accessOf(authContext(res), 'CREATE');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="beneficiaries-template.csv"');
    const lines = [BENEFICIARY_IMPORT_COLUMNS, ...IMPORT_TEMPLATE_ROWS].map((r) => r.map(csvField).join(','));
    res.send(`\uFEFF${lines.join('\r\n')}\r\n`);
  });

  router.get('/beneficiary-imports/template.xlsx', member, async (_req, res) => {
    accessOf(authContext(res), 'CREATE');
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', 'attachment; filename="beneficiaries-template.xlsx"');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Beneficiaries');
    const header = sheet.addRow([...BENEFICIARY_IMPORT_COLUMNS]);
    // The accepted phone forms, as a note on the header cell: a second sheet would make the template two-sheeted.
    header.getCell(BENEFICIARY_IMPORT_COLUMNS.indexOf('phoneNumber') + 1).note = IMPORT_PHONE_HELP;
    header.commit();
    for (const row of IMPORT_TEMPLATE_ROWS) sheet.addRow([...row]).commit();
    sheet.commit();
    await workbook.commit();
  });

  router.post('/beneficiary-imports/inspect', member, ...json, async (req, res) => {
    const auth = authContext(res);
    res.json(await inspectImport(auth, deps, validateBody(inspectImportSchema, req.body)));
  });

  router.post('/beneficiary-imports', member, ...json, async (req, res) => {
    const auth = authContext(res);
    res.status(201).json(await createImport(auth, deps, validateBody(createImportSchema, req.body)));
  });

  router.get('/beneficiary-imports/:id', member, async (req, res) => {
    res.json(await getImport(authContext(res), idParam(req)));
  });

  router.get('/beneficiary-imports/:id/errors', member, async (req, res) => {
    res.json(await importErrors(authContext(res), req));
  });

  router.get('/beneficiary-imports/:id/errors.csv', member, importErrorsCsv);

  router.get('/beneficiary-imports/:id/repairs', member, async (req, res) => {
    res.json(await importRepairs(authContext(res), req));
  });

  router.get('/beneficiary-imports/:id/duplicates', member, async (req, res) => {
    res.json(await importDuplicates(authContext(res), req));
  });

  router.post('/beneficiary-imports/:id/commit', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    const input = validateBody(commitImportSchema, req.body ?? {});
    res.json(await commitImport(auth, deps, id, input.skipDuplicates));
  });

  return router;
}
