// Beneficiary files for the browser, same origin (a download link carries the access cookie, not a bearer header):
// list exports, the import template and an import's errors, each passed to the API as a stream (rest/stream.ts)
// with its query string, so the list screen's filter and sort reach the export.
import { idProblem } from '@aid/common';
import express, { type Request, type Response, type Router } from 'express';
import { requestIdOf } from '../logger.js';
import { type StreamProxyOptions, streamToApi } from '../rest/stream.js';

/** A path id the API would refuse anyway: answered here, without a call, as the API answers an unknown one. */
function badId(req: Request, res: Response, what: string): boolean {
  if (!idProblem(String(req.params.id))) return false;
  res.status(404).json({ message: `${what} not found`, code: 'NOT_FOUND', requestId: requestIdOf(res) });
  return true;
}

export function beneficiaryDownloadRoutes(options: StreamProxyOptions): Router {
  const router = express.Router();
  for (const format of ['csv', 'xlsx'] as const) {
    router.get(`/api/beneficiary-lists/:id/export.${format}`, (req, res) => {
      if (badId(req, res, 'Beneficiary list')) return;
      void streamToApi(options, req, res, `/beneficiary-lists/${req.params.id}/beneficiaries/export.${format}`);
    });
    router.get(`/api/beneficiary-imports/template.${format}`, (req, res) => {
      void streamToApi(options, req, res, `/beneficiary-imports/template.${format}`);
    });
  }
  router.get('/api/beneficiary-imports/:id/errors.csv', (req, res) => {
    if (badId(req, res, 'Beneficiary import')) return;
    void streamToApi(options, req, res, `/beneficiary-imports/${req.params.id}/errors.csv`);
  });
  return router;
}
