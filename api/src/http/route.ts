// One declaration per REST route: the Express handler chain (sign-in check, body parser, input checks, answer) and
// the route's OpenAPI operation come from the same object and the same zod schemas, so the contract served at
// /openapi.json cannot drift from what the code accepts. `routerOf` mounts declarations on a Router and remembers
// them, so the document is read back from the routers the app mounts (../openapi.ts).
import type { ListDeclaration } from '@aid/common/fields';
import { restSchemas } from '@aid/common/json';
import type { Access, Action, Section } from '@aid/common/permissions';
import { validate } from '@aid/common/validation';
import { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import { z } from 'zod';
import { type AuthContext, authContext, requireAccess } from '../auth/context.js';
import { ApiError } from './errors.js';
import { type ListRouteOptions, listRoute } from './list.js';
import {
  authErrors,
  type Content,
  error,
  filterSchemas,
  fromZod,
  idPathParameter,
  type JsonSchema,
  json,
  listErrors,
  listParameters,
  type Method,
  memberHeaders,
  type Response as OpenApiResponse,
  type Operation,
  type Parameter,
  PUBLIC,
  pageSchema,
  ref,
  unauthenticated,
} from './openapi.js';
import { booleanQuery, idParam, singleQuery, splitIds } from './request.js';
import { jsonBody, validateBody } from './validation.js';

/**
 * Who may call: `member` (default: an ACTIVE member of the account, `requireMember`), `signedIn` (any valid access
 * token, no membership: /me and what a user needs before joining an organisation) or `public`.
 */
export type Caller = 'member' | 'signedIn' | 'public';

/** The sign-in checks a router's routes use, built by the app from its dependencies. */
export type Guards = { member?: RequestHandler; signedIn?: RequestHandler };

/** A path or query parameter: a zod schema (documented, and checked: refusals name the parameter), or a reader. */
export type ParamSpec<T = unknown> =
  | z.ZodType<T>
  | { schema: z.ZodType; description?: string; required?: boolean; read: (req: Request, name: string) => T };

type ValueOf<S> = S extends z.ZodType
  ? z.output<S>
  : S extends { read: (req: Request, name: string) => infer T }
    ? T
    : never;
type Values<R> = { [K in keyof R]: ValueOf<R[K]> };

/** A media type of a request or response body other than JSON: files, exports, images. */
export type MediaType =
  | 'application/octet-stream'
  | 'application/pdf'
  | 'text/csv'
  | 'text/plain'
  | 'text/event-stream'
  | 'image/*'
  | 'image/png'
  | 'image/jpeg'
  | 'image/webp'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | '*/*';

/** What a route answers on success: JSON of `schema` (zod or JSON schema), or a file of `contentType`. */
export type ResponseSpec = {
  description: string;
  schema?: z.ZodType | JsonSchema;
  contentType?: MediaType | readonly MediaType[];
};

/** A body streamed to the handler as it arrives (no JSON parser runs): uploads. */
export type UploadSpec = { contentType: MediaType | readonly MediaType[]; description: string; required?: boolean };

export type Permission = readonly [Section, Action];

/** What names and explains a route, for a factory that declares several alike routes from the rest. */
export type RouteWords = { path: string; operationId: string; summary: string; description: string };

export type RouteContext<P, Q, B, A> = {
  req: Request;
  res: Response;
  next: NextFunction;
  params: P;
  query: Q;
  body: B;
  /** The caller's organisation context (member routes only; reading it elsewhere throws). */
  readonly auth: AuthContext;
  /** The access `permission` granted (checked before any input is read). */
  access: A;
};

export type RouteSpec<
  PR extends Record<string, ParamSpec>,
  QR extends Record<string, ParamSpec>,
  BS extends z.ZodType,
  PM extends Permission | undefined,
> = {
  method: Method;
  /** Express form (`/programs/:id`); the document shows `{id}`. */
  path: string;
  summary: string;
  description?: string;
  /** Kept stable for partners' generated clients; default: the method and the path in camel case. */
  operationId?: string;
  /** Default: the first path segment. */
  tags?: string[];
  caller?: Caller;
  /** Checked first (403), before any input is read; its access is `ctx.access`. */
  permission?: PM;
  params?: PR;
  query?: QR;
  /** A JSON body checked against the schema (422 naming each field) and handed over parsed as `ctx.body`. */
  body?: BS;
  /** Replaces the schema check when a domain words its refusals itself (roles); the schema still documents it. */
  checkBody?: (raw: unknown) => z.output<BS>;
  /** The JSON body limit (default LIMITS.jsonBodyBytes). */
  bodyLimit?: number;
  /** The body may be left out: `{}` is checked in its place, and the document marks it optional. */
  optionalBody?: boolean;
  /**
   * The body is checked when the handler first reads `ctx.body`, not before it runs: a route that looks its object up
   * first then answers 404 for what the caller may not see, whatever they sent.
   */
  deferBody?: boolean;
  /** Parameters the handler reads itself (a nested list's paging, an id read after the body): documented only. */
  parameters?: readonly Parameter[];
  upload?: UploadSpec;
  /** The success status; a handler's return value is sent as JSON with it. Default 200. */
  status?: number;
  response: ResponseSpec;
  /** Status → description (an `Error` body) or a whole response; sign-in, body and id errors are added. */
  errors?: Record<string, string | OpenApiResponse>;
  /** More components this route's schemas refer to by name. */
  schemas?: Record<string, JsonSchema>;
  /**
   * Returns the JSON answer, or `undefined` when it answered itself (a stream, a file, a redirect).
   */
  handler: (
    ctx: RouteContext<Values<PR>, Values<QR>, z.output<BS>, PM extends Permission ? Access : undefined>,
  ) => unknown;
};

/** A declared route: what to mount and what to document. */
export type RouteDefinition = {
  method: Method;
  path: string;
  handlers: (guards: Guards) => RequestHandler[];
  operation: () => { operation: Operation; schemas: Record<string, JsonSchema> };
};

/** An object id in the path: the same 422 (INVALID_ID) idParam gives, documented as idPathParameter. */
export const idParamSpec: ParamSpec<string> = {
  schema: z.string(),
  required: true,
  read: (req, name) => idParam(req, name),
};

/** Query parameters read with the request helpers, so their refusals stay the words partners already get. */
export const queryParam = {
  /** `true`/`false`, else 422 WRONG_TYPE. */
  boolean: (fallback: boolean, description: string): ParamSpec<boolean> => ({
    schema: z.enum(['true', 'false']).default(fallback ? 'true' : 'false'),
    description,
    read: (req, name) => booleanQuery(req, name, fallback),
  }),
  /** Free text given at most once; `undefined` when absent. */
  text: (description: string, options: { required?: boolean } = {}): ParamSpec<string | undefined> => ({
    schema: z.string(),
    description,
    required: options.required,
    read: (req, name) => singleQuery(req, name),
  }),
  /** Comma-separated ids (at most LIMITS.idsPerRequest, each checked); `undefined` when absent. */
  ids: (description: string, options: { required?: boolean } = {}): ParamSpec<string[] | undefined> => ({
    schema: z.string(),
    description,
    required: options.required,
    read: (req, name) => {
      const raw = singleQuery(req, name);
      return raw === undefined ? undefined : splitIds(raw, name);
    },
  }),
};

function readParam(spec: ParamSpec, req: Request, name: string, raw: unknown): unknown {
  if (!(spec instanceof z.ZodType)) return spec.read(req, name);
  const result = validate(spec, raw);
  if (result.ok) return result.value;
  // The schema sees a bare value, so its refusals name no field: they are the parameter's.
  throw ApiError.invalid(
    result.fieldErrors.map((e) => ({ ...e, field: e.field === 'body' ? name : `${name}.${e.field}` })),
  );
}

function readAll(
  specs: Record<string, ParamSpec> | undefined,
  req: Request,
  source: 'params' | 'query',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs ?? {})) {
    const raw = source === 'params' ? req.params[name] : singleQuery(req, name);
    out[name] = readParam(spec, req, name, raw);
  }
  return out;
}

