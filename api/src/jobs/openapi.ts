// The jobs routes in the OpenAPI document (served at GET /openapi.json).
import { JOB_LIST, startDemoJobSchema } from '@aid/common';
import {
  authErrors,
  error,
  filterSchemas,
  fromZod,
  idPathParameter,
  json,
  listErrors,
  listParameters,
  memberHeaders,
  type OpenApiPart,
  pageSchema,
  ref,
} from '../http/openapi.js';

const WHO =
  'Members who oversee users (USER_MANAGEMENT VIEW at level EVERYTHING) see every job of the organisation; ' +
  'everyone else the jobs they started.';

export const jobsOpenApi: OpenApiPart = {
  paths: {
    '/jobs': {
      get: {
        operationId: 'listJobs',
        summary: "A page of the organisation's jobs, or jobs by id",
        description: `${WHO} \`mine=true\` keeps only the caller's own.`,
        tags: ['jobs'],
        parameters: [
          ...memberHeaders,
          ...listParameters(JOB_LIST, 'JobFilter'),
          { name: 'mine', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'] } },
        ],
        responses: {
          '200': { description: 'A page, or `{ items }` with `ids`.', content: json(ref('JobPage')) },
          ...listErrors,
          ...authErrors,
        },
      },
    },
    '/jobs/{id}': {
      get: {
        operationId: 'getJob',
        summary: 'One job, with its status and progress',
        description: WHO,
        tags: ['jobs'],
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The job.', content: json(ref('Job')) },
          '404': error('No such job visible to the caller in this account (code NOT_FOUND).'),
          ...authErrors,
        },
      },
    },
    '/jobs/demo': {
      post: {
        operationId: 'startDemoJob',
        summary: 'Start a DEMO job (counts slowly; tries progress, cancel and retry)',
        description: 'Any member. The job is saved REQUESTED, then queued; a worker of any API process runs it.',
        tags: ['jobs'],
        parameters: [...memberHeaders],
        requestBody: { required: true, content: json(ref('StartDemoJob')) },
        responses: {
          '201': { description: 'The job, REQUESTED.', content: json(ref('Job')) },
          '422': { description: 'Invalid input (code VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          '413': error('Body larger than 64 kB (code PAYLOAD_TOO_LARGE).'),
          ...authErrors,
        },
      },
    },
    '/jobs/{id}/cancel': {
      post: {
        operationId: 'cancelJob',
        summary: 'Ask a job to stop',
        description: `A waiting job ends CANCELLED at once; a running one at its next progress step. ${WHO}`,
        tags: ['jobs'],
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The job as it now is.', content: json(ref('Job')) },
          '404': error('No such job visible to the caller in this account (code NOT_FOUND).'),
          '409': error('The job has already ended (code CONFLICT).'),
          ...authErrors,
        },
      },
    },
  },
  schemas: {
    JobPage: pageSchema('Job'),
    ...filterSchemas('Job', JOB_LIST),
    StartDemoJob: fromZod(startDemoJobSchema),
  },
};
