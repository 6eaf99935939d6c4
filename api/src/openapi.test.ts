import { describe, expect, it } from 'vitest';
import { LIST_PATHS } from './http/list.js';
import type { Operation } from './http/openapi.js';
import { openApiDocument } from './openapi.js';
import { apiRoutes } from './testing/routes.js';

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  const routes = apiRoutes();

  it('finds the registered routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(9);
  });

  it('describes every registered route', () => {
    const missing = routes.filter(
      (r) => !openApiDocument.paths[toOpenApiPath(r.path)]?.[r.method as 'get' | 'post' | 'patch'],
    );
    expect(missing).toEqual([]);
  });

  it('describes no route that does not exist', () => {
    // `POST <list>/query` is one middleware for every list (http/list.ts), not a route of its own.
    const registered = new Set([
      ...routes.map((r) => `${r.method} ${toOpenApiPath(r.path)}`),
      ...LIST_PATHS.map((p) => `post ${toOpenApiPath(p)}/query`),
    ]);
    const documented = Object.entries(openApiDocument.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((d) => !registered.has(d))).toEqual([]);
  });

  const operations = Object.entries(openApiDocument.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, path, op: op as Operation })),
  );

  it('documents the POST <list>/query twin of every list', () => {
    const missing = LIST_PATHS.filter((p) => !openApiDocument.paths[`${toOpenApiPath(p)}/query`]?.post?.requestBody);
    expect(missing).toEqual([]);
    const schema = openApiDocument.paths['/programs/query']?.post?.requestBody?.content['application/json']?.schema;
    expect(schema?.properties?.filter).toEqual({ $ref: '#/components/schemas/ProgramFilter' });
  });

  it('gives every operation a success response with a schema (204 No Content has no body)', () => {
    const without = operations.filter(({ op }) => {
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
      if (success?.[0] === '204') return false;
      return !Object.values(success?.[1]?.content ?? {}).some((c) => c?.schema);
    });
    expect(without.map((o) => o.at)).toEqual([]);
  });

  it('declares every path parameter, and a body schema wherever a body is documented', () => {
    const undeclared = operations.filter(({ path, op }) =>
      [...path.matchAll(/\{(\w+)\}/g)].some(
        ([, name]) => !op.parameters?.some((p) => 'name' in p && p.name === name && p.in === 'path'),
      ),
    );
    expect(undeclared.map((o) => o.at)).toEqual([]);
    const bodies = operations.filter(
      ({ op }) => op.requestBody && !Object.values(op.requestBody.content).some((c) => c?.schema),
    );
    expect(bodies.map((o) => o.at)).toEqual([]);
  });

  it('documents the JSON body of every route that parses one, and the query of every list', () => {
    const undocumented = routes.filter(
      (r) =>
        r.handlers.includes('jsonParser') &&
        !openApiDocument.paths[toOpenApiPath(r.path)]?.[r.method as 'post']?.requestBody?.content['application/json']
          ?.schema,
    );
    expect(undocumented.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(routes.filter((r) => r.handlers.includes('jsonParser')).length).toBeGreaterThan(20);
    const lists = LIST_PATHS.filter(
      (p) =>
        !openApiDocument.paths[toOpenApiPath(p)]?.get?.parameters?.some(
          (q) => 'name' in q && q.name === 'filter' && q.in === 'query',
        ),
    );
    expect(lists).toEqual([]);
  });

  it('documents a JSON route’s body from the zod schema it validates with', () => {
    const create = openApiDocument.paths['/programs']?.post?.requestBody?.content['application/json']?.schema;
    expect(create?.required).toContain('programName');
    expect(openApiDocument.paths['/programs/{id}']?.patch?.responses['200']?.content?.['application/json']).toEqual({
      schema: { $ref: '#/components/schemas/Program' },
    });
  });

  it('resolves every $ref', () => {
    const refs = JSON.stringify(openApiDocument).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const [, , section, name] = (JSON.parse(`{${ref}}`) as { $ref: string }).$ref.split('/');
      const target = (openApiDocument.components as Record<string, Record<string, unknown>>)[section ?? '']?.[
        name ?? ''
      ];
      expect(target, ref).toBeDefined();
    }
  });
});
