import { describe, expect, it } from 'vitest';
import { demoJobsFromEnv } from './demo-jobs.js';

describe('demoJobsFromEnv', () => {
  it('offers demo jobs by default, but not under NODE_ENV=production', () => {
    expect(demoJobsFromEnv({})).toBe(true);
    expect(demoJobsFromEnv({ NODE_ENV: 'test' })).toBe(true);
    expect(demoJobsFromEnv({ NODE_ENV: 'production' })).toBe(false);
    expect(demoJobsFromEnv({ NODE_ENV: 'production', DEMO_JOBS: '' })).toBe(false);
  });

  it('follows DEMO_JOBS when set, in any environment', () => {
    expect(demoJobsFromEnv({ NODE_ENV: 'production', DEMO_JOBS: 'true' })).toBe(true);
    expect(demoJobsFromEnv({ DEMO_JOBS: 'FALSE' })).toBe(false);
    expect(demoJobsFromEnv({ DEMO_JOBS: '0' })).toBe(false);
  });

  it('refuses a value it cannot read, naming it', () => {
    expect(() => demoJobsFromEnv({ DEMO_JOBS: 'yes please' })).toThrow(
      'DEMO_JOBS must be true or false, not "yes please"',
    );
  });
});
