// Every API domain, once. The app mounts their routers in this order (it matters where two routers could answer
// the same path), the OpenAPI document is read from their route declarations, and the job worker runs their jobs.
// A new domain adds its folder with a domain.ts and one line here.
import { accountsDomain } from './accounts/domain.js';
import { activityDomain } from './activity/domain.js';
import { apiKeysDomain } from './apikeys/domain.js';
import { beneficiariesDomain } from './beneficiaries/domain.js';
import { distributionsDomain } from './distributions/domain.js';
import type { ApiDomain } from './domain.js';
import { filesDomain } from './files/domain.js';
import { jobsDomain } from './jobs/domain.js';
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

export const API_DOMAINS: readonly ApiDomain[] = [
  activityDomain,
  accountsDomain,
  apiKeysDomain,
  usersDomain,
  rolesDomain,
  programsDomain,
  beneficiariesDomain,
  distributionsDomain,
  vouchersDomain,
  scanningDomain,
  notificationsDomain,
  paymentsDomain,
  reconciliationDomain,
  reportsDomain,
  smartFormsDomain,
  jobsDomain,
  filesDomain,
];
