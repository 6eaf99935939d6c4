// The files routes in the OpenAPI document (served at GET /openapi.json).
import { FILE_LIST } from '@aid/common';
import {
  authErrors,
  binary,
  error,
  filterSchemas,
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
  'Members see the files they uploaded; members who oversee users (USER_MANAGEMENT VIEW at level EVERYTHING) see ' +
  "every file of the organisation. Another organisation's file is never found (404).";

export const filesOpenApi: OpenApiPart = {
  paths: {
    '/files': {
      post: {
        operationId: 'uploadFile',
        summary: 'Upload a file (imports, reconciliation reports)',
        description:
          'The body is the file itself, streamed to storage (never held in memory). Name it with the header ' +
          '`x-file-name` (URI-encoded) or `?name=`; `Content-Type` is kept. Larger than the limit (UPLOAD_MAX_BYTES, ' +
          '1 GiB by default) is refused with 413, up front when Content-Length says so, else as soon as the limit ' +
          'is passed; nothing of a refused upload is kept.',
        tags: ['files'],
        parameters: [
          ...memberHeaders,
          { name: 'x-file-name', in: 'header', required: false, schema: { type: 'string', maxLength: 1000 } },
          { name: 'name', in: 'query', required: false, schema: { type: 'string', maxLength: 255 } },
        ],
        requestBody: {
          required: true,
          content: binary,
        },
        responses: {
          '201': { description: 'Stored.', content: json(ref('File')) },
          '413': error('Larger than the upload limit (code PAYLOAD_TOO_LARGE); the message states the limit.'),
          '422': {
            description: 'No or an invalid file name (code VALIDATION_FAILED).',
            content: json(ref('ValidationError')),
          },
          ...authErrors,
        },
      },
      get: {
        operationId: 'listFiles',
        summary: "A page of the organisation's files, or files by id",
        description: `${WHO} \`mine=true\` keeps only the caller's own.`,
        tags: ['files'],
        parameters: [
          ...memberHeaders,
          ...listParameters(FILE_LIST, 'FileFilter'),
          { name: 'mine', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'] } },
        ],
        responses: {
          '200': { description: 'A page, or `{ items }` with `ids`.', content: json(ref('FilePage')) },
          ...listErrors,
          ...authErrors,
        },
      },
    },
    '/files/{id}': {
      get: {
        operationId: 'getFile',
        summary: "One file's description",
        description: WHO,
        tags: ['files'],
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The file.', content: json(ref('File')) },
          '404': error('No such file visible to the caller in this account (code NOT_FOUND).'),
          ...authErrors,
        },
      },
    },
    '/files/{id}/content': {
      get: {
        operationId: 'getFileContent',
        summary: "One file's content, streamed, as a download",
        description: `${WHO} Always \`Content-Disposition: attachment\` with \`nosniff\`.`,
        tags: ['files'],
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': {
            description: 'The content.',
            content: binary,
          },
          '404': error('No such file visible to the caller in this account (code NOT_FOUND).'),
          ...authErrors,
        },
      },
    },
  },
  schemas: {
    FilePage: pageSchema('File'),
    ...filterSchemas('File', FILE_LIST),
  },
};
