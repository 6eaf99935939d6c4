// The jobs domain's texts (job progress, My jobs), loaded with the components that show jobs.
import type { TextBundle } from './bundles.js';
import { jobsAr } from './jobs.ar.js';
import { jobsEn } from './jobs.en.js';
import { jobsEs } from './jobs.es.js';
import { jobsFr } from './jobs.fr.js';

export const JOBS_TEXTS: TextBundle = { en: jobsEn, fr: jobsFr, es: jobsEs, ar: jobsAr };
