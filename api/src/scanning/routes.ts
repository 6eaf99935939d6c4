// The scanning routes: look-up, online redemption, in-kind hand-over, offline download and sync, and the lists. One
// service call each; each declaration is also the route's OpenAPI operation.
import { DISTRIBUTION_LIST } from '@aid/common/distributions';
import {
  CONFLICT_REASONS,
  collectInKindSchema,
  collectionResultJsonSchema,
  IDEMPOTENCY_KEY_REUSED,
  offlineVoucherPageJsonSchema,
  REDEMPTION_CONFLICT_LIST,
  redeemVoucherSchema,
  redemptionResultJsonSchema,
  SCAN_REFUSALS,
  SCANNING_LIMITS,
  scanLookupSchema,
  scannedVoucherJsonSchema,
  syncCollectionsSchema,
  syncRedemptionsSchema,
  syncResultJsonSchema,
} from '@aid/common/scanning';
import type { RequestHandler, Router } from 'express';
import type { z } from 'zod';
import type { AuthContext } from '../auth/context.js';
import { json, listErrors, pageDocs, type Response, reasonErrorSchema, ref } from '../http/openapi.js';
import { singleQuery } from '../http/request.js';
import { defineRoute, idParamSpec, type RouteDefinition, type RouteWords, routerOf } from '../http/route.js';
import { collectInKind } from './collect.js';
import { conflictsRoute, scannableDistributionsRoute } from './lists.js';
import { lookUpVoucher } from './lookup.js';
import { offlineLimit, offlineVoucherPage } from './offline.js';
import { redeemVoucher } from './redeem.js';
import { syncRedemptions } from './sync.js';
import { syncCollections } from './sync-collections.js';

const tags = ['scanning'];
const NEEDS = 'Needs VOUCHER_SCANNING SCAN; a SELECTED grant names distributions or programs.';
const refused = (why: string): Response => ({
  description: `${why} (VALIDATION_FAILED; \`reason\` one of ${SCAN_REFUSALS.join(', ')}).`,
  content: json(ref('ScanningError')),
});
const reused = (what: string): Response => ({
  description: `The key was used for another ${what} (CONFLICT, reason ${IDEMPOTENCY_KEY_REUSED}).`,
  content: json(ref('ScanningError')),
});
const scanningError = {
  ScanningError: reasonErrorSchema([...SCAN_REFUSALS, IDEMPOTENCY_KEY_REUSED], 'scanning'),
} as const;

/** A scan written online: 201 for a new one, 200 for the same idempotency key again (the service says which). */
function scanWrite<BS extends z.ZodType>({
  body,
  result,
  reusedFor,
  refused: refusal,
  write,
  ...words
}: RouteWords & {
  body: BS;
  result: { description: string; schema: z.ZodType; component: string };
  /** What the key was already used for (409). */
  reusedFor: string;
  /** When it is refused (422). */
  refused: string;
  write: (auth: AuthContext, input: z.output<BS>) => Promise<{ status: number; body: unknown }>;
}): RouteDefinition {
  return defineRoute({
    method: 'post',
    ...words,
    tags,
    body,
    status: 201,
    response: { description: result.description, schema: result.schema },
    schemas: scanningError,
    errors: {
      '200': { description: 'A replay of the same key.', content: json(ref(result.component)) },
      '409': reused(reusedFor),
      '422': refused(refusal),
    },
    handler: async ({ auth, body: input, res }) => {
      const answer = await write(auth, input);
      res.status(answer.status).json(answer.body);
    },
  });
}

/**
 * A device's offline batch (redemptions or hand-overs) applied in device-time order; what cannot be applied is kept as
 * a conflict, and each item of the batch is answered in the request's order.
 */
function deviceSync<BS extends z.ZodType>({
  conflicts,
  body,
  bodyLimit,
  each,
  apply,
  ...words
}: Omit<RouteWords, 'description'> & {
  /** What is kept as a conflict rather than applied. */
  conflicts: string;
  body: BS;
  bodyLimit: number;
  /** What one item of the batch is, in the answer's description. */
  each: string;
  apply: (auth: AuthContext, input: z.output<BS>) => Promise<unknown>;
}): RouteDefinition {
  return defineRoute({
    method: 'post',
    ...words,
    description: `${NEEDS} Applied in device-time order (ties: idempotency key). ${conflicts}`,
    tags,
    body,
    bodyLimit,
    response: { description: `Each ${each}'s outcome, in the request's order.`, schema: syncResultJsonSchema },
    handler: ({ auth, body: input }) => apply(auth, input),
  });
}

