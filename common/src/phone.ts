// Phone numbers as people write them, stored as E.164. One normaliser for forms and imports, on every side (web,
// gateway, API), so a number accepted in a form is accepted in a file and the other way round.
//
// Accepted: the country code after `+` or after the international call prefix `00` (how most of Africa, Europe and
// the Middle East write it), with spaces, dots, dashes and brackets anywhere: `00254 71 2345678`, `+254.712.345.678`,
// `+1 (202) 555-0123`. The European `+44 (0)20 7946 0958` form is accepted too: the bracketed trunk zero is dropped,
// as a caller from abroad would. A number without a country code is accepted only where the organisation's country
// is known (imports), as a national number of that country (`0712 345 678` in Kenya).
//
// Spreadsheet repairs (imports only): a spreadsheet program that opens a CSV turns `+256773627008` into the number
// 256773627008 and `0712345678` into 712345678. A value of digits only (or a spreadsheet's exact scientific notation,
// 2.56773627008E+11) is taken as the international number once `+` is put back, or as a national number of the
// organisation's country once its leading zero is put back, when exactly one of the two is a valid number.
import {
  type CountryCode,
  getCountries,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';

/** How a spreadsheet-mangled value was repaired: `+` put back, or the national leading zero put back. */
export type PhoneRepair = 'PLUS_RESTORED' | 'ZERO_RESTORED';

/** Why a number is refused; `message` says it in English for a report or a partner. */
export type PhoneRefusal =
  | 'INVALID_CHARACTERS'
  | 'NO_COUNTRY_CODE'
  | 'UNKNOWN_COUNTRY_CODE'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'NOT_VALID'
  | 'AMBIGUOUS'
  | 'DIGITS_LOST';

export type PhoneVerdict =
  | { ok: true; value: string; repair?: PhoneRepair }
  | { ok: false; reason: PhoneRefusal; message: string };

export type PhoneOptions = {
  /** ISO 3166-1 alpha-2 of the organisation: numbers without a country code are read as numbers of that country. */
  country?: string | null | undefined;
  /** Repair what a spreadsheet program does to numbers (imports): see the file's comment. */
  spreadsheet?: boolean;
};

const KNOWN_COUNTRIES: ReadonlySet<string> = new Set(getCountries());
// Spaces (also no-break and thin), dots, dashes (hyphen, non-breaking hyphen, en and em dash, minus) and brackets.
const SEPARATORS = /[\s\u00a0\u2007\u202f.\-\u2010\u2011\u2012\u2013\u2014\u2212()[\]]/g;
const EXAMPLE = 'e.g. +254 712 345 678 or 00254 712 345 678';

const refuse = (reason: PhoneRefusal, message: string): PhoneVerdict => ({ ok: false, reason, message });

function countryOf(options: PhoneOptions): CountryCode | undefined {
  const country = options.country?.trim().toUpperCase();
  return country && KNOWN_COUNTRIES.has(country) ? (country as CountryCode) : undefined;
}

/** `+` and digits, valid for its country code: E.164, or why not. */
function international(e164: string): PhoneVerdict {
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed?.isValid()) return { ok: true, value: parsed.number };
  const code = `+${parsed?.countryCallingCode ?? ''}`;
  switch (validatePhoneNumberLength(e164)) {
    case 'INVALID_COUNTRY':
      return refuse('UNKNOWN_COUNTRY_CODE', `does not start with a known country code after + or 00 (${EXAMPLE})`);
    case 'TOO_SHORT':
      return refuse('TOO_SHORT', `has too few digits for a number of country code ${code}`);
    case 'TOO_LONG':
      return refuse('TOO_LONG', `has too many digits for a number of country code ${code}`);
    default:
      return refuse('NOT_VALID', `is not a valid phone number of country code ${code}`);
  }
}

