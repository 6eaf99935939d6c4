// The review queue's routes in the OpenAPI document (served at GET /openapi.json).
import { BENEFICIARY_DUPLICATE_LIST, mergeDuplicateSchema } from '@aid/common';
import {
  authErrors,
  error,
  filterSchemas,
  fromZod,
  idPathParameter,
  json,
  listErrors,
  listParameters,
  memberHeaders,
  type OpenApiPart,
  pageSchema,
  type Response,
  ref,
} from '../../http/openapi.js';

const TAG = ['beneficiaries'];
const forbidden = error('The caller’s BENEFICIARY_LISTS access does not reach every list (code FORBIDDEN).');
const pairMissing = error('No such pair in this organisation (code NOT_FOUND).');
const decided = error('The pair was already decided, or one of it no longer exists (code CONFLICT).');
const invalid: Response = {
  description: 'Invalid input (code VALIDATION_FAILED).',
  content: json(ref('ValidationError')),
};
const decidedPair: Response = {
  description: 'The pair after the decision.',
  content: json(ref('BeneficiaryDuplicatePair')),
};

export const duplicatesOpenApi: OpenApiPart = {
  paths: {
    '/beneficiary-duplicates/run': {
      post: {
        operationId: 'runBeneficiaryDeduplication',
        summary: 'Start a deduplication of the whole master list (a BENEFICIARY_DEDUPLICATION job)',
        description:
          'Needs BENEFICIARY_LISTS UPDATE at level EVERYTHING. Exact matches on external reference, phone and ' +
          'e-mail and similar names with the same date of birth, scored against the organisation’s thresholds. ' +
          'New pairs are PENDING, decided pairs are kept as decided, and duplicatesTotal / lastDeduplication of ' +
          'the organisation are updated.',
        tags: TAG,
        parameters: memberHeaders,
        responses: {
          '201': { description: 'The job (follow it with GET /jobs/{id}).', content: json(ref('Job')) },
          '403': forbidden,
          ...authErrors,
        },
      },
    },
    '/beneficiary-duplicates': {
      get: {
        operationId: 'listBeneficiaryDuplicates',
        summary: 'A page of the review queue: candidate pairs with both beneficiaries',
        description: 'Needs BENEFICIARY_LISTS VIEW at level EVERYTHING. Default sort: SCORE_HIGHEST.',
        tags: TAG,
        parameters: [...memberHeaders, ...listParameters(BENEFICIARY_DUPLICATE_LIST, 'BeneficiaryDuplicateFilter')],
        responses: {
          '200': { description: 'A page of pairs.', content: json(ref('BeneficiaryDuplicatePairPage')) },
          '403': forbidden,
          ...listErrors,
          ...authErrors,
        },
      },
    },
    '/beneficiary-duplicates/{id}/merge': {
      post: {
        operationId: 'mergeBeneficiaryDuplicate',
        summary: 'Merge a pair: keep one beneficiary, remove the other',
        description:
          'Needs BENEFICIARY_LISTS UPDATE at level EVERYTHING. The kept beneficiary takes the other’s empty fields ' +
          'and custom lists; the other is removed; list counts, other pending pairs of the removed one and ' +
          'duplicatesTotal follow; logged as MERGE on the kept beneficiary.',
        tags: TAG,
        parameters: [...memberHeaders, idPathParameter],
        requestBody: { required: true, content: json(ref('MergeDuplicateInput')) },
        responses: {
          '200': decidedPair,
          '400': error('The body is not valid JSON.'),
          '403': forbidden,
          '404': pairMissing,
          '409': decided,
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/beneficiary-duplicates/{id}/distinct': {
      post: {
        operationId: 'markBeneficiaryDuplicateDistinct',
        summary: 'Mark a pair as two different people (never proposed again)',
        description: 'Needs BENEFICIARY_LISTS UPDATE at level EVERYTHING. Logged as MARK_DISTINCT.',
        tags: TAG,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': decidedPair,
          '403': forbidden,
          '404': pairMissing,
          '409': decided,
          '422': error('The id cannot be one (code VALIDATION_FAILED).'),
          ...authErrors,
        },
      },
    },
  },
  schemas: {
    BeneficiaryDuplicatePairPage: pageSchema('BeneficiaryDuplicatePair'),
    MergeDuplicateInput: fromZod(mergeDuplicateSchema),
    ...filterSchemas('BeneficiaryDuplicate', BENEFICIARY_DUPLICATE_LIST),
  },
};
