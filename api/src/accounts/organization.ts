// The current organisation (x-accountid): its profile (spec §3 "Organisation") and its settings. Reading needs
// PROFILE_AND_ORGANIZATION VIEW, changing UPDATE; every change is logged as UPDATE ACCOUNT with before and after.
import {
  ACCOUNT_MESSAGES,
  type OrganizationJson,
  type OrganizationSettingsJson,
  organizationDetailsCompleted,
  thresholdOrderIssue,
  type UpdateOrganizationInput,
  type UpdateOrganizationSettingsInput,
} from '@aid/common/accounts';
import { fieldError } from '@aid/common/errors';
import { diffFields, recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf, requireAccess } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { AccountError } from './errors.js';
import {
  ACCOUNT_COLUMNS,
  type AccountRow,
  type OrganizationProfile,
  PROFILE_FIELDS,
  SETTINGS_FIELDS,
  toOrganizationJson,
  toProfile,
  toSettings,
} from './model.js';

export async function accountRow(tx: Queryable, accountId: string, lock = false): Promise<AccountRow> {
  const [row] = await tx.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE account_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [accountId],
  );
  if (!row) throw new AccountError('NOT_FOUND', ACCOUNT_MESSAGES.organisationNotFound());
  return row;
}

/** The organisation with its sub-accounts (visible through the sub_accounts policy of migrations/0007). */
export async function organizationJson(tx: Queryable, row: AccountRow): Promise<OrganizationJson> {
  const children = await tx.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE parent_account_id = $1 ORDER BY created_at, account_id`,
    [row.account_id],
  );
  return toOrganizationJson(row, children);
}

export async function getOrganization(auth: AuthContext): Promise<OrganizationJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'VIEW');
  return auth.run(async (tx) => organizationJson(tx, await accountRow(tx, auth.accountId)));
}

function definedOnly<T extends object>(change: T): Partial<T> {
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Writes `change` over the organisation's profile in `tx`, recomputes detailsCompleted (name, phone, address line,
 * city and country present: the registration gate, spec §2) and logs the difference. The logo routes use it too.
 */
export async function saveOrganizationProfile(
  tx: Queryable,
  auth: AuthContext,
  change: Partial<OrganizationProfile>,
): Promise<{ before: AccountRow; after: AccountRow }> {
  const current = await accountRow(tx, auth.accountId, true);
  const before = toProfile(current);
  const merged = { ...before, ...definedOnly(change) };
  const after: OrganizationProfile = { ...merged, detailsCompleted: organizationDetailsCompleted(merged) };
  const changes = diffFields(before, after, PROFILE_FIELDS);
  if (Object.keys(changes).length === 0) return { before: current, after: current };
  const actor = actorOf(auth);
  const [row] = await tx.query<AccountRow>(
    `UPDATE accounts SET organization_name = $2, phone_number = $3, address_line = $4, address_city = $5,
            address_state = $6, address_postal_code = $7, address_country_code = $8, logo_file_id = $9,
            details_completed = $10, updated_by = $11, updated_at = now()
      WHERE account_id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
    [
      auth.accountId,
      after.organizationName,
      after.phoneNumber,
      after.addressLine,
      after.addressCity,
      after.addressState,
      after.addressPostalCode,
      after.addressCountryCode,
      after.logoFileId,
      after.detailsCompleted,
      actor.userId,
    ],
  );
  if (!row) throw new AccountError('NOT_FOUND', ACCOUNT_MESSAGES.organisationNotFound());
  await recordActivity(tx, { ...actor, action: 'UPDATE', objectType: 'ACCOUNT', objectId: auth.accountId, changes });
  return { before: current, after: row };
}

export async function updateOrganization(auth: AuthContext, input: UpdateOrganizationInput): Promise<OrganizationJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  return auth.run(async (tx) => organizationJson(tx, (await saveOrganizationProfile(tx, auth, input)).after));
}

/** The thresholds in order, whichever of them the change gives: possible ≤ duplicate, named on the field sent. */
function checkThresholds(after: OrganizationSettingsJson, change: UpdateOrganizationSettingsInput): void {
  const { duplicateThreshold: duplicate, possibleDuplicateThreshold: possible } = after;
  if (possible <= duplicate) return;
  if (change.possibleDuplicateThreshold === undefined) {
    throw ApiError.invalid([
      fieldError(
        'duplicateThreshold',
        'TOO_SMALL',
        { min: possible },
        `must be at least the possible duplicate threshold (${possible})`,
      ),
    ]);
  }
  const issue = thresholdOrderIssue(duplicate, possible);
  throw ApiError.invalid([fieldError('possibleDuplicateThreshold', 'TOO_LARGE', { max: duplicate }, issue.message)]);
}

export async function updateOrganizationSettings(
  auth: AuthContext,
  change: UpdateOrganizationSettingsInput,
): Promise<OrganizationJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  // Members without MFA are refused once it is required: one who has none would lock themselves out.
  if (change.requireMfa === true && !auth.user.mfaEnabled) {
    throw ApiError.invalid([
      fieldError('requireMfa', 'INVALID_VALUE', undefined, 'can be turned on only by a member who uses MFA'),
    ]);
  }
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const current = await accountRow(tx, auth.accountId, true);
    const before = toSettings(current);
    const after: OrganizationSettingsJson = { ...before, ...definedOnly(change) };
    checkThresholds(after, change);
    const changes = diffFields(before, after, SETTINGS_FIELDS);
    if (Object.keys(changes).length === 0) return organizationJson(tx, current);
    const [row] = await tx.query<AccountRow>(
      `UPDATE accounts SET menu_colour = $2, default_language = $3, default_number_format = $4, currency = $5,
              dedup_duplicate_threshold = $6, dedup_possible_threshold = $7, require_mfa = $8, updated_by = $9,
              updated_at = now()
        WHERE account_id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
      [
        auth.accountId,
        after.menuColour,
        after.defaultLanguage,
        after.defaultNumberFormat,
        after.currency,
        after.duplicateThreshold,
        after.possibleDuplicateThreshold,
        after.requireMfa,
        actor.userId,
      ],
    );
    if (!row) throw new AccountError('NOT_FOUND', ACCOUNT_MESSAGES.organisationNotFound());
    await recordActivity(tx, { ...actor, action: 'UPDATE', objectType: 'ACCOUNT', objectId: auth.accountId, changes });
    return organizationJson(tx, row);
  });
}
