// Same-origin pictures for the browser: the profile image and the organisation's logo, uploaded (the file as the
// body) and read back as streams through rest/stream.ts. An <img> cannot send headers, so the logo's URL names its
// organisation, and the image's file id makes a new picture a new URL (the API lets browsers cache one for an hour).
import { idProblem } from '@aid/common';
import express, { type Router } from 'express';
import { requestIdOf } from '../logger.js';
import { type StreamProxyOptions, streamToApi } from '../rest/stream.js';

export function profileImageUrl(fileId: string | null): string | null {
  return fileId ? `/api/me/profile-image?v=${encodeURIComponent(fileId)}` : null;
}

export function logoUrl(accountId: string, fileId: string | null): string | null {
  return fileId ? `/api/organizations/${encodeURIComponent(accountId)}/logo?v=${encodeURIComponent(fileId)}` : null;
}

export function pictureRoutes(options: StreamProxyOptions): Router {
  const router = express.Router();
  router.post('/api/me/profile-image', (req, res) => void streamToApi(options, req, res, '/me/profile-image'));
  router.get('/api/me/profile-image', (req, res) => void streamToApi(options, req, res, '/me/profile-image'));
  // The organisation comes as x-accountid, as for any call of the web app.
  router.post('/api/organization/logo', (req, res) => void streamToApi(options, req, res, '/organization/logo'));
  router.get('/api/organizations/:accountId/logo', (req, res) => {
    const accountId = String(req.params.accountId);
    if (idProblem(accountId)) {
      res.status(404).json({ message: 'No image', code: 'NOT_FOUND', requestId: requestIdOf(res) });
      return;
    }
    // The path names the organisation; whatever x-accountid came along, this one is asked (membership checked there).
    req.headers['x-accountid'] = accountId;
    void streamToApi(options, req, res, '/organization/logo');
  });
  return router;
}
