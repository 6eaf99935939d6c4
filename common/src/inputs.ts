// Input values several domains' schemas accept alike (an id, an optional text, a phone number, a country): one
// definition each, so a rule and the refusal it gives cannot differ between two forms asking for the same thing.
import { z } from 'zod';
import { isKnownCountry } from './accounts/countries.js';
import { isCalendarDate } from './dates.js';
import { idProblem } from './ids.js';
import { parsePhone } from './phone.js';
import { fieldCode, textCheck } from './validation.js';

/** An id of ours (../ids.ts): anything else is INVALID_ID before a query is built from it. */
export const idInput = () => z.string().refine((v) => idProblem(v) === undefined, fieldCode('INVALID_ID'));

/** A name or short text that must be given (trimmed, not empty). */
export const requiredTextInput = (max: number) => z.string().trim().min(1).max(max).superRefine(textCheck());

/** A free text that may be left empty: empty means "none", stored as null rather than ''. */
export const optionalTextInput = (max: number, options: { lineBreaks?: boolean } = {}) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine(textCheck(options))
    .nullable()
    .transform((v) => (v ? v : null));

/** An amount in minor units of at least `min`: a whole number that JSON and the database both hold exactly. */
export const minorUnitsInput = (min: number) => z.number().int().min(min).max(Number.MAX_SAFE_INTEGER);

/** A calendar date YYYY-MM-DD, or null. */
export const calendarDateInput = () =>
  z.string().refine(isCalendarDate, fieldCode('INVALID_DATE')).meta({ format: 'date' }).nullable();

/** A currency's ISO 4217 code, checked for its shape only. */
export const currencyCodeInput = () =>
  z
    .string()
    .refine((v) => /^[A-Z]{3}$/.test(v), fieldCode('INVALID_CURRENCY'))
    .meta({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. EUR.' });

/**
 * A phone number with its country code, stored as E.164 (the rules are ../phone.ts's); empty or null clears it. A
 * refusal names the format and why.
 */
export const phoneNumberInput = () =>
  z
    .string()
    .max(40)
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value.trim() === '') return null;
      const verdict = parsePhone(value);
      if (verdict.ok) return verdict.value;
      ctx.addIssue({
        code: 'custom',
        message: verdict.message,
        params: { code: 'INVALID_FORMAT', format: 'E.164', reason: verdict.message },
        input: value,
      });
      return z.NEVER;
    })
    .meta({
      description:
        'With the country code after + or 00; spaces, dots, dashes and brackets allowed. Stored as E.164, e.g. +254712345678.',
    });

/** A country of the `countries` table by its ISO 3166-1 alpha-2 code (any case, trimmed), or null. */
export const countryCodeInput = (description: string) =>
  z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .refine(isKnownCountry, fieldCode('NOT_ONE_OF', { values: 'ISO 3166-1 alpha-2 codes of the countries query' }))
    .nullable()
    .meta({ description });
