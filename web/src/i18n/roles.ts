// The roles domain's texts (the Roles panel of /users, its matrix editor, and the role badges), loaded with them.
import type { TextBundle } from './bundles.js';
import { rolesAr } from './roles.ar.js';
import { rolesEn } from './roles.en.js';
import { rolesEs } from './roles.es.js';
import { rolesFr } from './roles.fr.js';

export const ROLES_TEXTS: TextBundle = { en: rolesEn, fr: rolesFr, es: rolesEs, ar: rolesAr };
