// OpenAPI building blocks: what route.ts builds each route's operation from, and the shapes every route shares
// (errors, list parameters, pages), which ../openapi.ts puts together.
import { FILTER_OPERATORS, LOGICAL_CONNECTORS } from '@aid/common/enums';
import { ERROR_CODES, FIELD_ERROR_CODES } from '@aid/common/errors';
import { type ListDeclaration, operatorsFor } from '@aid/common/fields';
import { LIMITS } from '@aid/common/limits';
import { z } from 'zod';

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export type JsonSchema = {
  $ref?: string;
  type?: JsonType | JsonType[];
  description?: string;
  format?: string;
  enum?: readonly (string | null)[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  anyOf?: JsonSchema[];
};

export type Parameter = {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
};

export type ParameterRef = { $ref: string };

/** Media type → schema: JSON everywhere, `application/octet-stream` for file content, CSV, XLSX, PDF, images. */
export type Content = Partial<Record<string, { schema: JsonSchema }>>;
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type Response = { description: string; content?: Content };

export type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: (Parameter | ParameterRef)[];
  requestBody?: { required: boolean; content: Content };
  responses: Record<string, Response>;
};

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: { url: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: {
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
  };
};

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  type: [schema.type as JsonType, 'null'],
});
export const json = (schema: JsonSchema): Content => ({ 'application/json': { schema } });
export const binary: Content = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
export const error = (description: string): Response => ({ description, content: json(ref('Error')) });
export const PUBLIC: Record<string, string[]>[] = [];

export const memberHeaders: ParameterRef[] = [
  { $ref: '#/components/parameters/AccountId' },
  { $ref: '#/components/parameters/SitePath' },
];

export const unauthenticated = error('Missing, malformed, invalid or expired access token (code UNAUTHENTICATED).');
export const authErrors: Record<string, Response> = {
  '401': unauthenticated,
  '403': error('Not an ACTIVE member of the account, or no access to the section (code FORBIDDEN).'),
};

/** Error shapes every route uses. */
export const errorSchemas: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      code: { type: 'string', enum: ERROR_CODES, description: 'One code, one HTTP status (common/src/errors.ts).' },
      fieldErrors: { type: 'array', items: ref('FieldError') },
      requestId: { type: 'string', description: 'Quote it to support: it is in every log line of the request.' },
    },
    required: ['message', 'code'],
  },
  FieldError: {
    type: 'object',
    properties: {
      field: { type: 'string', description: 'e.g. programName, or filter.conditions[2].value' },
      code: { type: 'string', enum: FIELD_ERROR_CODES },
      params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      message: { type: 'string', description: 'English; clients translate `code` with `params`.' },
    },
    required: ['field', 'code', 'message'],
  },
  ValidationError: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      code: { type: 'string', enum: ['VALIDATION_FAILED'] },
      fieldErrors: { type: 'array', items: ref('FieldError') },
      requestId: { type: 'string' },
    },
    required: ['message', 'code', 'fieldErrors'],
  },
};

/**
 * A domain's error body: the common one (errorSchemas.Error) plus `reason`, which of the domain's rules refused.
 * `required` names the fields every such body has (reconciliation always says its reason).
 */
export function reasonErrorSchema(
  reasons: readonly string[],
  rule: string,
  required: readonly string[] = ['message', 'code'],
): JsonSchema {
  return {
    type: 'object',
    properties: {
      ...errorSchemas.Error?.properties,
      reason: { type: 'string', enum: [...reasons], description: `Which ${rule} rule refused.` },
    },
    required: [...required],
  };
}

/** A request body's schema, generated from the zod schema the API validates it with (never restated). */
export function fromZod(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest as JsonSchema;
}

export const idPathParameter: Parameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', maxLength: LIMITS.idMaxLength, pattern: '^[A-Za-z0-9_-]+$' },
};

/** The query parameters of a list route, from its declaration: sorts, page size, cursor, filter, count, ids. */
export function listParameters(declaration: ListDeclaration, filterSchema: string): Parameter[] {
  return [
    {
      name: 'ids',
      in: 'query',
      description: `Comma-separated ids (batch look-up, at most ${LIMITS.idsPerRequest}; other parameters are ignored).`,
      schema: { type: 'string' },
    },
    {
      name: 'first',
      in: 'query',
      description: 'Page size.',
      schema: { type: 'integer', minimum: 1, maximum: LIMITS.pageSizeMax, default: 50 },
    },
    {
      name: 'after',
      in: 'query',
      description: 'A cursor of the previous page (`cursors[i]` or `endCursor`).',
      schema: { type: 'string', maxLength: LIMITS.cursorMaxLength },
    },
    {
      name: 'before',
      in: 'query',
      description: 'A cursor: the `first` rows just before it (the previous page, `startCursor`). Not with `after`.',
      schema: { type: 'string', maxLength: LIMITS.cursorMaxLength },
    },
    {
      name: 'sort',
      in: 'query',
      description: 'Sort option; ties are broken by id.',
      schema: { type: 'string', enum: Object.keys(declaration.sorts), default: declaration.defaultSort },
    },
    {
      name: 'filter',
      in: 'query',
      description: `URL-encoded JSON of a ${filterSchema}.`,
      schema: { type: 'string', format: 'json' },
    },
    {
      name: 'count',
      in: 'query',
      description: 'Count the matching rows (totalCount); false skips the count, which costs a scan on long lists.',
      schema: { type: 'string', enum: ['true', 'false'], default: 'true' },
    },
  ];
}

