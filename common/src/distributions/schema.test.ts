import { describe, expect, it } from 'vitest';
import { validate } from '../validation.js';
import {
  AMOUNT_PER_FAMILY_MAX,
  approvalSettingsSchema,
  createDistributionSchema,
  decideApprovalSchema,
  paymentStatusChangeSchema,
  updateDistributionSchema,
} from './schema.js';

const base = { programId: 'prg--a', beneficiaryListId: 'bel--b', distributionName: 'Winter cash' };

describe('createDistributionSchema', () => {
  it('fills the defaults of spec §3', () => {
    const result = validate(createDistributionSchema, base);
    expect(result.ok && result.value).toMatchObject({
      distributionType: 'CASH',
      requestPhoto: false,
      requestSignature: false,
      includeDependants: false,
      amountPerBeneficiary: 0,
      amountPerDependant: 0,
      items: [],
      distributionPdms: [],
    });
  });

  it('names the refused fields', () => {
    const result = validate(createDistributionSchema, {
      ...base,
      distributionName: '',
      amountPerBeneficiary: 1.5,
      amountPerBeneficiaryCurrency: 'eur',
      distributionType: 'GOLD',
      validUntil: '2026-02-30',
      extra: 1,
    });
    expect(result.ok).toBe(false);
    const byField = Object.fromEntries((result.ok ? [] : result.fieldErrors).map((e) => [e.field, e.code]));
    expect(byField).toEqual({
      distributionName: 'EMPTY',
      amountPerBeneficiary: 'NOT_WHOLE_NUMBER',
      amountPerBeneficiaryCurrency: 'INVALID_CURRENCY',
      distributionType: 'NOT_ONE_OF',
      validUntil: 'INVALID_DATE',
      extra: 'UNKNOWN_FIELD',
    });
  });

  it('refuses a negative amount and a bad id', () => {
    const result = validate(createDistributionSchema, { ...base, programId: 'a/b', amountPerDependant: -1 });
    const fields = result.ok ? [] : result.fieldErrors.map((e) => `${e.field}:${e.code}`);
    expect(fields).toEqual(['programId:INVALID_ID', 'amountPerDependant:NEGATIVE']);
  });

  it('caps amounts so that totals stay exact', () => {
    const result = validate(createDistributionSchema, { ...base, amountPerDependant: AMOUNT_PER_FAMILY_MAX + 1 });
    expect(result.ok ? [] : result.fieldErrors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'amountPerDependant:TOO_LARGE',
    ]);
  });

  it('keeps the type, program and list out of an update', () => {
    const result = validate(updateDistributionSchema, { distributionType: 'VOUCHER', programId: 'prg--x' });
    expect(result.ok ? [] : result.fieldErrors.map((e) => e.field)).toEqual(['distributionType', 'programId']);
  });
});

describe('decisions, payment statuses and approval settings', () => {
  it('needs a reason to disapprove, not to approve', () => {
    expect(validate(decideApprovalSchema, { decision: 'APPROVED' }).ok).toBe(true);
    const result = validate(decideApprovalSchema, { decision: 'DISAPPROVED', reason: '  ' });
    expect(result.ok ? [] : result.fieldErrors).toEqual([
      expect.objectContaining({ field: 'reason', code: 'REQUIRED' }),
    ]);
  });

  it('knows the payment vocabulary', () => {
    expect(validate(paymentStatusChangeSchema, { status: 'INITIATED' }).ok).toBe(true);
    expect(validate(paymentStatusChangeSchema, { status: 'PAID' }).ok).toBe(false);
  });

  it('checks rules', () => {
    expect(validate(approvalSettingsSchema, { rules: [], incompatibleRoles: [] }).ok).toBe(true);
    const result = validate(approvalSettingsSchema, {
      rules: [{ minTotal: 100, currency: 'EUR', approvers: 0 }],
      incompatibleRoles: [],
    });
    expect(result.ok ? [] : result.fieldErrors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'rules.0.approvers:TOO_SMALL',
    ]);
  });
});
