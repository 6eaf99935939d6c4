// The scanning routes in the OpenAPI document (served at GET /openapi.json).
import {
  CONFLICT_REASONS,
  collectInKindSchema,
  DISTRIBUTION_LIST,
  IDEMPOTENCY_KEY_REUSED,
  REDEMPTION_CONFLICT_LIST,
  redeemVoucherSchema,
  SCAN_REFUSALS,
  SCANNING_LIMITS,
  scanLookupSchema,
  syncCollectionsSchema,
  syncRedemptionsSchema,
} from '@aid/common';
import {
  authErrors,
  error,
  errorSchemas,
  filterSchemas,
  fromZod,
  idPathParameter,
  json,
  listErrors,
  listParameters,
  memberHeaders,
  type OpenApiPart,
  pageSchema,
  ref,
} from '../http/openapi.js';

const tags = ['scanning'];
const NEEDS = 'Needs VOUCHER_SCANNING SCAN; a SELECTED grant names distributions or programs.';
const refused = (why: string) => ({
  description: `${why} (VALIDATION_FAILED; \`reason\` one of ${SCAN_REFUSALS.join(', ')}).`,
  content: json(ref('ScanningError')),
});

export const scanningOpenApi: OpenApiPart = {
  paths: {
    '/scanning/lookup': {
      post: {
        operationId: 'lookUpVoucher',
        summary: 'Check a scanned QR or a typed code: genuine, ours, and how much is left',
        description:
          `${NEEDS} A QR must verify with the organisation's key and match the stored voucher (else NOT_GENUINE); ` +
          'refusals come in this order: NOT_FOUND, NOT_ASSIGNED, CANCELLED, NOT_APPROVED, EXPIRED, FULLY_USED.',
        tags,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('ScanLookupInput')) },
        responses: {
          '200': { description: 'The voucher.', content: json(ref('ScannedVoucher')) },
          '422': refused('Not redeemable, or invalid input'),
          ...authErrors,
        },
      },
    },
    '/scanning/redemptions': {
      post: {
        operationId: 'redeemVoucher',
        summary: 'Redeem all or part of a voucher',
        description:
          `${NEEDS} Serialised per voucher in the database: never below zero, whatever the concurrency. The same ` +
          '`idempotencyKey` again answers the first redemption (200, replayed) and counts nothing.',
        tags,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('RedeemVoucherInput')) },
        responses: {
          '200': { description: 'A replay of the same key.', content: json(ref('RedemptionResult')) },
          '201': { description: 'Redeemed.', content: json(ref('RedemptionResult')) },
          '409': {
            description: `The key was used for another voucher or amount (CONFLICT, reason ${IDEMPOTENCY_KEY_REUSED}).`,
            content: json(ref('ScanningError')),
          },
          '422': refused('Not redeemable, not enough value, photo or signature missing, or invalid input'),
          ...authErrors,
        },
      },
    },
    '/scanning/collections': {
      post: {
        operationId: 'collectInKind',
        summary: 'Record a hand-over of in-kind items to a family',
        description:
          `${NEEDS} The family is found by the look-up (its distribution is IN_KIND). Serialised per family in the ` +
          'database: no item beyond what was entitled. `items` omitted hands over everything still to collect; the ' +
          'same `idempotencyKey` again answers the first hand-over (200, replayed).',
        tags,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('CollectInKindInput')) },
        responses: {
          '200': { description: 'A replay of the same key.', content: json(ref('CollectionResult')) },
          '201': { description: 'Recorded.', content: json(ref('CollectionResult')) },
          '409': {
            description: `The key was used for another family (CONFLICT, reason ${IDEMPOTENCY_KEY_REUSED}).`,
            content: json(ref('ScanningError')),
          },
          '422': refused('Not collectable, more than is left of an item, photo or signature missing, or invalid input'),
          ...authErrors,
        },
      },
    },
    '/scanning/distributions': {
      get: {
        operationId: 'listScannableDistributions',
        summary: 'The APPROVED voucher distributions the caller may scan',
        description: NEEDS,
        tags,
        parameters: [...memberHeaders, ...listParameters(DISTRIBUTION_LIST, 'DistributionFilter')],
        responses: {
          '200': { description: 'A page.', content: json(ref('ScannableDistributionPage')) },
          ...listErrors,
          ...authErrors,
        },
      },
    },
    '/scanning/distributions/{id}/offline': {
      get: {
        operationId: 'getOfflineVouchers',
        summary: 'A page of what a device needs to scan one distribution offline',
        description:
          `${NEEDS} The organisation's public key and, per voucher, code, first name, value, what is left, ` +
          'validity and QR signature; keyset pages by voucher id (`cursor` from `nextCursor`).',
        tags,
        parameters: [
          ...memberHeaders,
          idPathParameter,
          { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
          {
            name: 'limit',
            in: 'query',
            required: false,
            schema: {
              type: 'integer',
              minimum: 1,
              maximum: SCANNING_LIMITS.offlinePageMax,
              default: SCANNING_LIMITS.offlinePageDefault,
            },
          },
        ],
        responses: {
          '200': { description: 'A page.', content: json(ref('OfflineVoucherPage')) },
          '404': error('No VOUCHER distribution with this id in this account (code NOT_FOUND).'),
          '422': refused('Not assigned to the caller, cancelled or not approved; or a bad cursor or limit'),
          ...authErrors,
        },
      },
    },
    '/scanning/sync': {
      post: {
        operationId: 'syncRedemptions',
        summary: "Apply a device's offline redemptions",
        description:
          `${NEEDS} Applied in device-time order (ties: idempotency key). One that would take a voucher below ` +
          `zero or came too late is kept as a conflict (${CONFLICT_REASONS.join(', ')}), never applied nor dropped.`,
        tags,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('SyncRedemptionsInput')) },
        responses: {
          '200': {
            description: "Each item's outcome, in the request's order.",
            content: json(ref('SyncRedemptionsResult')),
          },
          '422': { description: 'Invalid input (VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          ...authErrors,
        },
      },
    },
    '/scanning/collections/sync': {
      post: {
        operationId: 'syncCollections',
        summary: "Apply a device's offline in-kind hand-overs",
        description:
          `${NEEDS} Applied in device-time order (ties: idempotency key). One that hands over more of an item than ` +
          'is left (or an item the family is not entitled to), or came too late, is kept as a conflict with its ' +
          'items (amount 0), never applied nor dropped. redemptionId is then the hand-over (ikc--…).',
        tags,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('SyncCollectionsInput')) },
        responses: {
          '200': {
            description: "Each hand-over's outcome, in the request's order.",
            content: json(ref('SyncRedemptionsResult')),
          },
          '422': { description: 'Invalid input (VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          ...authErrors,
        },
      },
    },
    '/scanning/conflicts': {
      get: {
        operationId: 'listRedemptionConflicts',
        summary: 'Offline redemptions that were not applied',
        description: `${NEEDS} \`distributionId\` narrows to one distribution; \`cursor\` is read as \`after\`.`,
        tags,
        parameters: [
          ...memberHeaders,
          ...listParameters(REDEMPTION_CONFLICT_LIST, 'RedemptionConflictFilter'),
          { name: 'distributionId', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'A page.', content: json(ref('RedemptionConflictPage')) },
          ...listErrors,
          ...authErrors,
        },
      },
    },
  },
  schemas: {
    ScanLookupInput: fromZod(scanLookupSchema),
    RedeemVoucherInput: fromZod(redeemVoucherSchema),
    CollectInKindInput: fromZod(collectInKindSchema),
    SyncRedemptionsInput: fromZod(syncRedemptionsSchema),
    SyncCollectionsInput: fromZod(syncCollectionsSchema),
    ScannableDistributionPage: pageSchema('ScannableDistribution'),
    RedemptionConflictPage: pageSchema('RedemptionConflict'),
    ScanningError: {
      type: 'object',
      properties: {
        ...errorSchemas.Error?.properties,
        reason: {
          type: 'string',
          enum: [...SCAN_REFUSALS, IDEMPOTENCY_KEY_REUSED],
          description: 'Which scanning rule refused.',
        },
      },
      required: ['message', 'code'],
    },
    ...filterSchemas('RedemptionConflict', REDEMPTION_CONFLICT_LIST),
  },
};
