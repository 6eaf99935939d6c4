// The scanning routes: look-up, online redemption, in-kind hand-over, offline download and sync, and the lists. One service call each.
import {
  collectInKindSchema,
  redeemVoucherSchema,
  SCANNING_LIMITS,
  scanLookupSchema,
  syncCollectionsSchema,
  syncRedemptionsSchema,
} from '@aid/common';
import { type RequestHandler, Router } from 'express';
import { authContext } from '../auth/context.js';
import { idParam, singleQuery } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import { collectInKind } from './collect.js';
import { conflictsRoute, scannableDistributionsRoute } from './lists.js';
import { lookUpVoucher } from './lookup.js';
import { offlineLimit, offlineVoucherPage } from './offline.js';
import { redeemVoucher } from './redeem.js';
import { syncRedemptions } from './sync.js';
import { syncCollections } from './sync-collections.js';

export function scanningRouter({ member }: { member: RequestHandler }): Router {
  const router = Router();
  const json = jsonBody();

  router.post('/scanning/lookup', member, ...json, async (req, res) => {
    res.json(await lookUpVoucher(authContext(res), validateBody(scanLookupSchema, req.body)));
  });

  router.post('/scanning/redemptions', member, ...json, async (req, res) => {
    const { status, body } = await redeemVoucher(authContext(res), validateBody(redeemVoucherSchema, req.body));
    res.status(status).json(body);
  });

  router.post('/scanning/collections', member, ...json, async (req, res) => {
    const { status, body } = await collectInKind(authContext(res), validateBody(collectInKindSchema, req.body));
    res.status(status).json(body);
  });

  router.get('/scanning/distributions', member, scannableDistributionsRoute);

  router.get('/scanning/distributions/:id/offline', member, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    const limit = offlineLimit(singleQuery(req, 'limit'));
    res.json(await offlineVoucherPage(auth, id, { cursor: singleQuery(req, 'cursor') || undefined, limit }));
  });

  const syncJson = jsonBody(SCANNING_LIMITS.syncBodyBytes);
  router.post('/scanning/sync', member, ...syncJson, async (req, res) => {
    res.json(await syncRedemptions(authContext(res), validateBody(syncRedemptionsSchema, req.body)));
  });

  const collectionsJson = jsonBody(SCANNING_LIMITS.syncCollectionsBodyBytes);
  router.post('/scanning/collections/sync', member, ...collectionsJson, async (req, res) => {
    res.json(await syncCollections(authContext(res), validateBody(syncCollectionsSchema, req.body)));
  });

  router.get('/scanning/conflicts', member, conflictsRoute);

  return router;
}
