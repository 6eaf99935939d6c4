// The reconciliation domain's texts, loaded with the /reconciliation screen.
import type { TextBundle } from './bundles.js';
import { reconciliationEn } from './reconciliation.en.js';
import { reconciliationFr } from './reconciliation.fr.js';

export const RECONCILIATION_TEXTS: TextBundle = { en: reconciliationEn, fr: reconciliationFr };
