// The apikeys domain's texts (the Partner API keys page), loaded with that page.

import { apiKeysAr } from './apikeys.ar.js';
import { apiKeysEn } from './apikeys.en.js';
import { apiKeysEs } from './apikeys.es.js';
import { apiKeysFr } from './apikeys.fr.js';
import type { TextBundle } from './bundles.js';

export const APIKEYS_TEXTS: TextBundle = { en: apiKeysEn, fr: apiKeysFr, es: apiKeysEs, ar: apiKeysAr };
