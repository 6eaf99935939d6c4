// API_ROLE: a worker-only process serves no product route (only liveness, readiness and metrics), an http process
// queues jobs without running them. On PGlite: the roles do not depend on the database's kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoleFromEnv, type RunningApi, startApi } from './index.js';

const identity = { region: 'eu-central-1', userPoolId: 'eu-central-1_roles', clientId: 'roles-client' };

describe('API_ROLE', () => {
  it('is all by default and refuses a role it does not know', () => {
    expect(apiRoleFromEnv(undefined)).toBe('all');
    expect(apiRoleFromEnv('worker')).toBe('worker');
    expect(() => apiRoleFromEnv('jobs')).toThrow('API_ROLE jobs is not one of all, http, worker');
  });

  describe('worker', () => {
    let worker: RunningApi;
    beforeAll(async () => {
      worker = await startApi({ identity, dataDir: 'memory://', role: 'worker', jobs: { sweepIntervalMs: 60_000 } });
    }, 60_000);
    afterAll(async () => {
      await worker?.close();
    });

    it('runs the jobs and answers only /health, /ready and /metrics', async () => {
      expect(worker.jobs).toBeDefined();
      expect((await fetch(`${worker.url}/health`)).status).toBe(200);
      expect((await fetch(`${worker.url}/ready`)).status).toBe(200);
      const metrics = await fetch(`${worker.url}/metrics`);
      expect(await metrics.text()).toContain('aid_jobs_open');
      for (const path of ['/programs', '/me', '/jobs', '/public/vouchers/x']) {
        const answer = await fetch(`${worker.url}${path}`);
        expect(answer.status, path).toBe(404);
        expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    });
  });

  describe('http', () => {
    let http: RunningApi;
    beforeAll(async () => {
      http = await startApi({ identity, dataDir: 'memory://', role: 'http' });
    }, 60_000);
    afterAll(async () => {
      await http?.close();
    });

    it('serves the product routes and has a queue to start jobs on, with no worker of its own', async () => {
      expect((await fetch(`${http.url}/programs`)).status).toBe(401);
      expect(http.jobs?.queue).toBeDefined();
      expect(http.jobs?.working).toBe(false);
    });
  });
});
