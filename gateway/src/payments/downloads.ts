// Payment instruction files for the browser, same origin (a download link carries the access cookie, not a bearer
// header), passed to the API as a stream (rest/stream.ts) with the query string: provider, columns, again.
import { idProblem } from '@aid/common';
import express, { type Router } from 'express';
import { requestIdOf } from '../logger.js';
import { type StreamProxyOptions, streamToApi } from '../rest/stream.js';

export function paymentDownloadRoutes(options: StreamProxyOptions): Router {
  const router = express.Router();
  for (const format of ['csv', 'xlsx'] as const) {
    router.get(`/api/distributions/:id/payment-instructions.${format}`, (req, res) => {
      // A path id the API would refuse anyway: answered here, without a call, as the API answers an unknown one.
      if (idProblem(String(req.params.id))) {
        res.status(404).json({ message: 'Distribution not found', code: 'NOT_FOUND', requestId: requestIdOf(res) });
        return;
      }
      void streamToApi(options, req, res, `/distributions/${req.params.id}/payment-instructions.${format}`);
    });
  }
  return router;
}
