// Public surface of @aid/api: start the service, open its database, and set up test data.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccessTokenVerifier, type IdentityConfig } from '@aid/common/auth';
import { createApiApp } from './app.js';
import { type Db, openDb } from './db/db.js';
import { migrate } from './db/migrate.js';
import { type DemoUserSub, seedDemo } from './seed/demo.js';

export type { GetUserEmail, IdentityProfile } from './accounts/identity.js';
export type { MeJson, MembershipJson, UserJson } from './accounts/service.js';
export { type ApiDeps, createApiApp } from './app.js';
export { type Db, type OpenDbOptions, openDb, type Queryable, type SqlValue } from './db/db.js';
export type { FilterCondition, FilterGroup } from './db/filter.js';
export { migrate } from './db/migrate.js';
export type { ErrorBody, FieldError } from './http/errors.js';
export { openApiDocument } from './openapi.js';
export type { ProgramJson } from './programs/model.js';
export type { ProgramPage } from './programs/service.js';
export { DEMO_FIELD_OFFICER_PROGRAMS, DEMO_PROGRAMS, type DemoUserSub, seedDemo } from './seed/demo.js';
export {
  createFixtures,
  type FixtureMember,
  type FixtureProgram,
  type Fixtures,
  type FixtureUser,
} from './testing/fixtures.js';

export type StartApiOptions = {
  identity: IdentityConfig;
  /** PostgreSQL server URL; unset → PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' (the default) keeps everything in memory. */
  dataDir?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** When given, the demo organisations, users and programs are seeded for these identity users. */
  demoUsers?: DemoUserSub[];
};

export type RunningApi = { url: string; port: number; db: Db; close(): Promise<void> };

export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const db = await openDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await migrate(db);
    if (options.demoUsers) await seedDemo(db, options.demoUsers);
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = createApiApp({ db, verifier: createAccessTokenVerifier(options.identity), identity: options.identity });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(options.port ?? 0, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would hold close() open; in-flight requests have been answered by now.
          server.closeIdleConnections();
        });
        await db.close();
      })();
      return closing;
    },
  };
}
