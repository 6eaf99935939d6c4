// The field error texts (every FieldErrorCode), loaded with the forms that show them; and how one error reads.
import type { FieldErrorCode } from '@aid/common/errors';
import type { TFunction } from 'i18next';
import type { TextBundle } from './bundles.js';
import { fieldErrorsAr } from './fieldErrors.ar.js';
import { fieldErrorsEn } from './fieldErrors.en.js';
import { fieldErrorsEs } from './fieldErrors.es.js';
import { fieldErrorsFr } from './fieldErrors.fr.js';
import { refusalText } from './refusalText.js';

export const FIELD_ERROR_TEXTS: TextBundle = {
  en: fieldErrorsEn,
  fr: fieldErrorsFr,
  es: fieldErrorsEs,
  ar: fieldErrorsAr,
};

/** A field error as the API, the gateway (`params` as name/value pairs) or a form's own check gives it. */
export type ShownFieldError = {
  code: FieldErrorCode;
  params?: readonly { name: string; value: string }[] | Readonly<Record<string, string | number>>;
};

/** The error in the user's language, its params filled in. */
export function fieldErrorText(t: TFunction, error: ShownFieldError): string {
  const pairs: readonly { name: string; value: string }[] = Array.isArray(error.params)
    ? error.params
    : Object.entries(error.params ?? {}).map(([name, value]) => ({ name, value: String(value) }));
  const params: Record<string, string> = Object.fromEntries(pairs.map((p) => [p.name, p.value]));
  // Each code's text takes its own params; the typed `t` cannot relate a runtime code to them, the i18n test can.
  const translate = t as unknown as (key: `fieldErrors.${FieldErrorCode}`, values: Record<string, string>) => string;
  return translate(`fieldErrors.${error.code}`, params);
}

/** A refusal's message key and values (GraphQL `MessageWords`). */
export type MessageWords = { key: string; params: readonly { name: string; value: string }[] };

/** What a mutation answers when it refuses: its message and the field errors (GraphQL `…Result`). */
export type Refusal = {
  message?: string | null;
  words?: MessageWords | null;
  fieldErrors?: readonly (ShownFieldError & { field: string; message: string })[] | null;
};

/**
 * A refusal's message in the user's language: `refusals.<key>` with its values when the web has that text (the
 * texts load after the first render, see App), else the server's English.
 */
export function refusalMessage(
  t: TFunction,
  refusal: { message?: string | null; words?: MessageWords | null } | null | undefined,
): string | null {
  const words = refusal?.words;
  const values = words && Object.fromEntries(words.params.map((p) => [p.name, p.value]));
  return (words && refusalText(t, words.key, values ?? {})) ?? refusal?.message ?? null;
}

/**
 * A refusal shown on a form: each field error on its field, in the user's language; what belongs to no field of
 * the form as one text for above the form. The refusal's message (English, written for partners) is shown only
 * when no field carries the reason, else it would repeat a field's error in another language; `fallback` when
 * there is nothing at all to say. Returns that text, or null when the fields say it all.
 */
export function showRefusal<F extends string>(
  t: TFunction,
  refusal: Refusal | null | undefined,
  isField: (name: string) => name is F,
  setErrors: (errors: Partial<Record<F, string>>) => void,
  fallback: string,
): string | null {
  const onFields: Partial<Record<F, string>> = {};
  const elsewhere: string[] = [];
  for (const error of refusal?.fieldErrors ?? []) {
    if (isField(error.field)) onFields[error.field] = fieldErrorText(t, error);
    else elsewhere.push(error.message);
  }
  setErrors(onFields);
  const placed = Object.keys(onFields).length > 0;
  const message = [placed ? null : refusalMessage(t, refusal), ...elsewhere].filter(Boolean).join(' ');
  return message || (placed ? null : fallback);
}
