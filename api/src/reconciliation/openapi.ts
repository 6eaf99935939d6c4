// The reconciliation routes in the OpenAPI document (served at GET /openapi.json).
import {
  IMPORT_OUTCOMES,
  PROVIDER_STATUS_SYNONYMS,
  RECONCILIATION_INDICATORS,
  RECONCILIATION_STATES,
  reconciliationImportBodySchema,
  reconciliationProviderBodySchema,
} from '@aid/common';
import {
  authErrors,
  errorSchemas,
  fromZod,
  idPathParameter,
  json,
  memberHeaders,
  type OpenApiPart,
  type Parameter,
  ref,
} from '../http/openapi.js';

const tags = ['reconciliation'];
const REFUSALS = [
  'NOT_FOUND',
  'FORBIDDEN',
  'ILLEGAL_TRANSITION',
  'MISSING_COLUMN',
  'NO_COLUMNS',
  'CONFLICT_RESOLVED',
  'FILE_UNREADABLE',
  'INVALID_INPUT',
  'NOT_FINISHED',
];
const refused = (description: string) => ({ description, content: json(ref('ReconciliationError')) });
const notFound = refused('No such object visible to the caller in this account (code NOT_FOUND).');
const invalid = refused('Invalid input (code VALIDATION_FAILED, `reason` says which rule).');
const object = { type: 'object' as const };
const providerParameter: Parameter = { name: 'provider', in: 'path', required: true, schema: { type: 'string' } };
const query = (name: string, description: string): Parameter => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'string' },
});
const drillDown = [
  query('state', `One of ${RECONCILIATION_STATES.join(', ')} (default ENTITLED).`),
  query('search', 'Part of the first name, beneficiary id or entitlement id.'),
];
const csv = { 'text/csv': { schema: { type: 'string' as const } } };

