// Every job kind's handler and clean-up, gathered from the domains' manifests (domains.ts), in a module of its own
// so domains' handlers can use handlers.ts freely.
import { JOB_KINDS, type JobKind } from '@aid/common/jobs';
import { API_DOMAINS } from '../domains.js';
import type { JobHandler } from './handlers.js';
import type { JobCleanups } from './runner.js';

const declared = API_DOMAINS.flatMap((domain) =>
  Object.entries(domain.jobs ?? {}).map(([kind, job]) => ({ kind: kind as JobKind, job, domain: domain.name })),
);

function handlersOf(): Record<JobKind, JobHandler> {
  const handlers: Partial<Record<JobKind, JobHandler>> = {};
  for (const { kind, job, domain } of declared) {
    if (handlers[kind]) throw new Error(`Job kind ${kind} is declared twice (again by ${domain})`);
    if (job) handlers[kind] = job.handler;
  }
  // A kind the database may hold but no domain runs would sit QUEUED for ever: refuse to start instead.
  const missing = JOB_KINDS.filter((kind) => !handlers[kind]);
  if (missing.length) throw new Error(`No domain declares the job kinds ${missing.join(', ')}`);
  return handlers as Record<JobKind, JobHandler>;
}

export const JOB_HANDLERS: Record<JobKind, JobHandler> = handlersOf();

/** What a kind undoes when its job ends CANCELLED or, after its last attempt, FAILURE (see runner.ts). */
export const JOB_CLEANUP: JobCleanups = Object.fromEntries(
  declared.flatMap(({ kind, job }) => (job?.cleanup ? [[kind, job.cleanup]] : [])),
);
