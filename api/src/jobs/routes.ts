// The jobs routes: the organisation's jobs on the list engine, one job, starting a DEMO job (where offered),
// cancelling.
import { jobJsonSchema, startDemoJobSchema } from '@aid/common/jobs';
import type { RequestHandler, Router } from 'express';
import { defineIdRoute } from '../http/id-route.js';
import { booleanQuery } from '../http/request.js';
import { defineListRoute, defineRoute, queryParam, routerOf } from '../http/route.js';
import { JOBS, toJobJson } from './model.js';
import type { JobQueue } from './queue.js';
import { cancelJob, getJob, jobScope, startJob } from './service.js';

export type JobsDeps = { member: RequestHandler; queue?: JobQueue | undefined; demoJobs?: boolean };

const WHO =
  'Members who oversee users (USER_MANAGEMENT VIEW at level EVERYTHING) see every job of the organisation; ' +
  'everyone else the jobs they started.';
const notFound = 'No such job visible to the caller in this account (code NOT_FOUND).';

export function jobsRouter({ member, queue, demoJobs = true }: JobsDeps): Router {
  return routerOf({ member }, [
    defineListRoute({
      path: '/jobs',
      operationId: 'listJobs',
      summary: "A page of the organisation's jobs, or jobs by id",
      description: `${WHO} \`mine=true\` keeps only the caller's own.`,
      name: 'Job',
      item: jobJsonSchema,
      source: JOBS,
      scope: (auth, req) => jobScope(auth, booleanQuery(req, 'mine', false)),
      toJson: toJobJson,
      extraQuery: { mine: queryParam.boolean(false, "Only the caller's own jobs.") },
    }),
    defineIdRoute({
      method: 'get',
      path: '/jobs/:id',
      operationId: 'getJob',
      summary: 'One job, with its status and progress',
      description: WHO,
      response: { description: 'The job.', schema: jobJsonSchema },
      notFound,
      handler: getJob,
    }),
    // Any member may try the job machinery: a DEMO job touches no data and its size is bounded. Mounted only where
    // demo jobs are offered (DEMO_JOBS): production leaves the kind out of its contract.
    ...(demoJobs
      ? [
          defineRoute({
            method: 'post',
            path: '/jobs/demo',
            operationId: 'startDemoJob',
            summary: 'Start a DEMO job (counts slowly; tries progress, cancel and retry)',
            description:
              'Any member; only where DEMO_JOBS is on (its default outside NODE_ENV=production). The job is saved ' +
              'REQUESTED, then queued; a worker of any API process runs it.',
            body: startDemoJobSchema,
            status: 201,
            response: { description: 'The job, REQUESTED.', schema: jobJsonSchema },
            errors: { '413': 'Body larger than 64 kB (code PAYLOAD_TOO_LARGE).' },
            handler: ({ auth, body }) => startJob(auth, queue, 'DEMO', body),
          }),
        ]
      : []),
    defineIdRoute({
      method: 'post',
      path: '/jobs/:id/cancel',
      operationId: 'cancelJob',
      summary: 'Ask a job to stop',
      description: `A waiting job ends CANCELLED at once; a running one at its next progress step. ${WHO}`,
      response: { description: 'The job as it now is.', schema: jobJsonSchema },
      notFound,
      errors: { '409': 'The job has already ended (code CONFLICT).' },
      handler: cancelJob,
    }),
  ]);
}
