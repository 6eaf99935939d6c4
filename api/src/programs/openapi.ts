// The programs routes in the OpenAPI document (served at GET /openapi.json).
import { FILTER_OPERATORS, LOGICAL_CONNECTORS, PROGRAM_STATUSES, PROGRAM_TYPES, SORT_OPTIONS } from '@aid/common';
import { authErrors, error, json, memberHeaders, nullable, type OpenApiPart, ref } from '../http/openapi.js';
import { PROGRAM_FILTER_FIELDS } from './model.js';

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
        parameters: [
          ...memberHeaders,
          {
            name: 'ids',
            in: 'query',
            description: 'Comma-separated program ids (batch look-up; other parameters are ignored).',
            schema: { type: 'string' },
          },
          {
            name: 'first',
            in: 'query',
            description: 'Page size.',
            schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
          },
          { name: 'after', in: 'query', description: '`endCursor` of the previous page.', schema: { type: 'string' } },
          {
            name: 'sort',
            in: 'query',
            description: 'Sort option; ties are broken by programId.',
            schema: { type: 'string', enum: SORT_OPTIONS, default: 'CREATED_AT_NEWEST' },
          },
          {
            name: 'filter',
            in: 'query',
            description: 'URL-encoded JSON of a ProgramFilter.',
            schema: { type: 'string', format: 'json' },
          },
        ],
        responses: {
          '200': {
            description: 'A page (ProgramPage), or `{ items }` when `ids` is given.',
            content: json(ref('ProgramPage')),
          },
          '400': error('Bad first, sort, filter or cursor (code VALIDATION_FAILED; message names the parameter).'),
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
        parameters: [...memberHeaders, { name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The program.', content: json(ref('Program')) },
          '404': error('No such program visible to the caller in this account (code NOT_FOUND).'),
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
        parameters: [...memberHeaders, { name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
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
    Program: {
      type: 'object',
      properties: {
        programId: { type: 'string' },
        accountId: { type: 'string' },
        programName: { type: 'string' },
        description: nullable({ type: 'string' }),
        programType: { type: 'string', enum: PROGRAM_TYPES },
        programStatus: { type: 'string', enum: PROGRAM_STATUSES },
        currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        budget: nullable({ type: 'integer', description: 'Minor units (cents).' }),
        startDate: nullable({ type: 'string', format: 'date' }),
        endDate: nullable({ type: 'string', format: 'date' }),
        createdAt: { type: 'string', format: 'date-time' },
        updatedAt: { type: 'string', format: 'date-time' },
        createdBy: nullable({ type: 'string', description: 'User id.' }),
        updatedBy: nullable({ type: 'string', description: 'User id.' }),
      },
      required: [
        'programId',
        'accountId',
        'programName',
        'description',
        'programType',
        'programStatus',
        'currency',
        'budget',
        'startDate',
        'endDate',
        'createdAt',
        'updatedAt',
        'createdBy',
        'updatedBy',
      ],
    },
    ProgramPage: {
      type: 'object',
      properties: {
        items: { type: 'array', items: ref('Program') },
        totalCount: { type: 'integer', description: 'Absent with `ids`.' },
        endCursor: nullable({ type: 'string', description: 'Absent with `ids`.' }),
        hasNextPage: { type: 'boolean', description: 'Absent with `ids`.' },
      },
      required: ['items'],
    },
    CreateProgramInput: {
      type: 'object',
      additionalProperties: false,
      properties: {
        programName: { type: 'string', minLength: 1, maxLength: 200, description: 'Trimmed; unique per account.' },
        description: nullable({ type: 'string', maxLength: 5000 }),
        programType: { type: 'string', enum: PROGRAM_TYPES },
        programStatus: { type: 'string', enum: PROGRAM_STATUSES, default: 'ACTIVE' },
        currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        budget: nullable({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
        startDate: nullable({ type: 'string', format: 'date' }),
        endDate: nullable({ type: 'string', format: 'date', description: 'On or after startDate.' }),
      },
      required: ['programName', 'programType', 'currency'],
    },
    UpdateProgramInput: {
      type: 'object',
      additionalProperties: false,
      description: 'Omitted fields stay as they are.',
      properties: {
        programName: { type: 'string', minLength: 1, maxLength: 200 },
        description: nullable({ type: 'string', maxLength: 5000 }),
        programType: { type: 'string', enum: PROGRAM_TYPES },
        programStatus: { type: 'string', enum: PROGRAM_STATUSES },
        currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        budget: nullable({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
        startDate: nullable({ type: 'string', format: 'date' }),
        endDate: nullable({ type: 'string', format: 'date' }),
      },
    },
    ProgramFilter: {
      type: 'object',
      description: 'Nested at most 5 levels, at most 50 conditions in all.',
      additionalProperties: false,
      properties: {
        connector: { type: 'string', enum: LOGICAL_CONNECTORS, default: 'AND' },
        conditions: { type: 'array', items: ref('ProgramFilterCondition') },
        groups: { type: 'array', items: ref('ProgramFilter') },
      },
    },
    ProgramFilterCondition: {
      type: 'object',
      additionalProperties: false,
      description:
        'BETWEEN takes two `values`, IN one or more; EXISTS, NOT_EXISTS and IS_NULL none; the others `value`.',
      properties: {
        field: { type: 'string', enum: Object.keys(PROGRAM_FILTER_FIELDS) },
        operator: { type: 'string', enum: FILTER_OPERATORS },
        value: nullable({ type: 'string' }),
        values: nullable({ type: 'array', items: { type: 'string' } }),
      },
      required: ['field', 'operator'],
    },
  },
};
