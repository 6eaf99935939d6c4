// The vouchers routes of members: the printable PDF of a distribution's vouchers and the organisation's verifying
// key (for offline scanners). The public page's route is in public.ts.
import { type VoucherKeyJson, voucherPdfRequestSchema } from '@aid/common';
import { type RequestHandler, Router } from 'express';
import { authContext } from '../auth/context.js';
import { idParam, singleQuery, splitIds } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import { ensureVoucherKey } from './keys.js';
import { sendVoucherPdf } from './print.js';

export function vouchersRouter({ member }: { member: RequestHandler }): Router {
  const router = Router();
  const json = jsonBody();

  // GET for a link (a few ids at most in a URL); POST for a long selection.
  router.get('/distributions/:id/vouchers.pdf', member, async (req, res) => {
    const raw = singleQuery(req, 'selectedIds');
    const selectedIds = raw === undefined ? undefined : splitIds(raw, 'selectedIds');
    await sendVoucherPdf(authContext(res), res, idParam(req), {
      selectedIds: selectedIds?.length ? selectedIds : undefined,
    });
  });

  router.post('/distributions/:id/vouchers.pdf', member, ...json, async (req, res) => {
    const id = idParam(req);
    await sendVoucherPdf(authContext(res), res, id, validateBody(voucherPdfRequestSchema, req.body ?? {}));
  });

  // Not secret (it only verifies); any member may fetch it, the scanner above all. Made on first use.
  router.get('/organization/voucher-key', member, async (_req, res) => {
    const auth = authContext(res);
    const { publicKey } = await auth.run((tx) => ensureVoucherKey(tx, auth.accountId));
    const body: VoucherKeyJson = { accountId: auth.accountId, algorithm: 'Ed25519', publicKey };
    res.json(body);
  });

  return router;
}
