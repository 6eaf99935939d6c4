// The smart forms domain (issue 25): the forms list, one form's builder and the review of its submissions. Shown only
// where the gateway says smart forms are available on this host (SMART_FORMS_HOSTS: the staging host and local
// development, spec §2): elsewhere the menu entry is hidden and every route is the not-found page.
import { type Domain, lazyPage } from '../ui/domain.js';

export const smartForms: Domain = {
  name: 'smart-forms',
  hostFeature: 'smartForms',
  routes: [
    {
      path: '/smart-forms',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./SmartFormsPage.js'),
        (m) => m.SmartFormsPage,
      ),
    },
    {
      path: '/smart-forms/:smartFormId',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./SmartFormBuilderPage.js'),
        (m) => m.SmartFormBuilderPage,
      ),
    },
    {
      // Staff mode: a signed-in member fills the latest published version (the public link has its own page, web/src/fill).
      path: '/smart-forms/:smartFormId/fill',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./StaffFillPage.js'),
        (m) => m.StaffFillPage,
      ),
    },
    {
      path: '/smart-forms/:smartFormId/submissions',
      guard: 'signedIn',
      page: lazyPage(
        () => import('./SubmissionsPage.js'),
        (m) => m.SubmissionsPage,
      ),
    },
  ],
  menu: [{ id: 'smartForms', section: 'SMART_FORMS', path: '/smart-forms', order: 5 }],
};
