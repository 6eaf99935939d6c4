// Display of amounts and dates in the user's number format (spec §3, §5, §9): money is held in minor units,
// divided by 100 and shown with two decimals.

export const DEFAULT_NUMBER_FORMAT = 'en-US';

function locale(numberFormat: string | null | undefined): string {
  if (!numberFormat) return DEFAULT_NUMBER_FORMAT;
  try {
    return Intl.NumberFormat.supportedLocalesOf([numberFormat]).length > 0 ? numberFormat : DEFAULT_NUMBER_FORMAT;
  } catch {
    // A malformed tag in a profile must not break every table.
    return DEFAULT_NUMBER_FORMAT;
  }
}

/** 123456 → "1,234.56" (en-US); null when there is no amount. */
export function formatMinorUnits(minor: number | null | undefined, numberFormat?: string | null): string | null {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return null;
  return new Intl.NumberFormat(locale(numberFormat), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
}

/**
 * "1500.5" or "1500,50" → 150050 minor units; null when the text is not a non-negative amount with at most two
 * decimals. Parsed from the digits rather than through floating point, so 0.29 becomes 29 and not 28.
 */
export function parseMajorUnits(input: string): number | null {
  const text = input.trim().replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100 + cents;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A calendar date "2026-11-21" in the user's format; the text itself when it cannot be read. */
export function formatDate(date: string | null | undefined, numberFormat?: string | null): string | null {
  if (!date) return null;
  const value = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  // A calendar date has no time zone: formatting it in UTC keeps it from moving a day.
  return new Intl.DateTimeFormat(locale(numberFormat), { dateStyle: 'medium', timeZone: 'UTC' }).format(value);
}

export function formatDateTime(iso: string | null | undefined, numberFormat?: string | null): string | null {
  if (!iso) return null;
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(numberFormat), { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}
