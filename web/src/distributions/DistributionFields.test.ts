// What a distribution form's send answers: the saved distribution to the caller, or the refusal on the fields.
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../generated/fragment-masking.js';
import { createI18n } from '../i18n/index.js';
import { DistributionSavedFragment, whenDistributionSaved } from './DistributionFields.js';

const t = createI18n().t;
const distribution = { distributionId: 'dis--1', distributionName: 'Cash' };

describe('whenDistributionSaved', () => {
  it('gives the saved distribution to the caller and shows nothing', () => {
    const onSaved = vi.fn();
    const setErrors = vi.fn();
    const saved = { distribution, code: null, message: null, reason: null, words: null, fieldErrors: [] };
    expect(
      whenDistributionSaved(t, makeFragmentData(saved, DistributionSavedFragment), onSaved, setErrors),
    ).toBeUndefined();
    expect(onSaved).toHaveBeenCalledWith(distribution);
  });

  it("places a refusal on the form's fields and leaves the rest for above them", () => {
    const onSaved = vi.fn();
    const setErrors = vi.fn();
    const refused = {
      distribution: null,
      code: 'VALIDATION_FAILED' as const,
      message: 'Refused',
      reason: null,
      words: null,
      fieldErrors: [
        { field: 'items.0.unit', code: 'REQUIRED' as const, params: [], message: 'Required' },
        { field: 'programId', code: 'INVALID_VALUE' as const, params: [], message: 'No such program' },
      ],
    };
    const shown = whenDistributionSaved(t, makeFragmentData(refused, DistributionSavedFragment), onSaved, setErrors);
    expect(onSaved).not.toHaveBeenCalled();
    expect(Object.keys(setErrors.mock.calls[0]?.[0] ?? {})).toEqual(['items.0.unit']);
    expect(shown).toBe('No such program');
  });
});
