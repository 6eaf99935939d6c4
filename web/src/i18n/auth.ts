// The auth domain's texts (sign-in, sign-up, security), loaded with its pages.

import { authAr } from './auth.ar.js';
import { authEn } from './auth.en.js';
import { authEs } from './auth.es.js';
import { authFr } from './auth.fr.js';
import type { TextBundle } from './bundles.js';

export const AUTH_TEXTS: TextBundle = { en: authEn, fr: authFr, es: authEs, ar: authAr };
