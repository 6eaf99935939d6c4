// The voucher sheet for the browser, same origin (a download link carries the access cookie, not a bearer header):
// passed to the API as a stream with its query string (`selectedIds=a,b`) or its JSON body.
import { idProblem } from '@aid/common';
import express, { type Router } from 'express';
import { requestIdOf } from '../logger.js';
import { type StreamProxyOptions, streamToApi } from '../rest/stream.js';

export function voucherDownloadRoutes(options: StreamProxyOptions): Router {
  const router = express.Router();
  router.all('/api/distributions/:id/vouchers.pdf', (req, res) => {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.status(405).setHeader('Allow', 'GET, POST').end();
      return;
    }
    // An id the API would refuse anyway: answered here, as the API answers an unknown one.
    if (idProblem(String(req.params.id))) {
      res.status(404).json({ message: 'Distribution not found', code: 'NOT_FOUND', requestId: requestIdOf(res) });
      return;
    }
    void streamToApi(options, req, res, `/distributions/${req.params.id}/vouchers.pdf`);
  });
  return router;
}
