// Jobs: the organisation's jobs, one job, starting a DEMO job and cancelling.
import { FINAL_JOB_STATUSES, startDemoJobSchema } from '@aid/common/jobs';
import { overseesMembers } from '@aid/common/permissions';
import type { Resolvers } from '../generated/graphql.js';
import { callResult, validatedResult } from '../rest/results.js';

export const jobsResolvers: Resolvers = {
  Query: {
    jobs: (_parent, args, context, info) => context.jobs.list(args, info),
    job: (_parent, { id }, context) => context.jobs.get(id),
  },
  Mutation: {
    startDemoJob: (_parent, { input }, context) =>
      validatedResult('job', startDemoJobSchema, input, () => context.jobs.startDemo(startDemoJobSchema.parse(input))),
    cancelJob: (_parent, { id }, context) => callResult('job', () => context.jobs.cancel(id)),
  },
  Job: {
    progress: (job) => ({
      done: job.progressDone,
      total: job.progressTotal,
      percent:
        job.progressTotal === null || job.progressTotal === 0
          ? null
          : Math.floor((100 * Math.min(job.progressDone, job.progressTotal)) / job.progressTotal),
    }),
    result: (job) => (job.result === null || job.result === undefined ? null : JSON.stringify(job.result)),
    createdBy: (job, _args, context) => context.accounts.user(job.createdBy),
    // The API's rule (see api/src/jobs/service.ts): the starter, or a member who oversees the others.
    viewerCanCancel: async (job, _args, context) => {
      if (FINAL_JOB_STATUSES.includes(job.status)) return false;
      const permissions = await context.permissions.get();
      return overseesMembers(permissions) || job.createdBy === (await context.viewerUserId());
    },
  },
};
