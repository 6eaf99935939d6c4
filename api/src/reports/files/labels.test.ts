import { APPLICATION_LANGUAGES } from '@aid/common/accounts';
import { describe, expect, it } from 'vitest';
import { LABELS } from './labels.js';

describe("report files' words", () => {
  it('exist in every application language, each its own and not English copied', () => {
    for (const language of APPLICATION_LANGUAGES) {
      const labels = LABELS[language];
      expect(new Intl.NumberFormat(labels.locale).format(1234.5), language).toMatch(/1.?234/);
      if (language === 'en') continue;
      expect(labels.reports.DISTRIBUTION_SUMMARY, language).not.toBe(LABELS.en.reports.DISTRIBUTION_SUMMARY);
      expect(labels.page(2, 5), language).not.toBe(LABELS.en.page(2, 5));
    }
  });

  it('words Arabic files in Arabic with figures in Latin digits', () => {
    expect(LABELS.ar.reports.BENEFICIARY_LISTS).toMatch(/[\u0600-\u06ff]/);
    expect(LABELS.ar.page(2, 5)).toContain('2');
  });
});
