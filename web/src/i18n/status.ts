// Status labels (spec §4): every page may show a status, so StatusBadge adds these texts itself.
import type { TextBundle } from './bundles.js';
import { statusAr } from './status.ar.js';
import { statusEn } from './status.en.js';
import { statusEs } from './status.es.js';
import { statusFr } from './status.fr.js';

export { statusAr, statusEs };

export const STATUS_TEXTS: TextBundle = { en: statusEn, fr: statusFr, es: statusEs, ar: statusAr };
