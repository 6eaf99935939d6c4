// The activity domain's texts (the activity log page), loaded with that page.

import { activityAr } from './activity.ar.js';
import { activityEn } from './activity.en.js';
import { activityEs } from './activity.es.js';
import { activityFr } from './activity.fr.js';
import type { TextBundle } from './bundles.js';

export const ACTIVITY_TEXTS: TextBundle = { en: activityEn, fr: activityFr, es: activityEs, ar: activityAr };
