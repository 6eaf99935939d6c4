// The import routes in the OpenAPI document (served at GET /openapi.json).
import {
  BENEFICIARY_IMPORT_COLUMNS,
  commitImportSchema,
  createImportSchema,
  IMPORT_ENCODINGS,
  IMPORT_FORMATS,
  IMPORT_PHONE_HELP,
  IMPORT_STATUSES,
  inspectImportSchema,
} from '@aid/common';
import {
  authErrors,
  error,
  fromZod,
  idPathParameter,
  type JsonSchema,
  json,
  memberHeaders,
  nullable,
  type OpenApiPart,
  type Operation,
  type Parameter,
  type Response,
  ref,
  XLSX_MEDIA_TYPE,
} from '../../http/openapi.js';

const TAG = ['beneficiary imports'];
const invalid: Response = { description: 'Refused (code VALIDATION_FAILED).', content: json(ref('ValidationError')) };
const missing = error('No such import visible to the caller (code NOT_FOUND).');
const text: JsonSchema = { type: 'string' };
const int: JsonSchema = { type: 'integer' };
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
});
const mappingEntry = object({ header: text, column: nullable({ type: 'string', enum: BENEFICIARY_IMPORT_COLUMNS }) });
const pageParameters: Parameter[] = [
  { name: 'first', in: 'query', description: 'Page size, 1 to 500 (default 50).', schema: { type: 'integer' } },
  { name: 'after', in: 'query', description: 'The endCursor of the previous page.', schema: text },
];
const reportPage = (item: string): JsonSchema =>
  object({
    items: { type: 'array', items: ref(item) },
    pageInfo: object({ hasNextPage: { type: 'boolean' }, endCursor: nullable(text) }),
    totalCount: int,
  });

function read(operationId: string, summary: string, schema: string, parameters: Parameter[] = []): Operation {
  return {
    operationId,
    summary,
    description: 'Needs BENEFICIARY_LISTS CREATE for the import’s list.',
    tags: TAG,
    parameters: [...memberHeaders, idPathParameter, ...parameters],
    responses: {
      '200': { description: summary, content: json(ref(schema)) },
      '404': missing,
      '422': invalid,
      ...authErrors,
    },
  };
}

const template = (operationId: string, content: Response['content']): Operation => ({
  operationId,
  summary: 'The import template: the header row and example rows',
  description:
    'The example rows show the accepted phone forms; the XLSX has them as a note on the phoneNumber header. ' +
    IMPORT_PHONE_HELP,
  tags: TAG,
  parameters: memberHeaders,
  responses: { '200': { description: 'The template file.', content }, ...authErrors },
});

