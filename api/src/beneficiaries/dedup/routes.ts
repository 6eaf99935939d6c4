// The review queue's routes: start a run, page the pairs, merge or mark distinct. Mounted next to the beneficiaries.
import { mergeDuplicateSchema } from '@aid/common';
import { type RequestHandler, Router } from 'express';
import { authContext } from '../../auth/context.js';
import { listQueryOf } from '../../http/list.js';
import { idParam } from '../../http/request.js';
import { jsonBody, validateBody } from '../../http/validation.js';
import type { JobQueue } from '../../jobs/queue.js';
import { startJob } from '../../jobs/service.js';
import { markDistinct, mergePair } from './decide.js';
import { DUPLICATE_PAIRS, listDuplicatePairs, onePairJson, requireEverything } from './review.js';

export function duplicatesRouter({ member, queue }: { member: RequestHandler; queue?: JobQueue }): Router {
  const router = Router();
  const json = jsonBody();

  router.post('/beneficiary-duplicates/run', member, async (_req, res) => {
    const auth = authContext(res);
    requireEverything(auth, 'UPDATE');
    res.status(201).json(await startJob(auth, queue, 'BENEFICIARY_DEDUPLICATION', {}));
  });

  router.get('/beneficiary-duplicates', member, async (req, res) => {
    res.json(await listDuplicatePairs(authContext(res), listQueryOf(req, DUPLICATE_PAIRS)));
  });

  // The pair is looked up before the body is read: a pair the caller may not see is a 404 whatever they send.
  router.post('/beneficiary-duplicates/:id/merge', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    requireEverything(auth, 'UPDATE');
    await auth.run((tx) => onePairJson(tx, auth.accountId, id));
    const input = validateBody(mergeDuplicateSchema, req.body);
    res.json(await mergePair(auth, id, input.keepBeneficiaryId));
  });

  router.post('/beneficiary-duplicates/:id/distinct', member, async (req, res) => {
    res.json(await markDistinct(authContext(res), idParam(req)));
  });

  return router;
}
