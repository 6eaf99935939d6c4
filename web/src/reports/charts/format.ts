// Figures of a report in the user's number format (spec §9): counts, amounts with their currency, days.
import { usableLocale } from '@aid/common/distributions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMinorUnits } from '../../ui/format.js';
import { useNumberFormat } from '../../ui/language.js';

export type ReportFormat = {
  /** A whole count: 12345 → "12,345" (en-US), "12 345" (fr-FR). */
  count(value: number): string;
  /** MinorUnits of one currency, with its code: never added across currencies, so always said. */
  money(minor: number, currency: string): string;
  /** MinorUnits without the code, for a chart's axis where the currency is in the title. */
  amount(minor: number): string;
  /** A calendar day (YYYY-MM-DD). */
  day(day: string): string;
};

export function reportFormat(numberFormat: string, language?: string): ReportFormat {
  const counts = new Intl.NumberFormat(usableLocale(numberFormat), { maximumFractionDigits: 2 });
  const amount = (minor: number) => formatMinorUnits(minor, numberFormat) ?? '';
  return {
    count: (value) => counts.format(value),
    money: (minor, currency) => `${amount(minor)} ${currency}`,
    amount,
    day: (day) => formatDate(day, numberFormat, language) ?? day,
  };
}

export function useReportFormat(): ReportFormat {
  const numberFormat = useNumberFormat();
  // Days are written in the UI language (their month names): a new language makes a new format.
  const { i18n } = useTranslation();
  return useMemo(() => reportFormat(numberFormat, i18n.language), [numberFormat, i18n.language]);
}
