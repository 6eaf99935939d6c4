// The report files' texts, loaded with /reports and the report pages' download panel.
import type { TextBundle } from './bundles.js';
import { reportFilesAr } from './reportFiles.ar.js';
import { reportFilesEn } from './reportFiles.en.js';
import { reportFilesEs } from './reportFiles.es.js';
import { reportFilesFr } from './reportFiles.fr.js';

export const REPORT_FILES_TEXTS: TextBundle = {
  en: reportFilesEn,
  fr: reportFilesFr,
  es: reportFilesEs,
  ar: reportFilesAr,
};
