// The scanning domain's texts, loaded with the /vouchers screen.
import type { TextBundle } from './bundles.js';
import { scanningAr } from './scanning.ar.js';
import { scanningEn } from './scanning.en.js';
import { scanningEs } from './scanning.es.js';
import { scanningFr } from './scanning.fr.js';

export const SCANNING_TEXTS: TextBundle = { en: scanningEn, fr: scanningFr, es: scanningEs, ar: scanningAr };
