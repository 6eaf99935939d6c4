import type { EntitlementJson } from '@aid/common/distributions';
import { toIso } from '../db/rows.js';
import { voucherFieldsOf } from '../vouchers/usage.js';
import type { EntitlementRow } from './entitlements.js';

export function toEntitlementJson(row: EntitlementRow): EntitlementJson {
  return {
    entitlementId: row.entitlement_id,
    distributionId: row.distribution_id,
    beneficiaryId: row.beneficiary_id,
    firstName: row.first_name,
    numberOfFamilyMembers: Number(row.number_of_family_members),
    amount: Number(row.amount),
    currency: row.currency.trim(),
    items: row.items,
    paymentStatus: row.payment_status,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    ...voucherFieldsOf(row),
  };
}
