// The jobs routes: the organisation's jobs on the list engine, one job, starting a DEMO job, cancelling.
import { startDemoJobSchema } from '@aid/common';
import { type RequestHandler, Router } from 'express';
import { authContext } from '../auth/context.js';
import { listRoute } from '../http/list.js';
import { booleanQuery, idParam } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import { JOBS, toJobJson } from './model.js';
import type { JobQueue } from './queue.js';
import { cancelJob, getJob, jobScope, startJob } from './service.js';

export type JobsDeps = { member: RequestHandler; queue?: JobQueue };

export function jobsRouter({ member, queue }: JobsDeps): Router {
  const router = Router();
  const json = jsonBody();

  router.get(
    '/jobs',
    member,
    listRoute({
      source: JOBS,
      scope: (auth, req) => jobScope(auth, booleanQuery(req, 'mine', false)),
      toJson: toJobJson,
    }),
  );

  router.get('/jobs/:id', member, async (req, res) => {
    res.json(await getJob(authContext(res), idParam(req)));
  });

  // Any member may try the job machinery: a DEMO job touches no data and its size is bounded.
  router.post('/jobs/demo', member, ...json, async (req, res) => {
    const input = validateBody(startDemoJobSchema, req.body);
    res.status(201).json(await startJob(authContext(res), queue, 'DEMO', input));
  });

  router.post('/jobs/:id/cancel', member, async (req, res) => {
    res.json(await cancelJob(authContext(res), idParam(req)));
  });

  return router;
}
