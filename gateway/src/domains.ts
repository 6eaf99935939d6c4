// Every gateway domain, listed once: the schema takes their resolvers, each request's context their REST clients
// (typed from this list), app.ts their file routes. A new domain adds its folder with a domain.ts and one line here.
import { accessDomain } from './access/domain.js';
import { accountsDomain } from './accounts/domain.js';
import { activityDomain } from './activity/domain.js';
import { apiKeysDomain } from './apikeys/domain.js';
import { beneficiariesDomain } from './beneficiaries/domain.js';
import { distributionsDomain } from './distributions/domain.js';
import { filesDomain } from './files/domain.js';
import type { FileRoute } from './http/file-routes.js';
import { jobsDomain } from './jobs/domain.js';
import type { ClientsOf } from './manifest.js';
import { notificationsDomain } from './notifications/domain.js';
import { paymentsDomain } from './payments/domain.js';
import { programsDomain } from './programs/domain.js';
import { reconciliationDomain } from './reconciliation/domain.js';
import { reportsDomain } from './reports/domain.js';
import { rolesDomain } from './roles/domain.js';
import { scanningDomain } from './scanning/domain.js';
import { smartFormsDomain } from './smart-forms/domain.js';
import { usersDomain } from './users/domain.js';
import { vouchersDomain } from './vouchers/domain.js';

export const GATEWAY_DOMAINS = [
  accessDomain,
  accountsDomain,
  activityDomain,
  apiKeysDomain,
  beneficiariesDomain,
  distributionsDomain,
  filesDomain,
  jobsDomain,
  notificationsDomain,
  paymentsDomain,
  programsDomain,
  reconciliationDomain,
  reportsDomain,
  rolesDomain,
  scanningDomain,
  smartFormsDomain,
  usersDomain,
  vouchersDomain,
] as const;

/** The REST clients of every domain, as the GraphQL context carries them (`context.programs: ProgramsClient`). */
export type DomainClients = ClientsOf<typeof GATEWAY_DOMAINS>;

/** Every domain's same-origin file routes, mounted by app.ts. */
export const FILE_ROUTES: readonly FileRoute[] = GATEWAY_DOMAINS.flatMap((domain) => domain.fileRoutes ?? []);