export function scanningRouter({ member }: { member: RequestHandler }): Router {
  return routerOf({ member }, [
    defineRoute({
      method: 'post',
      path: '/scanning/lookup',
      operationId: 'lookUpVoucher',
      summary: 'Check a scanned QR or a typed code: genuine, ours, and how much is left',
      description:
        `${NEEDS} A QR must verify with the organisation's key and match the stored voucher (else NOT_GENUINE); ` +
        'refusals come in this order: NOT_FOUND, NOT_ASSIGNED, CANCELLED, NOT_APPROVED, EXPIRED, FULLY_USED.',
      tags,
      body: scanLookupSchema,
      response: { description: 'The voucher.', schema: scannedVoucherJsonSchema },
      schemas: scanningError,
      errors: { '422': refused('Not redeemable, or invalid input') },
      handler: ({ auth, body }) => lookUpVoucher(auth, body),
    }),
    scanWrite({
      path: '/scanning/redemptions',
      operationId: 'redeemVoucher',
      summary: 'Redeem all or part of a voucher',
      description:
        `${NEEDS} Serialised per voucher in the database: never below zero, whatever the concurrency. The same ` +
        '`idempotencyKey` again answers the first redemption (200, replayed) and counts nothing.',
      body: redeemVoucherSchema,
      result: { description: 'Redeemed.', schema: redemptionResultJsonSchema, component: 'RedemptionResult' },
      reusedFor: 'voucher or amount',
      refused: 'Not redeemable, not enough value, photo or signature missing, or invalid input',
      write: redeemVoucher,
    }),
    scanWrite({
      path: '/scanning/collections',
      operationId: 'collectInKind',
      summary: 'Record a hand-over of in-kind items to a family',
      description:
        `${NEEDS} The family is found by the look-up (its distribution is IN_KIND). Serialised per family in the ` +
        'database: no item beyond what was entitled. `items` omitted hands over everything still to collect; the ' +
        'same `idempotencyKey` again answers the first hand-over (200, replayed).',
      body: collectInKindSchema,
      result: { description: 'Recorded.', schema: collectionResultJsonSchema, component: 'CollectionResult' },
      reusedFor: 'family',
      refused: 'Not collectable, more than is left of an item, photo or signature missing, or invalid input',
      write: collectInKind,
    }),
    // The list engine's listRoute (lists.ts), documented with the distributions' filter.
    defineRoute({
      method: 'get',
      path: '/scanning/distributions',
      operationId: 'listScannableDistributions',
      summary: 'The APPROVED voucher distributions the caller may scan',
      description: NEEDS,
      tags,
      ...pageDocs(DISTRIBUTION_LIST, 'ScannableDistribution', { filter: 'Distribution' }),
      errors: listErrors,
      handler: ({ req, res, next }) => scannableDistributionsRoute(req, res, next),
    }),
    defineRoute({
      method: 'get',
      path: '/scanning/distributions/:id/offline',
      operationId: 'getOfflineVouchers',
      summary: 'A page of what a device needs to scan one distribution offline',
      description:
        `${NEEDS} The organisation's public key and, per voucher, code, first name, value, what is left, ` +
        'validity and QR signature; keyset pages by voucher id (`cursor` from `nextCursor`).',
      tags,
      params: { id: idParamSpec },
      // Read below with offline.ts's own refusals (limit, then cursor).
      parameters: [
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
      response: { description: 'A page.', schema: offlineVoucherPageJsonSchema },
      schemas: scanningError,
      errors: {
        '404': 'No VOUCHER distribution with this id in this account (code NOT_FOUND).',
        '422': refused('Not assigned to the caller, cancelled or not approved; or a bad cursor or limit'),
      },
      handler: ({ auth, params, req }) => {
        const limit = offlineLimit(singleQuery(req, 'limit'));
        return offlineVoucherPage(auth, params.id, { cursor: singleQuery(req, 'cursor') || undefined, limit });
      },
    }),
    deviceSync({
      path: '/scanning/sync',
      operationId: 'syncRedemptions',
      summary: "Apply a device's offline redemptions",
      conflicts:
        'One that would take a voucher below zero or came too late is kept as a conflict ' +
        `(${CONFLICT_REASONS.join(', ')}), never applied nor dropped.`,
      body: syncRedemptionsSchema,
      bodyLimit: SCANNING_LIMITS.syncBodyBytes,
      each: 'item',
      apply: syncRedemptions,
    }),
    deviceSync({
      path: '/scanning/collections/sync',
      operationId: 'syncCollections',
      summary: "Apply a device's offline in-kind hand-overs",
      conflicts:
        'One that hands over more of an item than is left (or an item the family is not entitled to), or came too ' +
        'late, is kept as a conflict with its items (amount 0), never applied nor dropped. redemptionId is then ' +
        'the hand-over (ikc--…).',
      body: syncCollectionsSchema,
      bodyLimit: SCANNING_LIMITS.syncCollectionsBodyBytes,
      each: 'hand-over',
      apply: syncCollections,
    }),
    defineRoute({
      method: 'get',
      path: '/scanning/conflicts',
      operationId: 'listRedemptionConflicts',
      summary: 'Offline redemptions that were not applied',
      description: `${NEEDS} \`distributionId\` narrows to one distribution; \`cursor\` is read as \`after\`.`,
      tags,
      ...pageDocs(REDEMPTION_CONFLICT_LIST, 'RedemptionConflict', {
        more: [
          { name: 'distributionId', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
        ],
      }),
      errors: listErrors,
      handler: ({ req, res, next }) => conflictsRoute(req, res, next),
    }),
  ]);
}
