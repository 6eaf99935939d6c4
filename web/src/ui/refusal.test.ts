import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { showWordedRefusal } from './refusal.js';

const i18n = createI18n();
const t = i18n.t;
const isField = (name: string): name is 'key' | 'label' => name === 'key' || name === 'label';
const word = (_t: unknown, error: { field: string; code: string }) => `${error.field}: ${error.code}`;

describe('showWordedRefusal', () => {
  it('words each error of the form in its own words, and leaves the others for above the form', () => {
    const setErrors = vi.fn();
    const shown = showWordedRefusal(
      t,
      {
        message: 'Refused',
        fieldErrors: [
          { field: 'key', code: 'TAKEN', message: 'Key taken' },
          { field: 'owner', code: 'INVALID_VALUE', message: 'No such owner' },
        ],
      },
      isField,
      setErrors,
      'Failed',
      word,
    );
    expect(setErrors).toHaveBeenCalledWith({ key: 'key: TAKEN' });
    expect(shown).toBe('No such owner');
  });

  it('says the fallback when the refusal names no field and has no message', () => {
    const setErrors = vi.fn();
    expect(showWordedRefusal(t, { fieldErrors: [] }, isField, setErrors, 'Failed', word)).toBe('Failed');
    expect(setErrors).toHaveBeenCalledWith({});
  });
});
