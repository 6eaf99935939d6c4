// The inputs of the accounts domain (profile, organisation, settings, sub-accounts), validated with one schema on
// every side: the web's forms, the gateway (before it calls the API) and the API (the authority). Refusals carry a
// field error code and params (see ../errors.ts).
import { z } from 'zod';
import { countryCodeInput, idInput, phoneNumberInput } from '../inputs.js';
import { parsePhone } from '../phone.js';
import { fieldCode } from '../validation.js';
import { isKnownCurrency } from './countries.js';

/** Interface languages the web speaks (spec §9: default en). */
export const APPLICATION_LANGUAGES = ['en', 'fr', 'es', 'ar'] as const;
export type ApplicationLanguage = (typeof APPLICATION_LANGUAGES)[number];

/** Number formats offered (spec §9: default en-US): BCP 47 tags the browsers' Intl knows. */
export const NUMBER_FORMATS = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'es-ES', 'ar-EG'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** Spec §9: the menu colour of an organisation that chose none. */
export const DEFAULT_MENU_COLOUR = '2268AE';

/** Profile images and organisation logos: small pictures a browser shows inline, checked by their first bytes. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const PERSON_NAME_MAX = 100;
export const ORGANIZATION_NAME_MAX = 200;
export const ADDRESS_LINE_MAX = 200;
export const ADDRESS_PART_MAX = 100;
export const POSTAL_CODE_MAX = 20;

/**
 * A phone number with its country code ("+254 712 345 678", "00254 71 2345678"), stored as E.164 ("+254712345678");
 * an empty text clears it. Numbers without a country code are refused: nothing here knows which country was meant.
 * The rules are ../phone.ts's.
 */
export function normalisePhoneNumber(text: string): string | undefined {
  const verdict = parsePhone(text);
  return verdict.ok ? verdict.value : undefined;
}

// Empty means "none": stored as null rather than ''.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

const phoneNumber = phoneNumberInput();
const countryCode = countryCodeInput('ISO 3166-1 alpha-2, one of the `countries` table, e.g. KE.');

const currency = z
  .string()
  .refine((v) => /^[A-Z]{3}$/.test(v), fieldCode('INVALID_CURRENCY'))
  // One reason at a time: a code in the wrong shape is not also "unknown".
  .refine(
    (v) => !/^[A-Z]{3}$/.test(v) || isKnownCurrency(v),
    fieldCode('NOT_ONE_OF', { values: 'the currencies of the countries table' }),
  )
  .meta({ pattern: '^[A-Z]{3}$', description: 'ISO 4217, one used by some country of the table, e.g. KES.' });

const menuColour = z
  .string()
  .transform((v) => v.trim().replace(/^#/, '').toUpperCase())
  .refine((v) => /^[0-9A-F]{6}$/.test(v), fieldCode('INVALID_FORMAT', { format: '6 hex digits' }))
  .meta({ description: '6 hex digits without "#", e.g. 2268AE.' });

/** A deduplication score in (0, 1], kept to 3 decimals as the database stores it. */
const threshold = z
  .number()
  .min(0.001)
  .max(1)
  .transform((v) => Math.round(v * 1000) / 1000)
  .meta({ description: 'A score in (0, 1]; 3 decimals are kept.' });

/** The signed-in user's own profile; omitted fields stay as they are. */
export const updateProfileSchema = z.strictObject({
  firstName: optionalText(PERSON_NAME_MAX).optional(),
  lastName: optionalText(PERSON_NAME_MAX).optional(),
  phoneNumber: phoneNumber.optional(),
  applicationLanguage: z.enum(APPLICATION_LANGUAGES).optional(),
  numberFormat: z.enum(NUMBER_FORMATS).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The current organisation's profile (spec §3 "Organisation"); omitted fields stay as they are. */
export const updateOrganizationSchema = z.strictObject({
  organizationName: optionalText(ORGANIZATION_NAME_MAX).optional(),
  phoneNumber: phoneNumber.optional(),
  addressLine: optionalText(ADDRESS_LINE_MAX).optional(),
  addressCity: optionalText(ADDRESS_PART_MAX).optional(),
  addressState: optionalText(ADDRESS_PART_MAX).optional(),
  addressPostalCode: optionalText(POSTAL_CODE_MAX).optional(),
  addressCountryCode: countryCode.optional(),
});
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationSchema>;

/**
 * The organisation's settings; omitted fields stay as they are. When both thresholds are given, the possible
 * duplicate one may not exceed the duplicate one (the API checks a single one against the stored other).
 */
export const updateOrganizationSettingsSchema = z
  .strictObject({
    menuColour: menuColour.optional(),
    defaultLanguage: z.enum(APPLICATION_LANGUAGES).optional(),
    defaultNumberFormat: z.enum(NUMBER_FORMATS).optional(),
    currency: currency.optional(),
    duplicateThreshold: threshold.optional(),
    possibleDuplicateThreshold: threshold.optional(),
    requireMfa: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const { duplicateThreshold: duplicate, possibleDuplicateThreshold: possible } = value;
    if (duplicate !== undefined && possible !== undefined && possible > duplicate) {
      ctx.addIssue(thresholdOrderIssue(duplicate, possible));
    }
  });
export type UpdateOrganizationSettingsInput = z.infer<typeof updateOrganizationSettingsSchema>;

/** "possible duplicate must be at most the duplicate threshold", on the possible-duplicate field. */
export function thresholdOrderIssue(duplicate: number, possible: number) {
  return {
    code: 'custom' as const,
    path: ['possibleDuplicateThreshold'],
    message: `must be at most the duplicate threshold (${duplicate})`,
    params: { code: 'TOO_LARGE' as const, max: duplicate },
    input: possible,
  };
}

/** A new organisation under the current one. */
export const createSubAccountSchema = z.strictObject({
  organizationName: z.string().trim().min(1).max(ORGANIZATION_NAME_MAX),
});
export type CreateSubAccountInput = z.infer<typeof createSubAccountSchema>;

/** The organisation to work in from now on (one of the user's ACTIVE memberships). */
export const switchOrganizationSchema = z.strictObject({
  accountId: idInput(),
});
export type SwitchOrganizationInput = z.infer<typeof switchOrganizationSchema>;

/** Registration (spec §2, §5): the user's own details are complete with a first and last name and a phone number. */
export function userDetailsCompleted(user: {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
}): boolean {
  return Boolean(user.firstName?.trim() && user.lastName?.trim() && user.phoneNumber?.trim());
}

/** Registration: the organisation's details are complete with a name, a phone, an address line, a city and a country. */
export function organizationDetailsCompleted(account: {
  organizationName: string | null;
  phoneNumber: string | null;
  addressLine: string | null;
  addressCity: string | null;
  addressCountryCode: string | null;
}): boolean {
  return Boolean(
    account.organizationName?.trim() &&
      account.phoneNumber?.trim() &&
      account.addressLine?.trim() &&
      account.addressCity?.trim() &&
      account.addressCountryCode?.trim(),
  );
}
