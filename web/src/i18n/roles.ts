// The roles domain's texts (the Roles panel of /users, its matrix editor, and the role badges), loaded with them.
import type { TextBundle } from './bundles.js';
import { rolesEn } from './roles.en.js';
import { rolesFr } from './roles.fr.js';

export const ROLES_TEXTS: TextBundle = { en: rolesEn, fr: rolesFr };