export const reconciliationOpenApi: OpenApiPart = {
  paths: {
    '/reconciliation/distributions/{id}': {
      get: {
        operationId: 'getDistributionReconciliation',
        summary: "A distribution's reconciliation figures",
        description:
          'Needs RECONCILIATION VIEW and VIEW on the distribution. Entitled, redeemed (ledger), paid (COMPLETED), ' +
          'outstanding, expired, failed, unresolved conflicts, and an indicator: ' +
          `${RECONCILIATION_INDICATORS.join(', ')} (ERROR: conflicts or failed payments; PROCESSING: an import or ` +
          'payments in flight; PENDING: families outstanding; SUCCESS: all accounted for). Amounts in minor units.',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        responses: { '200': { description: 'The figures.', content: json(object) }, '404': notFound, ...authErrors },
      },
    },
    '/reconciliation/programs/{id}': {
      get: {
        operationId: 'getProgramReconciliation',
        summary: "A program's totals and one row per distribution the caller may see, keyset-paged",
        description: 'Needs RECONCILIATION VIEW. `first` 1..500 (default 50), `after` the previous nextCursor.',
        tags,
        parameters: [...memberHeaders, idPathParameter, query('first', 'Page size.'), query('after', 'Cursor.')],
        responses: {
          '200': { description: 'Totals and a page.', content: json(object) },
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/reconciliation/distributions/{id}/families': {
      get: {
        operationId: 'listReconciliationFamilies',
        summary: "A distribution's families in one reconciliation state, keyset-paged by entitlement id",
        description: 'Needs RECONCILIATION VIEW and VIEW on the distribution.',
        tags,
        parameters: [
          ...memberHeaders,
          idPathParameter,
          ...drillDown,
          query('first', 'Page size.'),
          query('cursor', 'Cursor.'),
        ],
        responses: {
          '200': { description: 'A page.', content: json(object) },
          '404': notFound,
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/reconciliation/distributions/{id}/families.csv': {
      get: {
        operationId: 'exportReconciliationFamiliesCsv',
        summary: 'The same drill-down as CSV (UTF-8 with a byte-order mark, texts formula-safe), streamed',
        tags,
        parameters: [...memberHeaders, idPathParameter, ...drillDown],
        responses: { '200': { description: 'The CSV file.', content: csv }, '404': notFound, ...authErrors },
      },
    },
    '/reconciliation/providers/{provider}': {
      get: {
        operationId: 'getReconciliationProvider',
        summary: "A provider's remembered match and status columns",
        description: 'Needs RECONCILIATION VIEW.',
        tags,
        parameters: [...memberHeaders, providerParameter],
        responses: { '200': { description: 'The columns.', content: json(object) }, '404': notFound, ...authErrors },
      },
      put: {
        operationId: 'putReconciliationProvider',
        summary: "Remember a provider's match and status columns",
        description: 'Needs RECONCILIATION UPDATE.',
        tags,
        parameters: [...memberHeaders, providerParameter],
        requestBody: { required: true, content: json(ref('ReconciliationProviderInput')) },
        responses: { '200': { description: 'The columns.', content: json(object) }, '422': invalid, ...authErrors },
      },
    },
    '/reconciliation/distributions/{id}/imports': {
      post: {
        operationId: 'startReconciliationImport',
        summary: "Apply a provider's report (an uploaded CSV or XLSX file) to the distribution's payment statuses",
        description:
          'Needs RECONCILIATION UPDATE and VIEW on the distribution. Columns default to those remembered for the ' +
          'provider and are remembered; the header row is checked at once (MISSING_COLUMN names the column). The ' +
          'match column holds the entitlementId (the cash export column of that name). Status values: payment ' +
          `statuses in any case, or ${Object.entries(PROVIDER_STATUS_SYNONYMS)
            .map(([k, v]) => `${k}→${v}`)
            .join(', ')}. Each row ends ${IMPORT_OUTCOMES.join(', ')}; illegal transitions FAILED. Runs as a ` +
          'RECONCILIATION_IMPORT job.',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        requestBody: { required: true, content: json(ref('ReconciliationImportInput')) },
        responses: {
          '202': { description: 'The import and its job.', content: json(object) },
          '404': notFound,
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/reconciliation/imports/{id}': {
      get: {
        operationId: 'getReconciliationImport',
        summary: 'A provider report import with its counters',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        responses: { '200': { description: 'The import.', content: json(object) }, '404': notFound, ...authErrors },
      },
    },
    '/reconciliation/imports/{id}/result.csv': {
      get: {
        operationId: 'getReconciliationImportResult',
        summary: "An import's result file: row, reference, provider status, outcome, message",
        tags,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The CSV file.', content: csv },
          '404': notFound,
          '409': refused('Not finished yet (reason NOT_FINISHED).'),
          ...authErrors,
        },
      },
    },
    '/reconciliation/entitlements/{id}/resolve': {
      post: {
        operationId: 'resolveReconciliationEntitlement',
        summary: 'Resolve one family by hand: move its payment status and/or close a redemption conflict',
        description:
          'Needs RECONCILIATION UPDATE and VIEW on the distribution. A reason (1..500) is required; logged as RESOLVE.',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        requestBody: { required: true, content: json(object) },
        responses: {
          '200': { description: 'The family after.', content: json(object) },
          '404': notFound,
          '409': refused('The conflict is already resolved (reason CONFLICT_RESOLVED).'),
          '422': invalid,
          ...authErrors,
        },
      },
    },
  },
  schemas: {
    ReconciliationProviderInput: fromZod(reconciliationProviderBodySchema),
    ReconciliationImportInput: fromZod(reconciliationImportBodySchema),
    ReconciliationError: {
      type: 'object',
      properties: {
        ...errorSchemas.Error?.properties,
        reason: { type: 'string', enum: REFUSALS, description: 'Which reconciliation rule refused.' },
      },
      required: ['message', 'code', 'reason'],
    },
  },
};
