// Every web domain, listed once: the shell's routes (app/routes.tsx) and top menu (app/menu.ts) are loops over this
// list. A new domain adds its folder with a `domain.ts` and one line here.
import { accounts } from './accounts/domain.js';
import { activity } from './activity/domain.js';
import { apikeys } from './apikeys/domain.js';
import { auth } from './auth/domain.js';
import { beneficiaries } from './beneficiaries/domain.js';
import { distributions } from './distributions/domain.js';
import { jobs } from './jobs/domain.js';
import { notifications } from './notifications/domain.js';
import { programs } from './programs/domain.js';
import { reconciliation } from './reconciliation/domain.js';
import { reports } from './reports/domain.js';
import { scanning } from './scanning/domain.js';
import { security } from './security/domain.js';
import { smartForms } from './smart-forms/domain.js';
import type { Domain } from './ui/domain.js';
import { users } from './users/domain.js';

export const DOMAINS: readonly Domain[] = [
  auth,
  programs,
  distributions,
  beneficiaries,
  scanning,
  reconciliation,
  smartForms,
  reports,
  notifications,
  accounts,
  users,
  security,
  activity,
  jobs,
  apikeys,
];
