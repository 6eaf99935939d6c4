// How report files read and who may act on them: a file's size and progress, whether the viewer may write, schedule
// and download files (REPORTS EXPORT, the same rule the gateway checks), and a refusal in the user's words.
import { usableLocale } from '@aid/common/distributions';
import type { ErrorCode } from '@aid/common/errors';
import { accessFor, isAdmin } from '@aid/common/permissions';
import { REPORT_TABLES } from '@aid/common/reports';
import type { TFunction } from 'i18next';
import { currentMembership, type Me } from '../accounts/me.js';
import { toCommonRoles, toEffectivePermissions } from '../accounts/permissions.js';
import type { ReportFormat, ReportKind, ReportTable } from '../generated/graphql.js';
import { type Refusal, showRefusal } from '../i18n/fieldErrors.js';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → "1.5 KB" in the user's number format; null before the file exists. */
export function formatFileSize(t: TFunction, bytes: number | null | undefined, numberFormat: string): string | null {
  if (bytes === null || bytes === undefined) return null;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = new Intl.NumberFormat(usableLocale(numberFormat), { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return t(`reportFiles.size.${UNITS[unit] ?? 'B'}`, { value: shown.format(value) });
}

/** The share of the steps written, 0 to 100; null while the total is not known yet. */
export function progressPercent(file: { progressDone: number; progressTotal: number | null }): number | null {
  if (!file.progressTotal) return null;
  return Math.min(100, Math.round((file.progressDone / file.progressTotal) * 100));
}

/** The tables a CSV of the report can hold, labelled, in the report's order (the first is the default). */
export function tableOptions(t: TFunction, kind: ReportKind): { value: ReportTable; label: string }[] {
  return REPORT_TABLES[kind].map((table) => ({ value: table, label: t(`reportFiles.tables.${table}`) }));
}

/** A file's or a schedule's format in words, with the table a CSV holds: "CSV · Families by nationality". */
export function formatLabel(t: TFunction, file: { format: ReportFormat; table?: ReportTable | null }): string {
  const format = t(`reportFiles.formatNames.${file.format}`);
  return file.table ? `${format} · ${t(`reportFiles.tables.${file.table}`)}` : format;
}

/** Writing, scheduling and downloading files need REPORTS EXPORT at any level (SELECTED: one's own files). */
export function canExportReports(me: Me): boolean {
  return accessFor(toEffectivePermissions(me.permissions), 'REPORTS', 'EXPORT').accessLevel !== 'NONE';
}

/** cancelJob lets a job's starter or an administrator stop it: the button is offered to them only. */
export function canCancelReportFile(me: Me, file: { createdBy: string | null }): boolean {
  if (file.createdBy === me.user.userId) return true;
  const membership = currentMembership(me);
  return membership !== null && isAdmin(toCommonRoles(membership.roles));
}

/** A mutation's answer when it refused: its code beside the message and field errors. */
export type CodedRefusal = Refusal & { code?: ErrorCode | null };

type OnForm<F extends string> = {
  isField: (name: string) => name is F;
  setErrors: (errors: Partial<Record<F, string>>) => void;
};

const noField = (_name: string): _name is never => false;

/**
 * The words for a refused report request. The refusals a report gives for reasons outside the form (no permission,
 * a list or program out of reach, too many schedules) read as this domain's sentences, not the partner-facing
 * English message; the others place their field errors on the form (when there is one) as every form does.
 */
export function reportRefusalText<F extends string = never>(
  t: TFunction,
  refusal: CodedRefusal | null | undefined,
  fallback: string,
  onForm?: OnForm<F>,
): string | null {
  const code = refusal?.code;
  if (code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === 'CONFLICT') return t(`reportFiles.refusals.${code}`);
  return showRefusal(t, refusal, onForm?.isField ?? noField, onForm?.setErrors ?? (() => {}), fallback);
}
