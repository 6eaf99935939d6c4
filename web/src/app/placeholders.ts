// Sections of spec §2 whose features come later (smart forms): the shell declares their routes and menu
// entries here, each route an honest NotAvailablePage (app/pages.tsx) instead of invented data. When a feature
// arrives, its domain folder declares these routes and entries in its own domain.ts (listed in src/domains.ts) and
// they leave this file.
import type { en } from '../i18n/en.js';
import type { MenuEntry, NavId } from '../ui/domain.js';

export type Placeholder = {
  path: string;
  /** The page's title, a `nav` text. */
  title: NavId;
  /** The section named in the "not available yet" text. */
  section: keyof typeof en.sections;
};

export const PLACEHOLDER_ROUTES: readonly Placeholder[] = [
  { path: '/smart-forms', title: 'smartForms', section: 'smartForms' },
];

export const PLACEHOLDER_MENU: readonly MenuEntry[] = [
  { id: 'smartForms', section: 'SMART_FORMS', path: '/smart-forms', order: 5 },
];
