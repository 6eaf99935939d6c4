// Display of amounts and dates in the user's number format (spec §3, §5, §9): money is held in minor units,
// divided by 100 and shown with two decimals. Dates speak the UI language (month names, word order) but keep the
// number format's digits and region, so an Arabic reader with en-US numbers sees "1 يناير 2026".

import { formatAmount, parseMoney, usableLocale } from '@aid/common/distributions';
import { getI18n } from 'react-i18next';
import { supportedLanguage } from '../i18n/index.js';

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

// Worked out once per number format and language: a table formats a date in every row.
const DATE_LOCALES = new Map<string, string>();

/**
 * The locale dates are written in: the UI language's words, with the number format's region (order of day and
 * month, 12- or 24-hour clock) and digits. Always the Gregorian calendar: the dates are Gregorian calendar dates,
 * and a region such as SA would otherwise switch to the Hijri one.
 */
export function dateLocale(numberFormat: string | null | undefined, language: string | null | undefined): string {
  const key = `${numberFormat ?? ''}|${language ?? ''}`;
  let tag = DATE_LOCALES.get(key);
  if (!tag) {
    const numbers = locale(numberFormat);
    const digits = new Intl.NumberFormat(numbers).resolvedOptions().numberingSystem;
    const region = new Intl.Locale(numbers).region;
    tag = locale(`${supportedLanguage(language)}${region ? `-${region}` : ''}-u-ca-gregory-nu-${digits}`);
    DATE_LOCALES.set(key, tag);
  }
  return tag;
}

// Built once per locale and style, for the same reason.
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

function dateFormat(tag: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${tag}|${withTime}`;
  let format = DATE_FORMATS.get(key);
  if (!format) {
    // The month as a word (not dateStyle 'medium', which in Arabic is all digits): the language shows in it.
    format = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      // A calendar date has no time zone: formatting it in UTC keeps it from moving a day.
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : { timeZone: 'UTC' }),
    });
    DATE_FORMATS.set(key, format);
  }
  return format;
}

/**
 * The UI language: the app's i18next instance (every screen re-renders when it changes, so a date drawn on that
 * render already reads the new one), unless the caller names one.
 */
function uiLanguage(language: string | undefined): string | undefined {
  return language ?? getI18n()?.language;
}

/** A calendar date "2026-11-21" in the user's format and language; the text itself when it cannot be read. */
export function formatDate(
  date: string | null | undefined,
  numberFormat?: string | null,
  language?: string,
): string | null {
  if (!date) return null;
  const value = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return dateFormat(dateLocale(numberFormat, uiLanguage(language)), false).format(value);
}

/** A moment (ISO) in the user's time zone, format and language; the text itself when it cannot be read. */
export function formatDateTime(
  iso: string | null | undefined,
  numberFormat?: string | null,
  language?: string,
): string | null {
  if (!iso) return null;
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return dateFormat(dateLocale(numberFormat, uiLanguage(language)), true).format(value);
}
