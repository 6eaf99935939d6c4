// The distributions domain's texts, loaded with the program view and the distribution pages.
import type { TextBundle } from './bundles.js';
import { distributionsAr } from './distributions.ar.js';
import { distributionsEn } from './distributions.en.js';
import { distributionsEs } from './distributions.es.js';
import { distributionsFr } from './distributions.fr.js';

export const DISTRIBUTIONS_TEXTS: TextBundle = {
  en: distributionsEn,
  fr: distributionsFr,
  es: distributionsEs,
  ar: distributionsAr,
};
