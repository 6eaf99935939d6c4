// The approval settings form's values and their check with the API's schema (common/distributions/schema.ts).
import { approvalSettingsSchema, parseMoney } from '@aid/common/distributions';
import type { FieldError } from '@aid/common/errors';
import { validate } from '@aid/common/validation';
import type { ApprovalSettingsInput } from '../generated/graphql.js';

export type RuleValues = { minTotal: string; currency: string; approvers: string };
export type PairValues = { creatorRoleId: string; approverRoleId: string };
export type ApprovalSettingsValues = { rules: RuleValues[]; incompatibleRoles: PairValues[] };

export const MIN_TOTAL_NOT_AN_AMOUNT = 'minTotalNotAnAmount';
type FormError = FieldError | { field: string; code: typeof MIN_TOTAL_NOT_AN_AMOUNT };

export function checkApprovalSettings(
  values: ApprovalSettingsValues,
): { input: ApprovalSettingsInput; errors: null } | { input: null; errors: FormError[] } {
  const errors: FormError[] = [];
  const candidate = {
    rules: values.rules.map((rule, i) => {
      const minTotal = parseMoney(rule.minTotal);
      if (minTotal === null) errors.push({ field: `rules.${i}.minTotal`, code: MIN_TOTAL_NOT_AN_AMOUNT });
      return {
        minTotal: minTotal ?? 0,
        currency: rule.currency.trim().toUpperCase(),
        // A whole number or the schema's own error: "1.5" stays 1.5 so the schema says it is not whole.
        approvers: rule.approvers.trim() === '' ? Number.NaN : Number(rule.approvers),
      };
    }),
    incompatibleRoles: values.incompatibleRoles,
  };
  const result = validate(approvalSettingsSchema, candidate);
  if (!result.ok) errors.push(...result.fieldErrors);
  if (!result.ok || errors.length > 0) return { input: null, errors };
  return { input: result.value, errors: null };
}
