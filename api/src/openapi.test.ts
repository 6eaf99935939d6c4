import { describe, expect, it } from 'vitest';
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
    const registered = new Set(routes.map((r) => `${r.method} ${toOpenApiPath(r.path)}`));
    const documented = Object.entries(openApiDocument.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((d) => !registered.has(d))).toEqual([]);
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