const contentTypes = (type: MediaType | readonly MediaType[]): readonly MediaType[] =>
  typeof type === 'string' ? [type] : type;

/** A zod schema as JSON schema; a shape registered in common's `restSchemas` becomes a $ref to its component. */
export function schemaOf(schema: z.ZodType | JsonSchema, io: 'input' | 'output' = 'output'): JsonSchema {
  if (!(schema instanceof z.ZodType)) return schema;
  const id = restSchemas.get(schema)?.id;
  if (id) return ref(id);
  if (io === 'input') return fromZod(schema);
  const {
    $schema: _s,
    $defs: _d,
    ...rest
  } = z.toJSONSchema(schema, {
    metadata: restSchemas,
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  // Registered shapes inside (a list of Program, …) point at their components, which the document always holds.
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

function binaryContent(types: readonly MediaType[]): Content {
  return Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }]));
}

function parameterOf(name: string, spec: ParamSpec, location: 'path' | 'query'): Parameter {
  if (spec === idParamSpec) return { ...idPathParameter, name };
  const zod = spec instanceof z.ZodType ? spec : spec.schema;
  const description = spec instanceof z.ZodType ? zod.description : spec.description;
  const required = location === 'path' || (!(spec instanceof z.ZodType) && spec.required === true);
  return {
    name,
    in: location,
    ...(required ? { required: true } : {}),
    ...(description ? { description } : {}),
    schema: fromZod(zod),
  };
}

