// The activity routes in the OpenAPI document (served at GET /openapi.json).

import { ACTIVITY_LOG_LIST } from '@aid/common';
import {
  authErrors,
  error,
  filterSchemas,
  json,
  listErrors,
  listParameters,
  memberHeaders,
  nullable,
  type OpenApiPart,
  pageSchema,
  ref,
} from '../http/openapi.js';

export const activityOpenApi: OpenApiPart = {
  paths: {
    '/activity-logs': {
      get: {
        operationId: 'listActivityLogs',
        summary: "A page of the organisation's activity log, or entries by id",
        description:
          'Each member reads their own entries; every entry of a section where any of their actions reaches ' +
          'EVERYTHING; the entries of their SELECTED objects in a section where they reach only those; and entries ' +
          'without a section (jobs, files) only with USER_MANAGEMENT VIEW at level EVERYTHING.',
        tags: ['activity'],
        parameters: [...memberHeaders, ...listParameters(ACTIVITY_LOG_LIST, 'ActivityLogFilter')],
        responses: {
          '200': { description: 'A page, or `{ items }` with `ids`.', content: json(ref('ActivityLogPage')) },
          ...listErrors,
          ...authErrors,
        },
      },
    },
    '/activity-logs/export.csv': {
      get: {
        operationId: 'exportActivityLogs',
        summary: 'The activity log as CSV, with the same filter and sort as the list',
        description:
          'Who sees what as for GET /activity-logs. Streamed as it is read (UTF-8 with a byte-order mark; a value ' +
          'a spreadsheet would run as a formula starts with an apostrophe). `first`, `after` and `count` are ignored.',
        tags: ['activity'],
        parameters: [...memberHeaders, ...listParameters(ACTIVITY_LOG_LIST, 'ActivityLogFilter')],
        responses: {
          '200': { description: 'The CSV file.', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...listErrors,
          ...authErrors,
        },
      },
    },
    '/log-error': {
      post: {
        operationId: 'logError',
        summary: 'Store a client crash report (spec §7)',
        description:
          'Public: a crash can happen before sign-in. With a valid bearer token the report is linked to the ' +
          'user and account. Body at most 64 kB.',
        tags: ['activity'],
        security: [{}, { bearerAuth: [] }],
        requestBody: { required: true, content: json(ref('ErrorReport')) },
        responses: {
          '201': {
            description: 'Stored.',
            content: json({ type: 'object', properties: { reportId: { type: 'string' } }, required: ['reportId'] }),
          },
          '422': { description: 'Invalid report (code VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          '413': error('Body larger than 64 kB (code PAYLOAD_TOO_LARGE).'),
        },
      },
    },
  },
  schemas: {
    ActivityLogPage: pageSchema('ActivityLog'),
    ...filterSchemas('ActivityLog', ACTIVITY_LOG_LIST),
    ErrorReport: {
      type: 'object',
      properties: {
        message: { type: 'string', minLength: 1, maxLength: 10000 },
        stack: nullable({ type: 'string', maxLength: 32000 }),
        componentStack: nullable({ type: 'string', maxLength: 32000 }),
        url: nullable({ type: 'string', maxLength: 4000 }),
        pathname: nullable({ type: 'string', maxLength: 2000 }),
        userAgent: nullable({ type: 'string', maxLength: 1000 }),
        searchParams: nullable({ type: 'string', maxLength: 4000 }),
      },
      required: ['message'],
    },
  },
};
