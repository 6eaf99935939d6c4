// Unit test: how a report file's size and progress read, who may cancel one, and a refusal in words.
import { describe, expect, it } from 'vitest';
import { addTextBundle } from '../i18n/bundles.js';
import { createI18n } from '../i18n/index.js';
import { REPORT_FILES_TEXTS } from '../i18n/reportFiles.js';
import { meFixture, membership } from '../test/fixtures.js';
import {
  canCancelReportFile,
  formatFileSize,
  formatLabel,
  progressPercent,
  reportRefusalText,
  tableOptions,
} from './filesFormat.js';

const i18n = createI18n();
addTextBundle(i18n, REPORT_FILES_TEXTS);
const t = i18n.t;

describe('report files in words', () => {
  it('reads a size in the unit that fits, in the number format', () => {
    expect(formatFileSize(t, null, 'en-US')).toBeNull();
    expect(formatFileSize(t, 900, 'en-US')).toBe('900 B');
    expect(formatFileSize(t, 1536, 'en-US')).toBe('1.5 KB');
    expect(formatFileSize(t, 2_500_000, 'de-DE')).toBe('2,4 MB');
  });

  it('has no share of progress until the total is known', () => {
    expect(progressPercent({ progressDone: 3, progressTotal: null })).toBeNull();
    expect(progressPercent({ progressDone: 1, progressTotal: 3 })).toBe(33);
    expect(progressPercent({ progressDone: 9, progressTotal: 3 })).toBe(100);
  });

  it("offers a CSV only the report's own tables", () => {
    expect(tableOptions(t, 'DISTRIBUTION_SUMMARY').map((o) => o.value)).toEqual([
      'DISTRIBUTIONS',
      'TOTALS',
      'BUDGETS',
      'DELIVERY',
      'SCANNERS',
      'REACHED',
    ]);
    expect(tableOptions(t, 'BENEFICIARY_LISTS')[0]).toEqual({ value: 'LISTS', label: 'Lists side by side' });
  });

  it('names a format, and the table of a CSV', () => {
    expect(formatLabel(t, { format: 'XLSX', table: null })).toBe('XLSX');
    expect(formatLabel(t, { format: 'CSV', table: 'LISTS' })).toBe('CSV · Lists side by side');
  });

  it("lets a file's starter or an administrator cancel it", () => {
    const viewer = meFixture({
      memberships: [
        membership({ roles: [{ roleId: 'rol--v', roleName: 'VIEWER', roleType: 'PREDEFINED', permissions: [] }] }),
      ],
    });
    expect(canCancelReportFile(viewer, { createdBy: 'usr--amina' })).toBe(true);
    expect(canCancelReportFile(viewer, { createdBy: 'usr--other' })).toBe(false);
    expect(canCancelReportFile(meFixture(), { createdBy: 'usr--other' })).toBe(true);
  });

  it("words a report's refusals its own way and places field errors on the form", () => {
    expect(reportRefusalText(t, { code: 'FORBIDDEN', message: 'Forbidden' }, 'fallback')).toContain('Reports export');
    expect(reportRefusalText(t, { code: 'CONFLICT', message: 'At most 50' }, 'fallback')).toContain('most schedules');
    const placed: Record<string, string>[] = [];
    const text = reportRefusalText(
      t,
      {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        words: null,
        fieldErrors: [{ field: 'format', code: 'REQUIRED', params: [], message: 'Required' }],
      },
      'fallback',
      { isField: (name): name is 'format' => name === 'format', setErrors: (errors) => placed.push(errors) },
    );
    expect(text).toBeNull();
    expect(Object.keys(placed[0] ?? {})).toEqual(['format']);
    expect(reportRefusalText(t, null, 'fallback')).toBe('fallback');
  });
});
