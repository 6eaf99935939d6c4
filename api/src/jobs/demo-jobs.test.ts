// DEMO jobs only where offered (DEMO_JOBS): POST /jobs/demo is mounted, and documented, only then; the other job
// routes are there either way.
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../app.js';
import type { Db } from '../db/db.js';
import { createLogger } from '../http/logger.js';
import { routeDefinitionsOf } from '../http/route.js';
import { openApiDocument } from '../openapi.js';
import { jobsRouter } from './routes.js';

const member: RequestHandler = (_req, _res, next) => next();
const routes = (demoJobs: boolean) =>
  routeDefinitionsOf(jobsRouter({ member, demoJobs })).map((r) => `${r.method.toUpperCase()} ${r.path}`);

const unused = () => Promise.reject(new Error('no database in this test'));
const db: Db = {
  kind: 'pglite',
  query: unused,
  exec: unused,
  transaction: unused,
  listening: false,
  onChange: () => undefined,
  close: () => Promise.resolve(),
};

/** The status POST /jobs/demo answers a caller without a token: 401 where the route exists, 404 where it does not. */
async function demoStatus(demoJobs: boolean | undefined): Promise<number> {
  const app = createApiApp({
    db,
    verifier: { verify: () => Promise.reject(new Error('no token expected')) },
    logger: createLogger(undefined, 'silent'),
    ...(demoJobs === undefined ? {} : { demoJobs }),
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/jobs/demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ steps: 1 }),
    });
    return res.status;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('demo jobs', () => {
  it('are a route of the jobs router only when offered', () => {
    expect(routes(true)).toContain('POST /jobs/demo');
    expect(routes(false)).not.toContain('POST /jobs/demo');
    expect(routes(false)).toEqual(routes(true).filter((r) => r !== 'POST /jobs/demo'));
  });

  it('are mounted by default (development and tests) and not when switched off', async () => {
    expect(await demoStatus(undefined)).toBe(401);
    expect(await demoStatus(true)).toBe(401);
    expect(await demoStatus(false)).toBe(404);
  });

  it('are documented, with the setting that offers them', () => {
    expect(openApiDocument.paths['/jobs/demo']?.post?.description).toContain('DEMO_JOBS');
  });
});