function defaultOperationId(method: Method, path: string): string {
  const words = path
    .split(/[/\-.]/)
    .filter((w) => w && !w.startsWith(':'))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return `${method}${words.join('')}`;
}

/** Declares one route; mount it with `routerOf`. */
export function defineRoute<
  const PR extends Record<string, ParamSpec> = Record<never, never>,
  const QR extends Record<string, ParamSpec> = Record<never, never>,
  BS extends z.ZodType = z.ZodUnknown,
  const PM extends Permission | undefined = undefined,
>(spec: RouteSpec<PR, QR, BS, PM>): RouteDefinition {
  const caller = spec.caller ?? 'member';
  const handlers = (guards: Guards): RequestHandler[] => {
    const chain: RequestHandler[] = [];
    if (caller !== 'public') {
      const guard = caller === 'member' ? guards.member : guards.signedIn;
      if (!guard) throw new Error(`${spec.method} ${spec.path} needs guards.${caller}`);
      chain.push(guard);
    }
    if (spec.body) chain.push(...jsonBody(spec.bodyLimit));
    chain.push(async (req, res, next) => {
      const access = spec.permission
        ? requireAccess(authContext(res), spec.permission[0], spec.permission[1])
        : undefined;
      const params = readAll(spec.params, req, 'params');
      const query = readAll(spec.query, req, 'query');
      const { body: schema, checkBody } = spec;
      const readBody = (): unknown => {
        if (!schema) return undefined;
        const raw: unknown = spec.optionalBody ? (req.body ?? {}) : req.body;
        return checkBody ? checkBody(raw) : validateBody(schema, raw);
      };
      let body = spec.deferBody ? undefined : { value: readBody() };
      const ctx = {
        req,
        res,
        next,
        params,
        query,
        get body() {
          body ??= { value: readBody() };
          return body.value;
        },
        access,
        get auth() {
          return authContext(res);
        },
      } as RouteContext<Values<PR>, Values<QR>, z.output<BS>, PM extends Permission ? Access : undefined>;
      const answer = await spec.handler(ctx);
      if (answer !== undefined && !res.headersSent) res.status(spec.status ?? 200).json(answer);
    });
    return chain;
  };
  return { method: spec.method, path: spec.path, handlers, operation: () => operationOf(spec, caller) };
}

function operationOf<
  PR extends Record<string, ParamSpec>,
  QR extends Record<string, ParamSpec>,
  BS extends z.ZodType,
  PM extends Permission | undefined,
>(spec: RouteSpec<PR, QR, BS, PM>, caller: Caller): { operation: Operation; schemas: Record<string, JsonSchema> } {
  const parameters = [
    ...(caller === 'public' ? [] : memberHeaders),
    ...Object.entries(spec.params ?? {}).map(([name, p]) => parameterOf(name, p, 'path')),
    ...Object.entries(spec.query ?? {}).map(([name, p]) => parameterOf(name, p, 'query')),
    ...(spec.parameters ?? []),
  ];
  const { response } = spec;
  const content: Content =
    response.contentType === undefined
      ? json(response.schema ? schemaOf(response.schema) : { type: 'object' })
      : response.schema
        ? Object.fromEntries(
            contentTypes(response.contentType).map((t) => [t, { schema: schemaOf(response.schema as z.ZodType) }]),
          )
        : binaryContent(contentTypes(response.contentType));
  const inputErrors: Record<string, OpenApiResponse> = {};
  if (Object.values(spec.params ?? {}).includes(idParamSpec)) {
    inputErrors['422'] = error('The id cannot be one (code VALIDATION_FAILED).');
  }
  if (spec.body) {
    inputErrors['400'] = error('The body is not valid JSON.');
    inputErrors['422'] = {
      description: 'Invalid input (code VALIDATION_FAILED).',
      content: json(ref('ValidationError')),
    };
  }
  const callerErrors: Record<string, OpenApiResponse> =
    caller === 'member' ? authErrors : caller === 'signedIn' ? { '401': unauthenticated } : {};
  const declared = Object.fromEntries(
    Object.entries(spec.errors ?? {}).map(([status, e]) => [status, typeof e === 'string' ? error(e) : e]),
  );
  const operation: Operation = {
    operationId: spec.operationId ?? defaultOperationId(spec.method, spec.path),
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: spec.tags ?? [spec.path.split('/')[1] ?? 'system'],
    ...(caller === 'public' ? { security: PUBLIC } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body
      ? { requestBody: { required: !spec.optionalBody, content: json(schemaOf(spec.body, 'input')) } }
      : spec.upload
        ? {
            requestBody: {
              required: spec.upload.required ?? true,
              content: binaryContent(contentTypes(spec.upload.contentType)),
            },
          }
        : {}),
    responses: {
      // 204 No Content: there is no body to describe.
      [String(spec.status ?? 200)]:
        spec.status === 204 ? { description: response.description } : { description: response.description, content },
      ...inputErrors,
      ...callerErrors,
      ...declared,
    },
  };
  return { operation, schemas: spec.schemas ?? {} };
}

