// The accounts domain's texts (Profile & organization, Organizations), loaded with those pages.
import { accountsEn } from './accounts.en.js';
import { accountsFr } from './accounts.fr.js';
import type { TextBundle } from './bundles.js';

export const ACCOUNTS_TEXTS: TextBundle = { en: accountsEn, fr: accountsFr };
