// The beneficiaries domain's texts (beneficiary lists, a list's members, a beneficiary's page), loaded with those pages.

import { beneficiariesAr } from './beneficiaries.ar.js';
import { beneficiariesEn } from './beneficiaries.en.js';
import { beneficiariesEs } from './beneficiaries.es.js';
import { beneficiariesFr } from './beneficiaries.fr.js';
import type { TextBundle } from './bundles.js';

export const BENEFICIARIES_TEXTS: TextBundle = {
  en: beneficiariesEn,
  fr: beneficiariesFr,
  es: beneficiariesEs,
  ar: beneficiariesAr,
};
