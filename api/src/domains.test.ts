// The domain list is the one place a domain is wired: each is listed once, contributes routes the app serves, and
// the job worker's registry is exactly the domains' jobs.
import { JOB_KINDS } from '@aid/common/jobs';
import { describe, expect, it } from 'vitest';
import { API_DOMAINS } from './domains.js';
import { JOB_CLEANUP, JOB_HANDLERS } from './jobs/registry.js';
import { openApiDocument } from './openapi.js';

describe('API domains', () => {
  it('lists each domain once', () => {
    const names = API_DOMAINS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every job kind the handler its domain declares, and only the declared clean-ups', () => {
    for (const kind of JOB_KINDS) {
      const declared = API_DOMAINS.flatMap((d) => (d.jobs?.[kind] ? [d.jobs[kind]] : []));
      expect(declared, kind).toHaveLength(1);
      expect(JOB_HANDLERS[kind], kind).toBe(declared[0]?.handler);
      expect(JOB_CLEANUP[kind], kind).toBe(declared[0]?.cleanup);
    }
    expect(Object.keys(JOB_CLEANUP).sort()).toEqual([
      'BENEFICIARY_IMPORT_CHECK',
      'BENEFICIARY_IMPORT_COMMIT',
      'DISTRIBUTION_ENTITLEMENTS',
      'RECONCILIATION_IMPORT',
      'REPORT_FILE',
    ]);
  });

  it('reads the document from the domains’ routers and the system routes', () => {
    expect(openApiDocument.paths['/programs']?.get?.operationId).toBe('listPrograms');
    expect(openApiDocument.paths['/jobs/demo']?.post?.operationId).toBe('startDemoJob');
    expect(openApiDocument.paths['/health']?.get?.security).toEqual([]);
  });
});
