// The report files' texts, loaded with /reports and the report pages' download panel.
import type { TextBundle } from './bundles.js';
import { reportFilesEn } from './reportFiles.en.js';
import { reportFilesFr } from './reportFiles.fr.js';

export const REPORT_FILES_TEXTS: TextBundle = { en: reportFilesEn, fr: reportFilesFr };
