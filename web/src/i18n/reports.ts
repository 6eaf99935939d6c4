// The report pages' texts, loaded with /reports/beneficiary-lists and /reports/distribution.
import type { TextBundle } from './bundles.js';
import { reportsAr } from './reports.ar.js';
import { reportsEn } from './reports.en.js';
import { reportsEs } from './reports.es.js';
import { reportsFr } from './reports.fr.js';

export const REPORTS_TEXTS: TextBundle = { en: reportsEn, fr: reportsFr, es: reportsEs, ar: reportsAr };
