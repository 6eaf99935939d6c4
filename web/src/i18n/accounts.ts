// The accounts domain's texts (Profile & organization, Organizations), loaded with those pages.

import { accountsAr } from './accounts.ar.js';
import { accountsEn } from './accounts.en.js';
import { accountsEs } from './accounts.es.js';
import { accountsFr } from './accounts.fr.js';
import type { TextBundle } from './bundles.js';

export const ACCOUNTS_TEXTS: TextBundle = { en: accountsEn, fr: accountsFr, es: accountsEs, ar: accountsAr };
