import { describe, expect, it } from 'vitest';
import { createApiApp, registeredRoutes } from './app.js';
import type { Db } from './db/db.js';
import { openApiDocument } from './openapi.js';

// Route listing needs no database or identity: these stand-ins fail loudly if anything calls them.
const unusedDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('not used')),
  exec: () => Promise.reject(new Error('not used')),
  transaction: () => Promise.reject(new Error('not used')),
  close: () => Promise.resolve(),
};
const unusedVerifier = { verify: () => Promise.reject(new Error('not used')) };

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  const routes = registeredRoutes(createApiApp({ db: unusedDb, verifier: unusedVerifier }));

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
