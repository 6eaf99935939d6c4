// The one money rule (spec §5, DESIGN "Data model"): every amount is stored as an integer of hundredths of the
// currency's major unit, whatever the currency — 5,000 XOF is 500000, 12.34 EUR is 1234, 12.34 JOD is 1234 — and
// every screen, table, PDF, message and report shows it divided by 100 with two decimals. Only a payment provider's
// file differs: it carries the amount as the provider expects it, in the currency's ISO 4217 minor units (5000 XOF,
// 1234 cents, 12340 fils), computed here from the same stored value.
//
// A stored value that a currency cannot pay (5,000.50 XOF: the franc has no subunit) is refused at input with a
// TOO_MANY_DECIMALS field error naming the currency's decimals (amountDecimalsErrors), rather than rounded when the
// file is written: rounding there would pay a family another amount than the one approved and shown everywhere.
import { type FieldError, fieldError } from '../errors.js';

/** Stored amounts are hundredths of the major unit, for every currency. */
export const STORED_DIGITS = 2;
const STORED_UNIT = 10 ** STORED_DIGITS;

const DEFAULT_LOCALE = 'en-US';
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
const ISO_DIGITS = new Map<string, number>();

/** A usable locale for Intl: a malformed or unknown tag (from a profile, a family's language) falls back to en-US. */
export function usableLocale(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

// One formatter per locale: building one costs more than formatting, and a send formats 100,000 amounts.
function numberFormat(locale: string | null | undefined): Intl.NumberFormat {
  const key = locale ?? '';
  let format = NUMBER_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(usableLocale(locale), {
      minimumFractionDigits: STORED_DIGITS,
      maximumFractionDigits: STORED_DIGITS,
    });
    NUMBER_FORMATS.set(key, format);
  }
  return format;
}

/**
 * The number of a stored amount in the locale's format: 500000 → "5,000.00" (en-US), "5 000,00" (fr-FR). The
 * division is exact for every safe integer of hundredths that a float can print with two decimals.
 */
export function formatAmount(stored: number, locale?: string | null): string {
  return numberFormat(locale).format(stored / STORED_UNIT);
}

/** The amount with its currency, as every surface shows it: 500000 XOF → "5,000.00 XOF". */
export function formatMoney(stored: number, currency: string, locale?: string | null): string {
  return `${formatAmount(stored, locale)} ${currency}`;
}

/**
 * "1500.5", "1500,50" or "12 000.01" → stored hundredths (150050); null when the text is not a non-negative amount
 * with at most two decimals. Read from the digits rather than through floating point, so 0.29 is 29 and not 28.
 */
export function parseMoney(input: string): number | null {
  const text = input.trim().replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(STORED_DIGITS, '0'));
  const stored = whole * STORED_UNIT + cents;
  return Number.isSafeInteger(stored) ? stored : null;
}

/** A stored amount as an input field shows it for editing, no grouping: 500000 → "5000.00", 0 → "0.00". */
export function moneyInputText(stored: number): string {
  return `${Math.floor(stored / STORED_UNIT)}.${String(stored % STORED_UNIT).padStart(STORED_DIGITS, '0')}`;
}

/**
 * The currency's ISO 4217 minor digits (XOF 0, EUR 2, JOD 3), from Intl. For provider files and the input check
 * only: never a display rule. An unknown code counts as 2, the stored unit.
 */
export function isoDigits(currency: string): number {
  let digits = ISO_DIGITS.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
        STORED_DIGITS;
    } catch {
      digits = STORED_DIGITS;
    }
    ISO_DIGITS.set(currency, digits);
  }
  return digits;
}

/** Whether the currency can pay this stored amount exactly: 500050 XOF (5,000.50) cannot, any EUR or JOD amount can. */
export function isPayable(stored: number, currency: string): boolean {
  const digits = isoDigits(currency);
  return digits >= STORED_DIGITS || stored % 10 ** (STORED_DIGITS - digits) === 0;
}

/** The decimals an amount of this currency may be typed with: 0 for XOF, 2 for EUR and JOD (the stored unit). */
export function allowedDecimals(currency: string): number {
  return Math.min(isoDigits(currency), STORED_DIGITS);
}