export type ListRouteSpec<R extends object, J> = ListRouteOptions<R, J> & {
  path: string;
  summary: string;
  description?: string;
  operationId?: string;
  tags?: string[];
  /** The component names: `<name>Page`, `<name>Filter`, `<name>FilterCondition`; items are `item`'s component. */
  name: string;
  /** The item's zod schema (a component registered in common) or its component name. */
  item: z.ZodType | string;
  /** Path parameters of a nested list (`/distributions/:id/entitlements`): documented; the scope reads them. */
  params?: Record<string, ParamSpec>;
  /** Parameters the scope reads itself (`mine`): documented here, read by the scope as before. */
  extraQuery?: Record<string, ParamSpec>;
  errors?: Record<string, string | OpenApiResponse>;
};

/**
 * A list route on the list engine (listRoute): `?first&after&before&sort&filter&count`, or `?ids=`. Its
 * `POST <path>/query` twin (listQueryRoutes, when the path is in LIST_PATHS) is documented from this operation.
 */
export function defineListRoute<R extends object, J>(spec: ListRouteSpec<R, J>): RouteDefinition {
  const list = listRoute<R, J>({ source: spec.source, scope: spec.scope, toJson: spec.toJson });
  const declaration: ListDeclaration = spec.source.declaration;
  const itemName = typeof spec.item === 'string' ? spec.item : restSchemas.get(spec.item)?.id;
  if (!itemName) throw new Error(`${spec.path}: the list item must be a registered component`);
  const pathParams = Object.entries(spec.params ?? {}).map(([name, p]) => parameterOf(name, p, 'path'));
  return {
    method: 'get',
    path: spec.path,
    handlers: (guards) => {
      if (!guards.member) throw new Error(`${spec.path} needs guards.member`);
      return [guards.member, list];
    },
    operation: () => ({
      operation: {
        operationId: spec.operationId ?? defaultOperationId('get', spec.path).replace(/^get/, 'list'),
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        tags: spec.tags ?? [spec.path.split('/')[1] ?? 'lists'],
        parameters: [
          ...memberHeaders,
          ...pathParams,
          ...listParameters(declaration, `${spec.name}Filter`),
          ...Object.entries(spec.extraQuery ?? {}).map(([name, p]) => parameterOf(name, p, 'query')),
        ],
        responses: {
          '200': {
            description: `A page (${spec.name}Page), or \`{ items }\` when \`ids\` is given.`,
            content: json(ref(`${spec.name}Page`)),
          },
          ...(pathParams.length ? { '404': error('No such object visible to the caller (code NOT_FOUND).') } : {}),
          ...listErrors,
          ...authErrors,
          ...Object.fromEntries(
            Object.entries(spec.errors ?? {}).map(([status, e]) => [status, typeof e === 'string' ? error(e) : e]),
          ),
        },
      },
      schemas: { [`${spec.name}Page`]: pageSchema(itemName), ...filterSchemas(spec.name, declaration) },
    }),
  };
}

const declared = new WeakMap<Router, readonly RouteDefinition[]>();

/** A Router serving `routes` (in order), which remembers them for the OpenAPI document. */
export function routerOf(guards: Guards, routes: readonly RouteDefinition[]): Router {
  const router = Router();
  for (const route of routes) router[route.method](route.path, ...route.handlers(guards));
  declared.set(router, routes);
  return router;
}

/** The routes a router declared with `routerOf` (none for a hand-built router). */
export function routeDefinitionsOf(router: Router): readonly RouteDefinition[] {
  return declared.get(router) ?? [];
}
