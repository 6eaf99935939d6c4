// The import routes: the template, inspect a file, start the check, read its report, commit. Cancelling is the
// job's own route (POST /jobs/:id/cancel). Each declaration is also the route's OpenAPI operation.
import {
  BENEFICIARY_IMPORT_COLUMNS,
  beneficiaryImportJsonSchema,
  commitImportSchema,
  createImportSchema,
  IMPORT_PHONE_HELP,
  IMPORT_TEMPLATE_ROWS,
  importDuplicatePageJsonSchema,
  importErrorPageJsonSchema,
  importInspectionJsonSchema,
  importRepairPageJsonSchema,
  inspectImportSchema,
} from '@aid/common/beneficiaries';
import ExcelJS from 'exceljs';
import type { Request, RequestHandler, Router } from 'express';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/context.js';
import type { FilesConfig } from '../../files/service.js';
import { csvField } from '../../http/csv.js';
import { defineIdRoute } from '../../http/id-route.js';
import { json, type Parameter, type Response, ref, XLSX_MEDIA_TYPE } from '../../http/openapi.js';
import { defineRoute, idParamSpec, type ResponseSpec, routerOf } from '../../http/route.js';
import type { JobQueue } from '../../jobs/queue.js';
import { accessOf } from '../access.js';
import { importDuplicates, importErrors, importErrorsCsv, importRepairs } from './report.js';
import { commitImport, createImport, getImport, inspectImport } from './service.js';

export type ImportRouterDeps = { member: RequestHandler; files: FilesConfig; queue?: JobQueue };

const tags = ['beneficiary imports'];
const missing = 'No such import visible to the caller (code NOT_FOUND).';
const invalid: Response = { description: 'Refused (code VALIDATION_FAILED).', content: json(ref('ValidationError')) };
const READ_DESCRIPTION = 'Needs BENEFICIARY_LISTS CREATE for the import’s list.';
/** The report pages read `first` and `after` themselves (report.ts), with their own refusals. */
const pageParameters: Parameter[] = [
  { name: 'first', in: 'query', description: 'Page size, 1 to 500 (default 50).', schema: { type: 'integer' } },
  { name: 'after', in: 'query', description: 'The endCursor of the previous page.', schema: { type: 'string' } },
];

function template(format: 'csv' | 'xlsx', response: ResponseSpec) {
  return {
    method: 'get',
    path: `/beneficiary-imports/template.${format}`,
    operationId: `beneficiaryImportTemplate${format === 'csv' ? 'Csv' : 'Xlsx'}`,
    summary: 'The import template: the header row and example rows',
    description:
      'The example rows show the accepted phone forms; the XLSX has them as a note on the phoneNumber header. ' +
      IMPORT_PHONE_HELP,
    tags,
    response,
  } as const;
}

/** A page of the check's report, by row: refused cells, repaired cells, duplicates. */
function report(
  path: string,
  operationId: string,
  summary: string,
  schema: z.ZodType,
  read: (auth: AuthContext, req: Request) => Promise<unknown>,
) {
  return defineRoute({
    method: 'get',
    path,
    operationId,
    summary,
    description: READ_DESCRIPTION,
    tags,
    params: { id: idParamSpec },
    parameters: pageParameters,
    response: { description: summary, schema },
    errors: { '404': missing, '422': invalid },
    handler: ({ auth, req }) => read(auth, req),
  });
}

