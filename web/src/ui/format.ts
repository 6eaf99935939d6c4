// Display of amounts and dates in the user's number format (spec §3, §5, §9): money is held in minor units,
// divided by 100 and shown with two decimals.

import { formatAmount, parseMoney, usableLocale } from '@aid/common/distributions';

export const DEFAULT_NUMBER_FORMAT = 'en-US';

// A malformed tag in a profile must not break every table: common's rule falls back to en-US.
const locale = usableLocale;

/**
 * 123456 → "1,234.56" (en-US); null when there is no amount. The one money rule of common/distributions/money.ts
 * (stored hundredths, two decimals, for every currency), in the user's number format.
 */
export function formatMinorUnits(minor: number | null | undefined, numberFormat?: string | null): string | null {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return null;
  return formatAmount(minor, numberFormat);
}

/** "1500.5" or "1500,50" → 150050; null when not a non-negative amount with at most two decimals (common's parser). */
export const parseMajorUnits = parseMoney;

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
