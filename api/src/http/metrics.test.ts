// /metrics and /ready of the API over HTTP on PGlite (the series do not depend on the database's kind): requests by
// route pattern, errors by code, the job queue read from the database, and who may read them.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccessTokenVerifier } from '@aid/common/auth';
import { newId } from '@aid/common/ids';
import { seriesValue } from '@aid/common/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app.js';
import { type Db, openDb } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { createFixtures } from '../testing/fixtures.js';

const identity = { region: 'eu-central-1', userPoolId: 'eu-central-1_metrics', clientId: 'metrics-client' };

describe('API metrics and readiness', () => {
  let db: Db;
  const servers: Server[] = [];
  const listen = async (metricsToken?: string): Promise<string> => {
    const app = createApiApp({ db, verifier: createAccessTokenVerifier(identity), metricsToken });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  let url: string;

  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    url = await listen();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) server.close();
    await db?.close();
  });

  const scrape = async (base = url, init?: RequestInit) => {
    const answer = await fetch(`${base}/metrics`, init);
    return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
  };

  it('counts requests under their route pattern and refusals under their code', async () => {
    const { accountId } = await createFixtures(db).account('Metrics org');
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await fetch(`${url}/no-such-route`)).status).toBe(404);
    // A member route without a token: refused before any id is read, counted under the pattern, not the id.
    expect((await fetch(`${url}/programs/${newId('program')}`, { headers: { 'x-accountid': accountId } })).status).toBe(
      401,
    );
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    const health = { service: 'api', method: 'GET', route: '/health' };
    expect(seriesValue(text, 'aid_http_requests_total', { ...health, status: '200' })).toBe(1);
    expect(seriesValue(text, 'aid_http_request_duration_seconds_count', health)).toBe(1);
    expect(seriesValue(text, 'aid_http_requests_total', { route: '/programs/:id', status: '401' })).toBe(1);
    expect(seriesValue(text, 'aid_errors_total', { service: 'api', code: 'NOT_FOUND' })).toBe(1);
    expect(seriesValue(text, 'aid_errors_total', { code: 'UNAUTHENTICATED' })).toBe(1);
    expect(text).not.toContain('prg--');
  });

  it('tells the open jobs per kind and the age of the oldest, read from the database', async () => {
    const { accountId } = await createFixtures(db).account('Jobs org');
    await db.query(
      `INSERT INTO jobs (job_id, account_id, kind, status, max_attempts, created_at)
       VALUES ($1, $2, 'DEMO', 'REQUESTED', 1, now() - interval '90 seconds'),
              ($3, $2, 'DEMO', 'REQUESTED', 1, now()),
              ($4, $2, 'DEMO', 'COMPLETED', 1, now())`,
      [newId('job'), accountId, newId('job'), newId('job')],
    );
    const { text } = await scrape();
    const open = { kind: 'DEMO', status: 'REQUESTED' };
    expect(seriesValue(text, 'aid_jobs_open', open)).toBe(2);
    expect(seriesValue(text, 'aid_jobs_oldest_age_seconds', open)).toBeGreaterThanOrEqual(89);
    expect(seriesValue(text, 'aid_jobs_open', { kind: 'DEMO', status: 'COMPLETED' })).toBeUndefined();
    expect(text).toContain('aid_notifications_queued');
  });

  it('shows the metrics to no one forwarded by a proxy, and only to the token holder when a token is set', async () => {
    const forwarded = await scrape(url, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(404);
    expect(forwarded.text).not.toContain('aid_');
    const guarded = await listen('a-long-metrics-token-for-tests');
    expect((await scrape(guarded)).status).toBe(404);
    expect((await scrape(guarded, { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);
    const allowed = await scrape(guarded, { headers: { authorization: 'Bearer a-long-metrics-token-for-tests' } });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('aid_http_requests_total');
  });

  it('is ready while the database answers, and says why not when it does not', async () => {
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    // The database as a lost server leaves it: every query fails.
    const lost: Db = { ...db, query: () => Promise.reject(new Error('connection terminated unexpectedly')) };
    const app = createApiApp({ db: lost, verifier: createAccessTokenVerifier(identity) });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const down = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/ready`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', reason: 'connection terminated unexpectedly' });
  });
});