export const beneficiaryImportsOpenApi: OpenApiPart = {
  paths: {
    '/beneficiary-imports/template.csv': {
      get: template('beneficiaryImportTemplateCsv', { 'text/csv': { schema: text } }),
    },
    '/beneficiary-imports/template.xlsx': {
      get: template('beneficiaryImportTemplateXlsx', {
        [XLSX_MEDIA_TYPE]: { schema: { type: 'string', format: 'binary' } },
      }),
    },
    '/beneficiary-imports/inspect': {
      post: {
        operationId: 'inspectBeneficiaryImport',
        summary: 'Read an uploaded file’s headers and first rows, and suggest a mapping',
        description:
          'Refuses (422) an empty file, a header without data rows, binary content, repeated header names, a ' +
          'workbook with several sheets and no sheetName (field error SHEET_REQUIRED), a cell over 32,767 characters.',
        tags: TAG,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('InspectBeneficiaryImportInput')) },
        responses: {
          '200': { description: 'What the file holds.', content: json(ref('BeneficiaryImportInspection')) },
          '400': error('The body is not valid JSON.'),
          '404': error('No such file (code NOT_FOUND).'),
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/beneficiary-imports': {
      post: {
        operationId: 'createBeneficiaryImport',
        summary: 'Start the check (dry run) of a file into a list',
        description:
          'Needs BENEFICIARY_LISTS CREATE for the list. Remembers the mapping for the organisation and starts a ' +
          'BENEFICIARY_IMPORT_CHECK job (checkJobId).',
        tags: TAG,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('CreateBeneficiaryImportInput')) },
        responses: {
          '201': { description: 'The import, CHECKING.', content: json(ref('BeneficiaryImport')) },
          '400': error('The body is not valid JSON.'),
          '403': error('The caller may not add to this list (code FORBIDDEN).'),
          '404': error('No such file or list (code NOT_FOUND).'),
          '409': error('The list is LOCKED (code CONFLICT).'),
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/beneficiary-imports/{id}': { get: read('getBeneficiaryImport', 'The import', 'BeneficiaryImport') },
    '/beneficiary-imports/{id}/errors': {
      get: read(
        'beneficiaryImportErrors',
        'The refused cells, by row and field',
        'BeneficiaryImportErrorPage',
        pageParameters,
      ),
    },
    '/beneficiary-imports/{id}/repairs': {
      get: read(
        'beneficiaryImportRepairs',
        'The cells accepted after a repair (a phone number a spreadsheet had turned into digits), by row and field',
        'BeneficiaryImportRepairPage',
        pageParameters,
      ),
    },
    '/beneficiary-imports/{id}/errors.csv': {
      get: {
        ...read('beneficiaryImportErrorsCsv', 'Every refused cell as CSV', 'BeneficiaryImportErrorPage'),
        responses: {
          '200': {
            description: 'row,field,code,message,value; UTF-8 with a BOM.',
            content: { 'text/csv': { schema: text } },
          },
          '404': missing,
          ...authErrors,
        },
      },
    },
    '/beneficiary-imports/{id}/duplicates': {
      get: read(
        'beneficiaryImportDuplicates',
        'The rows that duplicate a beneficiary or an earlier row',
        'BeneficiaryImportDuplicatePage',
        pageParameters,
      ),
    },
    '/beneficiary-imports/{id}/commit': {
      post: {
        operationId: 'commitBeneficiaryImport',
        summary: 'Import the valid rows of a checked import',
        description:
          'Starts a BENEFICIARY_IMPORT_COMMIT job (importJobId). Cancel it with POST /jobs/{id}/cancel: a cancelled ' +
          'or failed commit removes everything it added.',
        tags: TAG,
        parameters: [...memberHeaders, idPathParameter],
        requestBody: { required: false, content: json(ref('CommitBeneficiaryImportInput')) },
        responses: {
          '200': { description: 'The import, IMPORTING.', content: json(ref('BeneficiaryImport')) },
          '404': missing,
          '409': error('The import is not CHECKED, or has no valid rows (code CONFLICT).'),
          '422': invalid,
          ...authErrors,
        },
      },
    },
  },
  schemas: {
    InspectBeneficiaryImportInput: fromZod(inspectImportSchema),
    CreateBeneficiaryImportInput: fromZod(createImportSchema),
    CommitBeneficiaryImportInput: fromZod(commitImportSchema),
    BeneficiaryImportInspection: object({
      fileId: text,
      fileName: text,
      format: { type: 'string', enum: IMPORT_FORMATS },
      encoding: nullable({ type: 'string', enum: IMPORT_ENCODINGS }),
      sheets: { type: 'array', items: text },
      sheetName: nullable(text),
      headers: { type: 'array', items: text },
      sampleRows: { type: 'array', items: { type: 'array', items: text } },
      totalBytes: int,
      mapping: { type: 'array', items: mappingEntry },
      requiredColumns: { type: 'array', items: text },
    }),
    BeneficiaryImport: object({
      importId: text,
      fileId: text,
      fileName: text,
      beneficiaryListId: text,
      status: { type: 'string', enum: IMPORT_STATUSES },
      format: { type: 'string', enum: IMPORT_FORMATS },
      encoding: nullable(text),
      sheetName: nullable(text),
      mapping: { type: 'array', items: mappingEntry },
      skipDuplicates: { type: 'boolean' },
      totalRows: int,
      validRows: int,
      invalidRows: int,
      duplicateRows: int,
      importedRows: int,
      errorMessage: nullable(text),
      checkJobId: nullable(text),
      importJobId: nullable(text),
      createdAt: { type: 'string', format: 'date-time' },
      createdBy: nullable(text),
      updatedAt: { type: 'string', format: 'date-time' },
    }),
    BeneficiaryImportError: object({ rowNumber: int, field: text, code: text, message: text, value: nullable(text) }),
    BeneficiaryImportRepair: object({
      rowNumber: int,
      field: text,
      kind: { type: 'string', enum: ['PLUS_RESTORED', 'ZERO_RESTORED'] },
      message: text,
      original: text,
      stored: text,
    }),
    BeneficiaryImportDuplicate: object({
      rowNumber: int,
      firstName: text,
      lastName: text,
      dob: nullable({ type: 'string', format: 'date' }),
      duplicateOf: nullable(text),
      duplicateOfRow: nullable(int),
      score: { type: 'number' },
      level: { type: 'string', enum: ['DUPLICATE', 'POSSIBLE_DUPLICATE'] },
      reasons: { type: 'array', items: text },
    }),
    BeneficiaryImportErrorPage: reportPage('BeneficiaryImportError'),
    BeneficiaryImportDuplicatePage: reportPage('BeneficiaryImportDuplicate'),
    BeneficiaryImportRepairPage: reportPage('BeneficiaryImportRepair'),
  },
};
