// The smart-forms domain (issue 25): registration and monitoring forms, their drafts and published versions, read
// and changed through the REST API (which checks SMART_FORMS and the organisation), and their XLSForm files through
// the gateway's same-origin routes. Shown only on the hosts SMART_FORMS_HOSTS names (hosts.ts): app.ts hides the
// file routes elsewhere, the resolvers the fields.
import { defineDomain } from '../manifest.js';
import { SmartFormsClient } from './client.js';
import { MonitoringClient, monitoringResolvers } from './monitoring.js';
import { smartFormsResolvers } from './resolvers.js';
import { SmartFormSubmissionsClient } from './submissions-client.js';
import { smartFormSubmissionsResolvers } from './submissions-resolvers.js';

export const smartFormsDomain = defineDomain({
  name: 'smart-forms',
  resolvers: [smartFormsResolvers, smartFormSubmissionsResolvers, monitoringResolvers],
  clients: (rest) => ({
    smartForms: new SmartFormsClient(rest),
    smartFormSubmissions: new SmartFormSubmissionsClient(rest),
    monitoring: new MonitoringClient(rest),
  }),
  fileRoutes: [
    // A workbook uploaded with POST /api/files, named here by its fileId: a draft form out, with the report of what
    // the workbook held that a form cannot (api/src/smart-forms/xlsform/routes.ts).
    { method: 'POST', path: '/api/smart-forms/xlsform', apiPath: '/smart-forms/xlsform', kind: 'upload' },
    {
      method: 'GET',
      path: '/api/smart-forms/:id/xlsform.xlsx',
      apiPath: '/smart-forms/:id/xlsform.xlsx',
      kind: 'download',
      notFound: 'Smart form not found',
    },
  ],
});
