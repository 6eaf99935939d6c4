// The apikeys domain's texts (the Partner API keys page), loaded with that page.
import { apiKeysEn } from './apikeys.en.js';
import { apiKeysFr } from './apikeys.fr.js';
import type { TextBundle } from './bundles.js';

export const APIKEYS_TEXTS: TextBundle = { en: apiKeysEn, fr: apiKeysFr };
