// Which top-menu entries a user sees (spec §2, §6): per section permissions, Reconciliation always, Smart forms
// only on the staging host or local development.
import { type EffectivePermissions, type Section, sectionVisible } from '@aid/common';

export type MenuEntry = {
  id: 'programs' | 'beneficiaryManagement' | 'voucherScanning' | 'reconciliation' | 'smartForms' | 'reports';
  section: Section;
  path: string;
};

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'programs', section: 'PROGRAMS', path: '/programs' },
  { id: 'beneficiaryManagement', section: 'BENEFICIARY_LISTS', path: '/beneficiary-lists' },
  { id: 'voucherScanning', section: 'VOUCHER_SCANNING', path: '/vouchers' },
  { id: 'reconciliation', section: 'RECONCILIATION', path: '/reconciliation' },
  { id: 'smartForms', section: 'SMART_FORMS', path: '/smart-forms' },
  { id: 'reports', section: 'REPORTS', path: '/reports' },
];

export const REPORT_ENTRIES = [
  { id: 'reportsBeneficiaryLists', path: '/reports/beneficiary-lists' },
  { id: 'reportsDistribution', path: '/reports/distribution' },
] as const;

export function isSmartFormsHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.includes('staging');
}

export function visibleMenuEntries(perms: EffectivePermissions, hostname: string): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => {
    if (entry.section === 'SMART_FORMS' && !isSmartFormsHost(hostname)) return false;
    return sectionVisible(perms, entry.section);
  });
}

export const DEFAULT_MENU_COLOUR = '2268AE';

/** The organisation badge colour: the account's menu colour when it is a valid hex colour, else the default. */
export function badgeColour(menuColour: string | null | undefined): string {
  return `#${menuColour && /^[0-9a-f]{6}$/i.test(menuColour) ? menuColour : DEFAULT_MENU_COLOUR}`;
}
