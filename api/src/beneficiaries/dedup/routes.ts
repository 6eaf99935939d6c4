// The review queue's routes: start a run, page the pairs, merge or mark distinct. Mounted next to the beneficiaries;
// each declaration is also the route's OpenAPI operation.
import {
  BENEFICIARY_DUPLICATE_LIST,
  beneficiaryDuplicatePairJsonSchema,
  mergeDuplicateSchema,
} from '@aid/common/beneficiaries';
import { jobJsonSchema } from '@aid/common/jobs';
import type { RequestHandler, Router } from 'express';
import { defineIdRoute } from '../../http/id-route.js';
import { listQueryOf } from '../../http/list.js';
import { listErrors, pageDocs } from '../../http/openapi.js';
import { defineRoute, idParamSpec, routerOf } from '../../http/route.js';
import type { JobQueue } from '../../jobs/queue.js';
import { startJob } from '../../jobs/service.js';
import { markDistinct, mergePair } from './decide.js';
import { DUPLICATE_PAIRS, listDuplicatePairs, onePairJson, requireEverything } from './review.js';

const tags = ['beneficiaries'];
const pairMissing = 'No such pair in this organisation (code NOT_FOUND).';
const decided = 'The pair was already decided, or one of it no longer exists (code CONFLICT).';
const decidedPair = { description: 'The pair after the decision.', schema: beneficiaryDuplicatePairJsonSchema };

export function duplicatesRouter({ member, queue }: { member: RequestHandler; queue?: JobQueue }): Router {
  return routerOf({ member }, [
    defineRoute({
      method: 'post',
      path: '/beneficiary-duplicates/run',
      operationId: 'runBeneficiaryDeduplication',
      summary: 'Start a deduplication of the whole master list (a BENEFICIARY_DEDUPLICATION job)',
      description:
        'Needs BENEFICIARY_LISTS UPDATE at level EVERYTHING. Exact matches on external reference, phone and ' +
        'e-mail and similar names with the same date of birth, scored against the organisation’s thresholds. ' +
        'New pairs are PENDING, decided pairs are kept as decided, and duplicatesTotal / lastDeduplication of ' +
        'the organisation are updated.',
      tags,
      status: 201,
      response: { description: 'The job (follow it with GET /jobs/{id}).', schema: jobJsonSchema },
      handler: ({ auth }) => {
        requireEverything(auth, 'UPDATE');
        return startJob(auth, queue, 'BENEFICIARY_DEDUPLICATION', {});
      },
    }),
    // Not the list engine's listRoute: the pairs carry both beneficiaries, and `ids` is not offered.
    defineRoute({
      method: 'get',
      path: '/beneficiary-duplicates',
      operationId: 'listBeneficiaryDuplicates',
      summary: 'A page of the review queue: candidate pairs with both beneficiaries',
      description: 'Needs BENEFICIARY_LISTS VIEW at level EVERYTHING. Default sort: SCORE_HIGHEST.',
      tags,
      ...pageDocs(BENEFICIARY_DUPLICATE_LIST, 'BeneficiaryDuplicatePair', {
        filter: 'BeneficiaryDuplicate',
        description: 'A page of pairs.',
      }),
      errors: { ...listErrors },
      handler: ({ auth, req }) => listDuplicatePairs(auth, listQueryOf(req, DUPLICATE_PAIRS)),
    }),
    // The pair is looked up before the body is read: a pair the caller may not see is a 404 whatever they send.
    defineRoute({
      method: 'post',
      path: '/beneficiary-duplicates/:id/merge',
      operationId: 'mergeBeneficiaryDuplicate',
      summary: 'Merge a pair: keep one beneficiary, remove the other',
      description:
        'Needs BENEFICIARY_LISTS UPDATE at level EVERYTHING. The kept beneficiary takes the other’s empty fields ' +
        'and custom lists; the other is removed; list counts, other pending pairs of the removed one and ' +
        'duplicatesTotal follow; logged as MERGE on the kept beneficiary.',
      tags,
      params: { id: idParamSpec },
      body: mergeDuplicateSchema,
      deferBody: true,
      response: decidedPair,
      errors: { '404': pairMissing, '409': decided },
      handler: async (ctx) => {
        const { auth, params } = ctx;
        requireEverything(auth, 'UPDATE');
        await auth.run((tx) => onePairJson(tx, auth.accountId, params.id));
        return mergePair(auth, params.id, ctx.body.keepBeneficiaryId);
      },
    }),
    defineIdRoute({
      method: 'post',
      path: '/beneficiary-duplicates/:id/distinct',
      operationId: 'markBeneficiaryDuplicateDistinct',
      summary: 'Mark a pair as two different people (never proposed again)',
      description: 'Needs BENEFICIARY_LISTS UPDATE at level EVERYTHING. Logged as MARK_DISTINCT.',
      tags,
      response: decidedPair,
      notFound: pairMissing,
      errors: { '409': decided },
      handler: markDistinct,
    }),
  ]);
}
