// The REST contract as an OpenAPI 3.1 document (served at GET /openapi.json), read from the route declarations of
// every router the domains contribute (http/route.ts): a route and its operation are one declaration, so they
// cannot drift. A test checks that every route Express registers appears here with its schemas.
import { restSchemas } from '@aid/common/json';
import { LIMITS } from '@aid/common/limits';
import { createServiceMetrics } from '@aid/common/metrics';
import type { Router } from 'express';
import { z } from 'zod';
import type { Db } from './db/db.js';
import type { DomainDeps } from './domain.js';
import { API_DOMAINS } from './domains.js';
import { LIST_PATHS } from './http/list.js';
import { createLogger } from './http/logger.js';
import {
  errorSchemas,
  type JsonSchema,
  json,
  type Method,
  type OpenApiDocument,
  type Operation,
} from './http/openapi.js';
import { routeDefinitionsOf } from './http/route.js';
import { systemRouter } from './http/system.js';

export type { JsonSchema, OpenApiDocument } from './http/openapi.js';

/** The response shapes common/ describes with zod (User, Program, …), with $refs between them. */
function generatedSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(restSchemas, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'output',
    unrepresentable: 'any',
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema as Record<string, unknown>;
      return [id, rest as JsonSchema];
    }),
  );
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * `POST <list>/query` (http/list.ts) takes the GET list's query parameters as a JSON body, `filter` as an object:
 * its operation is derived from the list's own, so the two are documented alike.
 */
function listQueryOperation(list: Operation): Operation {
  const properties: Record<string, JsonSchema> = {};
  const path: NonNullable<Operation['parameters']> = [];
  for (const parameter of list.parameters ?? []) {
    if ('$ref' in parameter || parameter.in !== 'query') path.push(parameter);
    else if (parameter.name === 'filter') {
      const filter = parameter.schema.format === 'json' ? filterRefOf(parameter.description) : undefined;
      properties.filter = filter ?? { type: 'object' };
    } else
      properties[parameter.name] = {
        ...parameter.schema,
        ...(parameter.description ? { description: parameter.description } : {}),
      };
  }
  return {
    ...list,
    operationId: `${list.operationId}Query`,
    summary: `${list.summary} (parameters as a JSON body)`,
    description:
      `The same as GET with its query parameters as a JSON object, for filters too large for a URL (at most ` +
      `${LIMITS.listQueryBodyBytes} bytes). ${list.description ?? ''}`.trim(),
    parameters: path,
    requestBody: {
      required: true,
      content: json({ type: 'object', additionalProperties: false, properties }),
    },
    responses: {
      ...list.responses,
      '400': { description: 'The body is not valid JSON.', content: json({ $ref: '#/components/schemas/Error' }) },
      '413': { description: 'The body is over the limit.', content: json({ $ref: '#/components/schemas/Error' }) },
    },
  };
}

/** `URL-encoded JSON of a ProgramFilter.` → a $ref to ProgramFilter. */
function filterRefOf(description: string | undefined): JsonSchema | undefined {
  const name = description?.match(/of an? (\w+Filter)\b/)?.[1];
  return name ? { $ref: `#/components/schemas/${name}` } : undefined;
}

/** The document of `routers`: their defineRoute declarations, and the list query twins of their lists. */
export function openApiDocumentOf(routers: readonly Router[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, JsonSchema> = {};
  for (const router of routers) {
    for (const route of routeDefinitionsOf(router)) {
      const { operation, schemas: own } = route.operation();
      const path = toOpenApiPath(route.path);
      paths[path] = { ...paths[path], [route.method]: operation };
      Object.assign(schemas, own);
    }
  }
  for (const list of LIST_PATHS) {
    const get = paths[toOpenApiPath(list)]?.get;
    const queryPath = `${toOpenApiPath(list)}/query`;
    if (get && !paths[queryPath]?.post) paths[queryPath] = { ...paths[queryPath], post: listQueryOperation(get) };
  }
  const methods: Method[] = ['get', 'post', 'put', 'patch', 'delete'];
  const sorted = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((path) => [
        path,
        Object.fromEntries(methods.flatMap((m) => (paths[path]?.[m] ? [[m, paths[path]?.[m]]] : []))),
      ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Aid platform product API',
      version: '1.0.0',
      description:
        'REST system of record behind the GraphQL gateway. Every request except /health, /openapi.json and ' +
        '/log-error needs `Authorization: Bearer <Cognito access token>`; `x-accountid` selects the organisation ' +
        "(default: the token's custom:defaultAccountId, then the profile's default, then the first ACTIVE " +
        'membership) and `x-sitepath` (the page URL) is recorded in activity logs. Errors are `{ message, code }`.',
    },
    security: [{ bearerAuth: [] }],
    paths: sorted,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A Cognito access token of the platform’s app client (not an ID token).',
        },
      },
      parameters: {
        AccountId: {
          name: 'x-accountid',
          in: 'header',
          description: 'The account (organisation) the request acts in; the caller must be an ACTIVE member.',
          schema: { type: 'string' },
        },
        SitePath: {
          name: 'x-sitepath',
          in: 'header',
          description: 'The web page the request comes from; stored in activity logs.',
          schema: { type: 'string' },
        },
      },
      schemas: { ...errorSchemas, ...generatedSchemas(), ...schemas },
    },
  };
}

const unused = (): Promise<never> => Promise.reject(new Error('only the route declarations are read'));

/**
 * The routers the app mounts, built with dependencies that are never called: the document needs only their
 * declarations, and exists without a database (the gateway's tests and partners' tooling import it).
 */
function declaredRouters(): Router[] {
  const db: Db = {
    kind: 'pglite',
    query: unused,
    exec: unused,
    transaction: unused,
    listening: false,
    onChange: () => undefined,
    close: () => Promise.resolve(),
  };
  const deps: DomainDeps = {
    db,
    verifier: { verify: unused },
    member: (_req, _res, next) => next(new Error('only the route declarations are read')),
    files: { storage: { write: unused, read: unused, remove: unused }, maxBytes: LIMITS.uploadMaxBytes },
    queue: undefined,
    getUserEmail: undefined,
    identity: undefined,
    mailer: { send: unused },
    gatewaySecret: undefined,
    // Documented, as the route a development or test API offers; a production one mounts it only with DEMO_JOBS.
    demoJobs: true,
    signInUrl: 'http://localhost/login',
    logger: createLogger(undefined, 'silent'),
  };
  return [
    systemRouter(() => openApiDocument, { db, metrics: createServiceMetrics('api'), metricsToken: undefined }),
    ...API_DOMAINS.flatMap((domain) => [...(domain.publicRouters?.(deps) ?? []), ...(domain.routers?.(deps) ?? [])]),
  ];
}

export const openApiDocument: OpenApiDocument = openApiDocumentOf(declaredRouters());