/** Digits without a country code, valid in `country`: E.164, or undefined. */
function national(digits: string, country: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(digits, country);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * A spreadsheet's scientific notation (2.56773627008E+11) as its digits, when they are all there: a mantissa with
 * fewer digits than the number has means the spreadsheet rounded it, and the lost digits cannot be guessed.
 */
function scientificDigits(text: string): string | 'LOST' | undefined {
  const match = /^(\d)(?:[.,](\d+))?e\+?(\d{1,2})$/i.exec(text);
  if (!match) return undefined;
  const [, lead = '', fraction = '', exponent = '0'] = match;
  if (fraction.length !== Number(exponent)) return 'LOST';
  return lead + fraction;
}

/** A phone number as written by a person (or mangled by a spreadsheet), as E.164 or the reason it is refused. */
export function parsePhone(text: string, options: PhoneOptions = {}): PhoneVerdict {
  const trimmed = text.trim();
  const country = countryOf(options);
  if (options.spreadsheet) {
    const expanded = scientificDigits(trimmed);
    if (expanded === 'LOST') {
      return refuse(
        'DIGITS_LOST',
        'was saved by a spreadsheet in scientific notation, which lost digits: format the column as text and save the file again',
      );
    }
    // A numeric cell: `+` or the leading zero was eaten; 256773627008.0 is the same number.
    const digits = expanded ?? /^([1-9]\d{5,16})(?:\.0+)?$/.exec(trimmed)?.[1];
    if (digits !== undefined) return repaired(digits, country);
  }
  // "+44 (0)20 …": the trunk zero in brackets is for callers inside the country, a caller from abroad leaves it out.
  const compact = trimmed.replace(/^(\+|00)([1-9]\d{0,3})[\s.-]*\(0\)/, '$1$2').replace(SEPARATORS, '');
  if (!/^(\+|00)?\d+$/.test(compact)) {
    return refuse(
      'INVALID_CHARACTERS',
      `may hold only digits, spaces, dots, dashes and brackets, with + or 00 before the country code (${EXAMPLE})`,
    );
  }
  if (compact.startsWith('+')) return international(compact);
  if (compact.startsWith('00')) return international(`+${compact.slice(2)}`);
  if (!country) return refuse('NO_COUNTRY_CODE', `has no country code: write it with + or 00 first (${EXAMPLE})`);
  const value = national(compact, country);
  if (value) return { ok: true, value };
  return refuse(
    'NOT_VALID',
    `is not a valid phone number of the organisation's country (${country}), nor international (${EXAMPLE})`,
  );
}

function repaired(digits: string, country: CountryCode | undefined): PhoneVerdict {
  const plus = international(`+${digits}`);
  const zero = country ? national(`0${digits}`, country) : undefined;
  // Countries without a national zero (the US, Canada) write their numbers as digits only, nothing was lost.
  const asWritten = country && !zero ? national(digits, country) : undefined;
  const local = zero ?? asWritten;
  if (plus.ok && local && plus.value !== local) {
    return refuse(
      'AMBIGUOUS',
      `is digits only, as a spreadsheet leaves a number: it could be ${plus.value} (with + put back) or ${local} ` +
        `(a number of ${country}${zero ? ' with its leading 0 put back' : ''}); write it with + or 0 and save the column as text`,
    );
  }
  if (plus.ok) return { ...plus, repair: 'PLUS_RESTORED' };
  if (zero) return { ok: true, value: zero, repair: 'ZERO_RESTORED' };
  if (asWritten) return { ok: true, value: asWritten };
  return refuse(
    'NOT_VALID',
    country
      ? `is digits only and is neither an international number with + put back nor a number of ${country} with its leading 0 put back`
      : `is digits only and is not an international number with + put back (${EXAMPLE})`,
  );
}

/** The stored form of a number written with its country code (forms): E.164, or undefined when refused. */
export function normalisePhone(text: string): string | undefined {
  const verdict = parsePhone(text);
  return verdict.ok ? verdict.value : undefined;
}