/** TOO_MANY_DECIMALS on each amount field the currency cannot pay (see the file's comment). */
export function amountDecimalsErrors(amounts: Readonly<Record<string, number>>, currency: string): FieldError[] {
  const decimals = allowedDecimals(currency);
  return Object.entries(amounts)
    .filter(([, stored]) => Number.isSafeInteger(stored) && !isPayable(stored, currency))
    .map(([field]) => fieldError(field, 'TOO_MANY_DECIMALS', { decimals, currency }));
}

export class UnpayableAmountError extends RangeError {
  constructor(stored: number, currency: string) {
    super(`${formatMoney(stored, currency)} cannot be paid in ${currency}, which has ${isoDigits(currency)} decimals`);
  }
}

/**
 * The amount as a payment provider expects it, in the currency's ISO minor units: 500000 XOF → 5000, 1234 EUR →
 * 1234 cents, 1234 JOD → 12340 fils. Throws UnpayableAmountError for a stored value the currency cannot pay, which
 * the input check refuses before it is stored.
 */
export function providerAmount(stored: number, currency: string): number {
  const digits = isoDigits(currency);
  if (digits >= STORED_DIGITS) return stored * 10 ** (digits - STORED_DIGITS);
  if (!isPayable(stored, currency)) throw new UnpayableAmountError(stored, currency);
  return stored / 10 ** (STORED_DIGITS - digits);
}

/**
 * The provider amount as major-unit text with the currency's ISO decimals, the `amount` column of a payment file:
 * "5000" XOF, "12.34" EUR, "12.340" JOD. Integer arithmetic: no float ever rounds a payment.
 */
export function providerAmountText(stored: number, currency: string): string {
  const minor = providerAmount(stored, currency);
  const digits = isoDigits(currency);
  if (digits === 0) return String(minor);
  const unit = 10 ** digits;
  return `${Math.floor(minor / unit)}.${String(minor % unit).padStart(digits, '0')}`;
}

// Exchange rates: program currency per 1 unit of the distribution's currency (1 XOF = 0.001524 EUR), a positive
// decimal kept as text end to end (numeric in SQL) so that the rate planned with is the rate shown and logged.

export const EXCHANGE_RATE_PATTERN = /^\d{1,12}(\.\d{1,12})?$/;

/** "0655.9570" → "655.957": the canonical text of a rate; null when it is not a positive decimal. */
export function normaliseExchangeRate(input: string): string | null {
  const text = input.trim().replace(',', '.');
  if (!EXCHANGE_RATE_PATTERN.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  const rate = decimals ? `${integer}.${decimals}` : integer;
  return /[1-9]/.test(rate) ? rate : null;
}

/**
 * A stored amount converted with a rate, in stored hundredths of the other currency, rounded half up: 500000 XOF at
 * 0.001524 → 762 (7.62 EUR). BigInt arithmetic, as SQL's numeric round() does it in the budget check.
 */
export function convertStored(stored: number, rate: string): number {
  const canonical = normaliseExchangeRate(rate);
  if (canonical === null) throw new RangeError(`"${rate}" is not a positive exchange rate`);
  const [whole = '0', fraction = ''] = canonical.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const product = BigInt(stored) * BigInt(`${whole}${fraction}`);
  return Number((product * 2n + scale) / (scale * 2n));
}

/**
 * Why a distribution's exchange rate is refused: required (a positive decimal) when its currency differs from its
 * program's, since its total is checked against the budget in the program's currency with it. With the same
 * currency the rate means nothing and is dropped (exchangeRateFor), not refused, so a form that switched back to
 * the program's currency still saves.
 */
export function exchangeRateErrors(
  currency: string,
  programCurrency: string,
  rate: string | null | undefined,
  field = 'exchangeRate',
): FieldError[] {
  if (currency === programCurrency) return [];
  if (rate === null || rate === undefined || rate.trim() === '') {
    return [
      fieldError(
        field,
        'REQUIRED',
        { currency, programCurrency },
        `is required: how many ${programCurrency} one ${currency} is worth, to check the program's budget`,
      ),
    ];
  }
  if (normaliseExchangeRate(rate) === null) {
    return [
      fieldError(
        field,
        'INVALID_FORMAT',
        { currency, programCurrency },
        `must be a positive decimal such as 0.001524 (${programCurrency} per 1 ${currency})`,
      ),
    ];
  }
  return [];
}

/** The rate a distribution stores: its canonical text when the currencies differ, null when they are the same. */
export function exchangeRateFor(currency: string, programCurrency: string, rate: string | null | undefined) {
  if (currency === programCurrency || rate === null || rate === undefined) return null;
  return normaliseExchangeRate(rate);
}
