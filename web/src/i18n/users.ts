// The users domain's texts (the /users page, its forms and row actions), loaded with that page.
import type { TextBundle } from './bundles.js';
import { usersAr } from './users.ar.js';
import { usersEn } from './users.en.js';
import { usersEs } from './users.es.js';
import { usersFr } from './users.fr.js';

export const USERS_TEXTS: TextBundle = { en: usersEn, fr: usersFr, es: usersEs, ar: usersAr };
