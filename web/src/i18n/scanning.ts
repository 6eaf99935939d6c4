// The scanning domain's texts, loaded with the /vouchers screen.
import type { TextBundle } from './bundles.js';
import { scanningEn } from './scanning.en.js';
import { scanningFr } from './scanning.fr.js';

export const SCANNING_TEXTS: TextBundle = { en: scanningEn, fr: scanningFr };
