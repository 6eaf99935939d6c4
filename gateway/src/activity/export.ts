// The activity log's CSV export for the browser, same origin: GET /api/activity-logs/export.csv is passed to the
// API as a stream (rest/stream.ts), with the list's filter and sort in the query string.
import express, { type Router } from 'express';
import { type StreamProxyOptions, streamToApi } from '../rest/stream.js';

export function activityExportRoutes(options: StreamProxyOptions): Router {
  const router = express.Router();
  router.get('/api/activity-logs/export.csv', (req, res) => {
    void streamToApi(options, req, res, '/activity-logs/export.csv');
  });
  return router;
}
