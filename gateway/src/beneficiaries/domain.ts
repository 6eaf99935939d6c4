// The beneficiaries domain: lists and beneficiaries, imports, the duplicates queue, and their files (list exports,
// the import template, an import's errors) with the query string, so the list screen's filter and sort reach them.
import type { FileRoute } from '../http/file-routes.js';
import { defineDomain } from '../manifest.js';
import { BeneficiariesClient } from './client.js';
import { BeneficiaryDuplicatesClient } from './duplicate-client.js';
import { duplicateResolvers } from './duplicate-resolvers.js';
import { BeneficiaryImportsClient } from './import-client.js';
import { importResolvers } from './import-resolvers.js';
import { beneficiariesResolvers } from './resolvers.js';

const perFormat = (['csv', 'xlsx'] as const).flatMap((format): FileRoute[] => [
  {
    method: 'GET',
    path: `/api/beneficiary-lists/:id/export.${format}`,
    apiPath: `/beneficiary-lists/:id/beneficiaries/export.${format}`,
    kind: 'download',
    notFound: 'Beneficiary list not found',
  },
  {
    method: 'GET',
    path: `/api/beneficiary-imports/template.${format}`,
    apiPath: `/beneficiary-imports/template.${format}`,
    kind: 'download',
  },
]);

export const beneficiariesDomain = defineDomain({
  name: 'beneficiaries',
  resolvers: [beneficiariesResolvers, importResolvers, duplicateResolvers],
  clients: (rest) => ({
    beneficiaries: new BeneficiariesClient(rest),
    beneficiaryImports: new BeneficiaryImportsClient(rest),
    beneficiaryDuplicates: new BeneficiaryDuplicatesClient(rest),
  }),
  fileRoutes: [
    ...perFormat,
    {
      method: 'GET',
      path: '/api/beneficiary-imports/:id/errors.csv',
      apiPath: '/beneficiary-imports/:id/errors.csv',
      kind: 'download',
      notFound: 'Beneficiary import not found',
    },
  ],
});
