// The refusal's reason: kept from the REST body, answered in the typed result, and a plain FORBIDDEN left an error.
import { describe, expect, it } from 'vitest';
import { RestError } from '../rest/errors.js';
import { distributionOutcome, distributionResultOf } from './errors.js';

const overBudget = new RestError(422, {
  code: 'VALIDATION_FAILED',
  message: "The distribution exceeds what is left of the program's budget (5.00 EUR) by 15.00 EUR",
  reason: 'OVER_BUDGET',
});

describe('distribution refusals', () => {
  it('carry the reason as extensions.reason when they stay GraphQL errors', () => {
    expect(overBudget.extensions).toEqual({ code: 'VALIDATION_FAILED', reason: 'OVER_BUDGET' });
    expect(overBudget.reason).toBe('OVER_BUDGET');
    expect(new RestError(500, { code: 'INTERNAL', message: 'at db.ts:12', reason: 'OVER_BUDGET' }).extensions).toEqual({
      code: 'INTERNAL',
    });
  });

  it('answer a fixable refusal in the result with its message and reason', async () => {
    const result = distributionResultOf('distribution', await distributionOutcome(() => Promise.reject(overBudget)));
    expect(result).toEqual({
      distribution: null,
      code: 'VALIDATION_FAILED',
      message: overBudget.message,
      reason: 'OVER_BUDGET',
      fieldErrors: [],
      words: null,
    });
  });

  it('answer a four-eyes FORBIDDEN in the result, but leave a FORBIDDEN without a rule an error', async () => {
    const creator = new RestError(403, {
      code: 'FORBIDDEN',
      message: 'someone else',
      reason: 'CREATOR_CANNOT_APPROVE',
      messageKey: 'distributions.creatorCannotApprove',
    });
    expect(await distributionOutcome(() => Promise.reject(creator))).toEqual({
      value: null,
      failure: {
        code: 'FORBIDDEN',
        message: 'someone else',
        fieldErrors: [],
        reason: 'CREATOR_CANNOT_APPROVE',
        words: { key: 'distributions.creatorCannotApprove', params: [] },
      },
    });
    const noAccess = new RestError(403, { code: 'FORBIDDEN', message: 'no access' });
    await expect(distributionOutcome(() => Promise.reject(noAccess))).rejects.toBe(noAccess);
    const unknown = new RestError(403, { code: 'FORBIDDEN', message: 'no access', reason: 'SOMETHING_ELSE' });
    await expect(distributionOutcome(() => Promise.reject(unknown))).rejects.toBe(unknown);
  });

  it('answer success with no code and no reason', async () => {
    expect(distributionResultOf('job', await distributionOutcome(async () => ({ jobId: 'job--1' })))).toEqual({
      job: { jobId: 'job--1' },
      code: null,
      message: null,
      reason: null,
      fieldErrors: [],
    });
  });
});
