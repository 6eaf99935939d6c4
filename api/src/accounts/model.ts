// How an organisation (accounts row) reads as JSON, and the fields its activity entries compare.
import type { AccountStatus, OrganizationJson, OrganizationSettingsJson, SubAccountJson } from '@aid/common/accounts';
import { toIso, toIsoOrNull } from '../db/rows.js';

export type AccountRow = {
  account_id: string;
  organization_name: string | null;
  menu_colour: string;
  details_completed: boolean;
  status: AccountStatus;
  phone_number: string | null;
  address_line: string | null;
  address_city: string | null;
  address_state: string | null;
  address_postal_code: string | null;
  address_country_code: string | null;
  logo_file_id: string | null;
  parent_account_id: string | null;
  currency: string;
  default_language: string;
  default_number_format: string;
  // numeric comes back as text from both drivers.
  dedup_duplicate_threshold: string | number;
  dedup_possible_threshold: string | number;
  duplicates_total: number;
  last_deduplication: Date | string | null;
  require_mfa: boolean;
  master_beneficiary_list_id: string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

export const ACCOUNT_COLUMNS = `account_id, organization_name, menu_colour, details_completed, status, phone_number,
  address_line, address_city, address_state, address_postal_code, address_country_code, logo_file_id,
  parent_account_id, currency, default_language, default_number_format, dedup_duplicate_threshold,
  dedup_possible_threshold, duplicates_total, last_deduplication, require_mfa, created_by, updated_by, created_at,
  updated_at, master_beneficiary_list_id`;

/** The organisation's profile fields, as the activity log compares them. */
export type OrganizationProfile = Pick<
  OrganizationJson,
  | 'organizationName'
  | 'phoneNumber'
  | 'addressLine'
  | 'addressCity'
  | 'addressState'
  | 'addressPostalCode'
  | 'addressCountryCode'
  | 'logoFileId'
  | 'detailsCompleted'
>;

export const PROFILE_FIELDS = [
  'organizationName',
  'phoneNumber',
  'addressLine',
  'addressCity',
  'addressState',
  'addressPostalCode',
  'addressCountryCode',
  'logoFileId',
  'detailsCompleted',
] as const satisfies readonly (keyof OrganizationProfile)[];

export const SETTINGS_FIELDS = [
  'menuColour',
  'defaultLanguage',
  'defaultNumberFormat',
  'currency',
  'duplicateThreshold',
  'possibleDuplicateThreshold',
  'requireMfa',
] as const satisfies readonly (keyof OrganizationSettingsJson)[];

export function toProfile(row: AccountRow): OrganizationProfile {
  return {
    organizationName: row.organization_name,
    phoneNumber: row.phone_number,
    addressLine: row.address_line,
    addressCity: row.address_city,
    addressState: row.address_state,
    addressPostalCode: row.address_postal_code,
    // char(2): never padded, but trimmed all the same so a comparison never trips on it.
    addressCountryCode: row.address_country_code?.trim() ?? null,
    logoFileId: row.logo_file_id,
    detailsCompleted: row.details_completed,
  };
}

export function toSettings(row: AccountRow): OrganizationSettingsJson {
  return {
    menuColour: row.menu_colour,
    defaultLanguage: row.default_language,
    defaultNumberFormat: row.default_number_format,
    currency: row.currency.trim(),
    duplicateThreshold: Number(row.dedup_duplicate_threshold),
    possibleDuplicateThreshold: Number(row.dedup_possible_threshold),
    requireMfa: row.require_mfa,
  };
}

export function toSubAccountJson(row: AccountRow): SubAccountJson {
  return {
    accountId: row.account_id,
    organizationName: row.organization_name,
    status: row.status,
    createdAt: toIso(row.created_at),
    createdBy: row.created_by,
  };
}

export function toOrganizationJson(row: AccountRow, subAccounts: readonly AccountRow[]): OrganizationJson {
  return {
    accountId: row.account_id,
    ...toProfile(row),
    parentAccountId: row.parent_account_id,
    masterBeneficiaryListId: row.master_beneficiary_list_id,
    duplicatesTotal: row.duplicates_total,
    lastDeduplication: toIsoOrNull(row.last_deduplication),
    status: row.status,
    settings: toSettings(row),
    subAccounts: subAccounts.map(toSubAccountJson),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    updatedBy: row.updated_by,
  };
}
