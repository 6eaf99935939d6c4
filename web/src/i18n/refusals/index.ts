// The API's and the gateway's refusal messages in every language, by key (`refusals.<domain>.<name>`), from the
// domains' own tables (common/src/<domain>/messages.ts, gathered in common/src/refusals.ts). Loaded after the first
// render (RefusalTexts in App): a refusal shown before then is in the server's English.
import { refusalTexts } from '@aid/common/refusals';
import type { TextBundle } from '../bundles.js';

export const REFUSALS_TEXTS: TextBundle = {
  en: { refusals: refusalTexts() },
  fr: { refusals: refusalTexts('fr') },
  es: { refusals: refusalTexts('es') },
  ar: { refusals: refusalTexts('ar') },
};
