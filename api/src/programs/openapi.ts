// The programs routes in the OpenAPI document (served at GET /openapi.json).
import { createProgramSchema, PROGRAM_LIST, updateProgramSchema } from '@aid/common';
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

export const programsOpenApi: OpenApiPart = {
  paths: {
    '/programs': {
      get: {
        operationId: 'listPrograms',
        summary: 'A page of programs, or programs by id',
        description:
          'Needs PROGRAMS VIEW; SELECTED access narrows the list, the count and the pages. With `ids` the ' +
          'visible programs among them are returned (no paging, at most 100); otherwise a keyset page.',
        tags: ['programs'],
        parameters: [...memberHeaders, ...listParameters(PROGRAM_LIST, 'ProgramFilter')],
        responses: {
          '200': {
            description: 'A page (ProgramPage), or `{ items }` when `ids` is given.',
            content: json(ref('ProgramPage')),
          },
          ...listErrors,
          ...authErrors,
        },
      },
      post: {
        operationId: 'createProgram',
        summary: 'Create a program',
        description: 'Needs PROGRAMS CREATE. Writes an activity-log row in the same transaction.',
        tags: ['programs'],
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('CreateProgramInput')) },
        responses: {
          '201': { description: 'The new program.', content: json(ref('Program')) },
          '400': error('The body is not valid JSON.'),
          '409': error('Another program of the account has this name, ignoring case (code CONFLICT).'),
          '422': { description: 'Invalid input (code VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          ...authErrors,
        },
      },
    },
    '/programs/{id}': {
      get: {
        operationId: 'getProgram',
        summary: 'One program',
        tags: ['programs'],
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The program.', content: json(ref('Program')) },
          '404': error('No such program visible to the caller in this account (code NOT_FOUND).'),
          '422': error('The id cannot be one (code VALIDATION_FAILED).'),
          ...authErrors,
        },
      },
      patch: {
        operationId: 'updateProgram',
        summary: 'Change a program',
        description:
          'Needs PROGRAMS UPDATE (SELECTED: only its programs, else 403 when visible). Omitted fields stay; ' +
          'a request that changes nothing writes nothing. Writes an activity-log row with the changes.',
        tags: ['programs'],
        parameters: [...memberHeaders, idPathParameter],
        requestBody: { required: true, content: json(ref('UpdateProgramInput')) },
        responses: {
          '200': { description: 'The program after the change.', content: json(ref('Program')) },
          '400': error('The body is not valid JSON.'),
          '404': error('No such program visible to the caller (code NOT_FOUND).'),
          '409': error('Another program of the account has this name (code CONFLICT).'),
          '422': { description: 'Invalid input (code VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          ...authErrors,
        },
      },
    },
  },
  schemas: {
    ProgramPage: pageSchema('Program'),
    CreateProgramInput: fromZod(createProgramSchema),
    UpdateProgramInput: { ...fromZod(updateProgramSchema), description: 'Omitted fields stay as they are.' },
    ...filterSchemas('Program', PROGRAM_LIST),
  },
};
