// Typed keys: t('…') only accepts keys that exist in the English texts.
import 'i18next';
import type { accountsEn } from './accounts.en.js';
import type { activityEn } from './activity.en.js';
import type { apiKeysEn } from './apikeys.en.js';
import type { authEn } from './auth.en.js';
import type { beneficiariesEn } from './beneficiaries.en.js';
import type { distributionsEn } from './distributions.en.js';
import type { en } from './en.js';
import type { fieldErrorsEn } from './fieldErrors.en.js';
import type { jobsEn } from './jobs.en.js';
import type { notificationsEn } from './notifications.en.js';
import type { reconciliationEn } from './reconciliation.en.js';
import type { reportFilesEn } from './reportFiles.en.js';
import type { reportsEn } from './reports.en.js';
import type { rolesEn } from './roles.en.js';
import type { scanningEn } from './scanning.en.js';
import type { smartFormsEn } from './smartForms.en.js';
import type { statusEn } from './status.en.js';
import type { usersEn } from './users.en.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The core texts and the domain bundles pages add when they load (see bundles.ts).
    resources: {
      translation: typeof en &
        typeof accountsEn &
        typeof authEn &
        typeof jobsEn &
        typeof activityEn &
        typeof apiKeysEn &
        typeof fieldErrorsEn &
        typeof rolesEn &
        typeof usersEn &
        typeof beneficiariesEn &
        typeof distributionsEn &
        typeof notificationsEn &
        typeof scanningEn &
        typeof reconciliationEn &
        typeof reportsEn &
        typeof reportFilesEn &
        typeof smartFormsEn &
        typeof statusEn;
    };
  }
}
