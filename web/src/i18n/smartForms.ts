// The smart forms pages' texts, loaded with /smart-forms and a form's builder.
import type { TextBundle } from './bundles.js';
import { smartFormsAr } from './smartForms.ar.js';
import { smartFormsEn } from './smartForms.en.js';
import { smartFormsEs } from './smartForms.es.js';
import { smartFormsFr } from './smartForms.fr.js';

export const SMART_FORMS_TEXTS: TextBundle = { en: smartFormsEn, fr: smartFormsFr, es: smartFormsEs, ar: smartFormsAr };
