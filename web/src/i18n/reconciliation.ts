// The reconciliation domain's texts, loaded with the /reconciliation screen.
import type { TextBundle } from './bundles.js';
import { reconciliationAr } from './reconciliation.ar.js';
import { reconciliationEn } from './reconciliation.en.js';
import { reconciliationEs } from './reconciliation.es.js';
import { reconciliationFr } from './reconciliation.fr.js';

export const RECONCILIATION_TEXTS: TextBundle = {
  en: reconciliationEn,
  fr: reconciliationFr,
  es: reconciliationEs,
  ar: reconciliationAr,
};
