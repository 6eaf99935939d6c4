// The activity routes in the OpenAPI document (served at GET /openapi.json).

import { error, json, nullable, type OpenApiPart, ref } from '../http/openapi.js';

export const activityOpenApi: OpenApiPart = {
  paths: {
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
          '400': { description: 'Invalid report (code VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          '413': error('Body larger than 64 kB (code PAYLOAD_TOO_LARGE).'),
        },
      },
    },
  },
  schemas: {
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
