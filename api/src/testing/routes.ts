// Every route the API serves, listed without a database or an identity service (the OpenAPI completeness test
// and the fuzz test read it). The stand-ins fail loudly if anything calls them.
import { createApiApp, type RouteEntry, registeredRoutes } from '../app.js';
import type { Db } from '../db/db.js';

const unusedDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('not used')),
  exec: () => Promise.reject(new Error('not used')),
  transaction: () => Promise.reject(new Error('not used')),
  listening: false,
  onChange: () => undefined,
  close: () => Promise.resolve(),
};

export function apiRoutes(): RouteEntry[] {
  return registeredRoutes(
    createApiApp({ db: unusedDb, verifier: { verify: () => Promise.reject(new Error('not used')) } }),
  );
}