export function beneficiaryImportsRouter({ member, files, queue }: ImportRouterDeps): Router {
  const deps = { files, queue };
  return routerOf({ member }, [
    defineRoute({
      ...template('csv', { description: 'The template file.', contentType: 'text/csv', schema: { type: 'string' } }),
      handler: ({ auth, res }) => {
        accessOf(auth, 'CREATE');
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', 'attachment; filename="beneficiaries-template.csv"');
        const lines = [BENEFICIARY_IMPORT_COLUMNS, ...IMPORT_TEMPLATE_ROWS].map((r) => r.map(csvField).join(','));
        res.send(`\uFEFF${lines.join('\r\n')}\r\n`);
      },
    }),
    defineRoute({
      ...template('xlsx', { description: 'The template file.', contentType: XLSX_MEDIA_TYPE }),
      handler: async ({ auth, res }) => {
        accessOf(auth, 'CREATE');
        res.setHeader('Content-Type', XLSX_MEDIA_TYPE);
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
      },
    }),
    defineRoute({
      method: 'post',
      path: '/beneficiary-imports/inspect',
      operationId: 'inspectBeneficiaryImport',
      summary: 'Read an uploaded file’s headers and first rows, and suggest a mapping',
      description:
        'Refuses (422) an empty file, a header without data rows, binary content, repeated header names, a ' +
        'workbook with several sheets and no sheetName (field error SHEET_REQUIRED), a cell over 32,767 characters.',
      tags,
      body: inspectImportSchema,
      response: { description: 'What the file holds.', schema: importInspectionJsonSchema },
      errors: { '404': 'No such file (code NOT_FOUND).', '422': invalid },
      handler: ({ auth, body }) => inspectImport(auth, deps, body),
    }),
    defineRoute({
      method: 'post',
      path: '/beneficiary-imports',
      operationId: 'createBeneficiaryImport',
      summary: 'Start the check (dry run) of a file into a list',
      description:
        'Needs BENEFICIARY_LISTS CREATE for the list. Remembers the mapping for the organisation and starts a ' +
        'BENEFICIARY_IMPORT_CHECK job (checkJobId).',
      tags,
      body: createImportSchema,
      status: 201,
      response: { description: 'The import, CHECKING.', schema: beneficiaryImportJsonSchema },
      errors: {
        '404': 'No such file or list (code NOT_FOUND).',
        '409': 'The list is LOCKED (code CONFLICT).',
        '422': invalid,
      },
      handler: ({ auth, body }) => createImport(auth, deps, body),
    }),
    defineIdRoute({
      method: 'get',
      path: '/beneficiary-imports/:id',
      operationId: 'getBeneficiaryImport',
      summary: 'The import',
      description: READ_DESCRIPTION,
      tags,
      response: { description: 'The import', schema: beneficiaryImportJsonSchema },
      notFound: missing,
      errors: { '422': invalid },
      handler: getImport,
    }),
    report(
      '/beneficiary-imports/:id/errors',
      'beneficiaryImportErrors',
      'The refused cells, by row and field',
      importErrorPageJsonSchema,
      importErrors,
    ),
    defineRoute({
      method: 'get',
      path: '/beneficiary-imports/:id/errors.csv',
      operationId: 'beneficiaryImportErrorsCsv',
      summary: 'Every refused cell as CSV',
      description: READ_DESCRIPTION,
      tags,
      params: { id: idParamSpec },
      response: {
        description: 'row,field,code,message,value; UTF-8 with a BOM.',
        contentType: 'text/csv',
        schema: { type: 'string' },
      },
      errors: { '404': missing },
      handler: ({ req, res }) => importErrorsCsv(req, res),
    }),
    report(
      '/beneficiary-imports/:id/repairs',
      'beneficiaryImportRepairs',
      'The cells accepted after a repair (a phone number a spreadsheet had turned into digits), by row and field',
      importRepairPageJsonSchema,
      importRepairs,
    ),
    report(
      '/beneficiary-imports/:id/duplicates',
      'beneficiaryImportDuplicates',
      'The rows that duplicate a beneficiary or an earlier row',
      importDuplicatePageJsonSchema,
      importDuplicates,
    ),
    defineIdRoute({
      method: 'post',
      path: '/beneficiary-imports/:id/commit',
      operationId: 'commitBeneficiaryImport',
      summary: 'Import the valid rows of a checked import',
      description:
        'Starts a BENEFICIARY_IMPORT_COMMIT job (importJobId). Cancel it with POST /jobs/{id}/cancel: a cancelled ' +
        'or failed commit removes everything it added.',
      tags,
      body: commitImportSchema,
      optionalBody: true,
      response: { description: 'The import, IMPORTING.', schema: beneficiaryImportJsonSchema },
      notFound: missing,
      errors: {
        '409': 'The import is not CHECKED, or has no valid rows (code CONFLICT).',
        '422': invalid,
      },
      handler: (auth, id, body) => commitImport(auth, deps, id, body.skipDuplicates),
    }),
  ]);
}
