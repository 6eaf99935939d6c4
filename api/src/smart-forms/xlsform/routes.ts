// The XLSForm routes, mounted by the smart forms router before /smart-forms/:id. The upload follows the beneficiary
// import's pattern: the workbook is sent to POST /files first and named here by its fileId (the gateway passes both
// calls through as streams).
import { importXlsFormSchema, xlsformImportJsonSchema } from '@aid/common/smart-forms';
import { z } from 'zod';
import type { FilesConfig } from '../../files/service.js';
import { startDownload } from '../../http/download.js';
import { XLSX_MEDIA_TYPE } from '../../http/openapi.js';
import { defineRoute, idParamSpec, type RouteDefinition } from '../../http/route.js';
import { exportXlsFormFile, importXlsFormFile } from './service.js';

export type XlsFormDeps = { files: FilesConfig };

const tags = ['smart forms'];

/** "Household survey (2024).xlsx" as an ASCII fallback name; the header also carries the name as written. */
function asciiName(formName: string): string {
  const safe = formName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._ ()-]+/g, '-')
    .replace(/^[-. ]+|[-. ]+$/g, '')
    .slice(0, 100);
  return `${safe || 'smart-form'}.xlsx`;
}

export function xlsformRoutes({ files }: XlsFormDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/smart-forms/xlsform',
      operationId: 'importXlsForm',
      summary: 'Create a draft form from an XLSForm workbook (KoboToolbox, ODK)',
      description:
        'Needs SMART_FORMS CREATE. Upload the .xlsx with POST /files, then name it here. Reads the survey, choices ' +
        'and settings sheets; groups become pages, `label::<language>` columns the form’s languages. Rows, ' +
        'columns and rules a form here cannot hold (calculate, repeats, metadata, defaults, …) are left out and ' +
        'listed in `report.unsupported` with their sheet and row. Refused (422, each problem with its sheet, row ' +
        'and column in the field error’s params) when the file is not an .xlsx workbook, has no survey sheet, ' +
        'holds an unknown question type, a select whose list is missing, or no question at all. The target list ' +
        'is checked as on POST /smart-forms.',
      tags,
      permission: ['SMART_FORMS', 'CREATE'],
      body: importXlsFormSchema,
      status: 201,
      response: { description: 'The new form (DRAFT) and the report.', schema: xlsformImportJsonSchema },
      errors: { '404': 'No such file (code NOT_FOUND).' },
      handler: ({ auth, body }) => importXlsFormFile(auth, files, body),
    }),
    defineRoute({
      method: 'get',
      path: '/smart-forms/:id/xlsform.xlsx',
      operationId: 'exportXlsForm',
      summary: 'A form as an XLSForm workbook',
      description:
        'Needs SMART_FORMS VIEW. The draft, or the published `version`; KoboToolbox and ODK open it, and ' +
        'POST /smart-forms/xlsform reads it back to the same definition.',
      tags,
      permission: ['SMART_FORMS', 'VIEW'],
      params: { id: idParamSpec },
      query: {
        version: z
          .string()
          .regex(/^[1-9][0-9]{0,8}$/)
          .transform(Number)
          .optional()
          .describe('A published version (1, 2, …); default: the draft.'),
      },
      response: { description: 'The workbook, named after the form.', contentType: XLSX_MEDIA_TYPE },
      errors: { '404': 'No such form visible to the caller, or no such published version (code NOT_FOUND).' },
      handler: async ({ auth, params, query, res }) => {
        const { bytes, formName } = await exportXlsFormFile(auth, params.id, query.version);
        startDownload(res, XLSX_MEDIA_TYPE, asciiName(formName));
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${asciiName(formName)}"; filename*=UTF-8''${encodeURIComponent(`${formName}.xlsx`)}`,
        );
        res.end(bytes);
      },
    }),
  ];
}
