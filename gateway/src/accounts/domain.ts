// The accounts domain: the caller, their organisations and pictures. Its REST client is not listed here: the context
// builds it itself, because the request's account and permissions are read through it (context.ts).
import { defineDomain } from '../manifest.js';
import { accountsResolvers } from './resolvers.js';

export const accountsDomain = defineDomain({
  name: 'accounts',
  resolvers: [accountsResolvers],
  // The profile image and the organisation's logo, uploaded (the file as the body) and read back; the URLs the
  // schema hands out are built in image-urls.ts.
  fileRoutes: [
    { method: 'POST', path: '/api/me/profile-image', apiPath: '/me/profile-image', kind: 'image' },
    { method: 'GET', path: '/api/me/profile-image', apiPath: '/me/profile-image', kind: 'image' },
    // The organisation comes as x-accountid, as for any call of the web app.
    { method: 'POST', path: '/api/organization/logo', apiPath: '/organization/logo', kind: 'image' },
    // An <img> cannot send headers: the path names the organisation (membership checked by the API).
    {
      method: 'GET',
      path: '/api/organizations/:accountId/logo',
      apiPath: '/organization/logo',
      kind: 'image',
      notFound: 'No image',
      accountParam: 'accountId',
    },
  ],
});
