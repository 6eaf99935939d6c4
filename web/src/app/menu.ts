// Which top-menu entries a user sees (spec §2, §6): per section permissions, Reconciliation always, and a domain shown
// only on some hosts (smart forms) where the gateway says it is available there. The entries are the domains'
// (src/domains.ts), in spec §2's order; the rules are here, the same for every entry.
import { type EffectivePermissions, sectionVisible } from '@aid/common/permissions';
import { DOMAINS } from '../domains.js';
import type { HostFeatures, MenuEntry } from '../ui/domain.js';

export type { MenuEntry } from '../ui/domain.js';

export const MENU_ENTRIES: readonly MenuEntry[] = DOMAINS.flatMap((domain) =>
  (domain.menu ?? []).map((entry) => (domain.hostFeature ? { ...entry, hostFeature: domain.hostFeature } : entry)),
)
  .slice()
  .sort((a, b) => a.order - b.order);

/** No feature that depends on the host: what the menu assumes until (or unless) the gateway has answered. */
export const NO_HOST_FEATURES: HostFeatures = { smartForms: false };

export function visibleMenuEntries(perms: EffectivePermissions, features: HostFeatures): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => {
    if (entry.hostFeature && !features[entry.hostFeature]) return false;
    return sectionVisible(perms, entry.section);
  });
}
