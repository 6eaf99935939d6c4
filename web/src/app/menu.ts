// Which top-menu entries a user sees (spec §2, §6): per section permissions, Reconciliation always, Smart forms
// only on the staging host or local development. The entries are the domains' (src/domains.ts) and the shell's
// placeholders, in spec §2's order; the rules are here, the same for every entry.
import { type EffectivePermissions, sectionVisible } from '@aid/common/permissions';
import { DOMAINS } from '../domains.js';
import type { MenuEntry } from '../ui/domain.js';
import { PLACEHOLDER_MENU } from './placeholders.js';

export type { MenuEntry } from '../ui/domain.js';

export const MENU_ENTRIES: readonly MenuEntry[] = [
  ...DOMAINS.flatMap((domain) => domain.menu ?? []),
  ...PLACEHOLDER_MENU,
]
  .slice()
  .sort((a, b) => a.order - b.order);

export function isSmartFormsHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.includes('staging');
}

export function visibleMenuEntries(perms: EffectivePermissions, hostname: string): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => {
    if (entry.section === 'SMART_FORMS' && !isSmartFormsHost(hostname)) return false;
    return sectionVisible(perms, entry.section);
  });
}
