// How the accounts forms show a refused value: on its field, in the user's language. A few reasons read better said
// for the field than in the generic words of their code ("Must be one of ISO 3166-1 alpha-2 codes…"); the rest use
// the shared texts of every field error code.
import type { FieldError } from '@aid/common/errors';
import { validate } from '@aid/common/validation';
import type { TFunction } from 'i18next';
import { fieldErrorText, type Refusal, type ShownFieldError } from '../i18n/fieldErrors.js';
import { showWordedRefusal } from '../ui/refusal.js';

/** The error of `field` as the accounts forms word it. */
export function accountFieldText(t: TFunction, field: string, error: ShownFieldError): string {
  const code = error.code;
  if (field === 'phoneNumber' && code === 'INVALID_FORMAT') return t('accounts.fieldTexts.phone');
  if (field === 'addressCountryCode' && code === 'NOT_ONE_OF') return t('accounts.fieldTexts.country');
  if (field === 'currency' && (code === 'NOT_ONE_OF' || code === 'INVALID_CURRENCY')) {
    return t('accounts.fieldTexts.currency');
  }
  if (field === 'menuColour' && code === 'INVALID_FORMAT') return t('accounts.fieldTexts.colour');
  if (field === 'requireMfa' && code === 'INVALID_VALUE') return t('accounts.fieldTexts.mfa');
  if (field === 'image' && code === 'NOT_ONE_OF') return t('accounts.image.wrongType');
  return fieldErrorText(t, error);
}

/** `values` checked with the API's own schema: the form's errors by field, empty when it may be sent. */
export function formErrors(
  t: TFunction,
  schema: Parameters<typeof validate>[0],
  values: unknown,
): Record<string, string> {
  const checked = validate(schema, values);
  if (checked.ok) return {};
  return Object.fromEntries(checked.fieldErrors.map((e: FieldError) => [e.field, accountFieldText(t, e.field, e)]));
}

/**
 * A mutation's refusal on the form (see showRefusal): each field's error on it, worded as above; returns the text
 * for above the form, if any.
 */
export function placeRefusal<F extends string>(
  t: TFunction,
  refusal: Refusal | null | undefined,
  isField: (name: string) => name is F,
  setErrors: (errors: Partial<Record<F, string>>) => void,
  fallback: string,
): string | null {
  return showWordedRefusal(t, refusal, isField, setErrors, fallback, (tr, error) =>
    accountFieldText(tr, error.field, error),
  );
}

/** Form values as the API takes them: text trimmed (empty clears a field). */
export function trimmed<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
}
