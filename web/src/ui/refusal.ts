// A refusal placed on a form whose fields word some errors their own way (the words its own check uses too), where
// the shared field error texts would be too vague.
import type { TFunction } from 'i18next';
import { type Refusal, type ShownFieldError, showRefusal } from '../i18n/fieldErrors.js';

/** As showRefusal, each field's error worded by `word`; answers the text for above the form, if any. */
export function showWordedRefusal<F extends string>(
  t: TFunction,
  refusal: Refusal | null | undefined,
  isField: (name: string) => name is F,
  setErrors: (errors: Partial<Record<F, string>>) => void,
  fallback: string,
  word: (t: TFunction, error: ShownFieldError & { field: string }) => string,
): string | null {
  const worded = () => {
    const onFields: Partial<Record<F, string>> = {};
    for (const error of refusal?.fieldErrors ?? []) if (isField(error.field)) onFields[error.field] = word(t, error);
    setErrors(onFields);
  };
  return showRefusal(t, refusal, isField, worded, fallback);
}
