// Reconciliation files for the browser, same origin (a download link carries the access cookie, not a bearer
// header), passed to the API as a stream: an import's result file and the drill-down CSV (with its query string).
import { idProblem } from '@aid/common';
import express, { type Router } from 'express';
import { requestIdOf } from '../logger.js';
import { type StreamProxyOptions, streamToApi } from '../rest/stream.js';

export const resultFilePath = (importId: string) =>
  `/api/reconciliation/imports/${encodeURIComponent(importId)}/result.csv`;

export function reconciliationDownloadRoutes(options: StreamProxyOptions): Router {
  const router = express.Router();
  const routes = [
    ['/api/reconciliation/imports/:id/result.csv', (id: string) => `/reconciliation/imports/${id}/result.csv`],
    [
      '/api/reconciliation/distributions/:id/families.csv',
      (id: string) => `/reconciliation/distributions/${id}/families.csv`,
    ],
  ] as const;
  for (const [path, target] of routes) {
    router.get(path, (req, res) => {
      const id = String(req.params.id);
      // A path id the API would refuse anyway: answered here, without a call, as the API answers an unknown one.
      if (idProblem(id)) {
        res.status(404).json({ message: 'Not found', code: 'NOT_FOUND', requestId: requestIdOf(res) });
        return;
      }
      void streamToApi(options, req, res, target(id));
    });
  }
  return router;
}