/** `<Name>Filter` and `<Name>FilterCondition`, with the fields and operators the declaration allows. */
export function filterSchemas(name: string, declaration: ListDeclaration): Record<string, JsonSchema> {
  const operators = Object.entries(declaration.fields)
    .map(([field, d]) => `${field}: ${operatorsFor(d).join(', ')}`)
    .join('; ');
  return {
    [`${name}Filter`]: {
      type: 'object',
      description: `Nested at most ${LIMITS.filter.maxDepth} levels, at most ${LIMITS.filter.maxConditions} conditions in all.`,
      additionalProperties: false,
      properties: {
        connector: { type: 'string', enum: LOGICAL_CONNECTORS, default: 'AND' },
        conditions: { type: 'array', items: ref(`${name}FilterCondition`) },
        groups: { type: 'array', items: ref(`${name}Filter`) },
      },
    },
    [`${name}FilterCondition`]: {
      type: 'object',
      additionalProperties: false,
      description:
        'BETWEEN takes two `values`, IN one or more; EXISTS, NOT_EXISTS and IS_NULL none; the others `value`. ' +
        `Operators per field: ${operators}.`,
      properties: {
        field: { type: 'string', enum: Object.keys(declaration.fields) },
        operator: { type: 'string', enum: FILTER_OPERATORS },
        value: nullable({ type: 'string', maxLength: LIMITS.filter.maxValueLength }),
        values: nullable({ type: 'array', items: { type: 'string' } }),
      },
      required: ['field', 'operator'],
    },
  };
}

/** A page of `item`: items with one cursor each. */
export function pageSchema(item: string): JsonSchema {
  return {
    type: 'object',
    properties: {
      items: { type: 'array', items: ref(item) },
      cursors: { type: 'array', items: { type: 'string' }, description: 'cursors[i] continues after items[i].' },
      totalCount: nullable({ type: 'integer', description: 'Null when count=false.' }),
      startCursor: nullable({ type: 'string' }),
      endCursor: nullable({ type: 'string' }),
      hasNextPage: { type: 'boolean' },
      hasPreviousPage: { type: 'boolean' },
    },
    required: ['items', 'cursors', 'totalCount', 'startCursor', 'endCursor', 'hasNextPage', 'hasPreviousPage'],
  };
}

export const itemsSchema = (item: string): JsonSchema => ({
  type: 'object',
  properties: { items: { type: 'array', items: ref(item) } },
  required: ['items'],
});

export const listErrors: Record<string, Response> = {
  '422': error('Bad first, sort, filter, cursor or ids (code VALIDATION_FAILED; fieldErrors name the parameter).'),
};

export type PageDocs = {
  parameters: Parameter[];
  response: { description: string; schema: JsonSchema };
  schemas: Record<string, JsonSchema>;
};

/**
 * The documentation of a page that a route answers with its own handler (a nested list, or a list with more rules
 * than listRoute's): the list's query parameters, and the `<item>Page`, `<filter>Filter` and
 * `<filter>FilterCondition` components it refers to. The filter is named after the item unless told.
 */
export function pageDocs(
  declaration: ListDeclaration,
  item: string,
  options: {
    filter?: string;
    description?: string;
    page?: JsonSchema;
    /** List parameters the route does not offer (`ids`). */
    without?: readonly string[];
    /** Parameters of the route's own, after the list's. */
    more?: readonly Parameter[];
  } = {},
): PageDocs {
  const filter = options.filter ?? item;
  const without = options.without ?? [];
  return {
    parameters: [
      ...listParameters(declaration, `${filter}Filter`).filter((p) => !without.includes(p.name)),
      ...(options.more ?? []),
    ],
    response: { description: options.description ?? 'A page.', schema: ref(`${item}Page`) },
    schemas: { [`${item}Page`]: options.page ?? pageSchema(item), ...filterSchemas(filter, declaration) },
  };
}
