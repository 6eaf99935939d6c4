// Same-origin file transfer for the browser: POST /api/files (upload) and GET /api/files/:id/content (download)
// are passed to the REST API as streams (rest/stream.ts).
import { idProblem } from '@aid/common';
import express, { type Router } from 'express';
import { requestIdOf } from '../logger.js';
import { type StreamProxyOptions, streamToApi } from '../rest/stream.js';

export function fileProxyRoutes(options: StreamProxyOptions): Router {
  const router = express.Router();
  router.post('/api/files', (req, res) => void streamToApi(options, req, res, '/files'));
  router.get('/api/files/:id/content', (req, res) => {
    const id = String(req.params.id);
    if (idProblem(id)) {
      res.status(404).json({ message: 'File not found', code: 'NOT_FOUND', requestId: requestIdOf(res) });
      return;
    }
    void streamToApi(options, req, res, `/files/${id}/content`);
  });
  return router;
}
