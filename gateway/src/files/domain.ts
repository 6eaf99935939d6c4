// The files domain: uploads (POST /api/files, the file as the body) and downloads of stored files, for the browser;
// GraphQL then names a file by the id the upload answered.
import { defineDomain } from '../manifest.js';

export const filesDomain = defineDomain({
  name: 'files',
  fileRoutes: [
    { method: 'POST', path: '/api/files', apiPath: '/files', kind: 'upload' },
    {
      method: 'GET',
      path: '/api/files/:id/content',
      apiPath: '/files/:id/content',
      kind: 'download',
      notFound: 'File not found',
    },
  ],
});
