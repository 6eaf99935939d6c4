// A report's JSON as the tables of its file (REPORT_TABLES, in that order): a title, typed columns and rows, and which
// columns its chart draws. Amounts leave here in major units (the one money rule: hundredths / 100), each row with
// its currency in a column of its own, never summed across currencies; every writer (XLSX, CSV, PDF) reads these.
import { countryByAlpha2 } from '@aid/common/accounts';
import { STORED_DIGITS } from '@aid/common/distributions';
import {
  AGE_BANDS,
  type BeneficiaryListReportJson,
  type DistributionSummaryJson,
  REPORT_GENDERS,
  REPORT_TABLES,
  type ReportTable,
  type SexAgeCellJson,
} from '@aid/common/reports';
import type { Labels } from './labels.js';

/** text; count (whole number); amount (major units, currency in another column); date (YYYY-MM-DD); percent (0-100). */
export type ColumnKind = 'text' | 'count' | 'amount' | 'date' | 'percent';
export type ReportColumn = { label: string; kind: ColumnKind };
export type ReportCell = string | number | null;

export type ReportTableData = {
  name: ReportTable;
  title: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** The bar chart: each row's bar is labelled by `label` columns (joined) and as long as its `value` column. */
  chart: { label: number[]; value: number };
};

/** Hundredths of a currency's major unit → the major unit, as a number a spreadsheet adds up. */
export const majorUnits = (stored: number): number => stored / 10 ** STORED_DIGITS;

const text = (label: string): ReportColumn => ({ label, kind: 'text' });
const count = (label: string): ReportColumn => ({ label, kind: 'count' });
const amount = (label: string): ReportColumn => ({ label, kind: 'amount' });

function table(
  name: ReportTable,
  l: Labels,
  columns: ReportColumn[],
  rows: ReportCell[][],
  chart: ReportTableData['chart'],
): ReportTableData {
  return { name, title: l.tables[name], columns, rows, chart };
}

const orderOf = <T extends string>(values: readonly T[]) => new Map(values.map((v, i) => [v, i] as const));
const GENDER_ORDER = orderOf(REPORT_GENDERS);
const BAND_ORDER = orderOf(AGE_BANDS);

/** Sex × age cells in the vocabularies' order (F before M, youngest first). */
function sexAgeTable(name: ReportTable, cells: readonly SexAgeCellJson[], l: Labels): ReportTableData {
  const sorted = [...cells].sort(
    (a, b) =>
      (GENDER_ORDER.get(a.gender) ?? 0) - (GENDER_ORDER.get(b.gender) ?? 0) ||
      (BAND_ORDER.get(a.ageBand) ?? 0) - (BAND_ORDER.get(b.ageBand) ?? 0),
  );
  const c = l.columns;
  return table(
    name,
    l,
    [text(c.gender), text(c.ageBand), count(c.families), count(c.people)],
    sorted.map((cell) => [l.genders[cell.gender], l.ageBands[cell.ageBand], cell.families, cell.people]),
    { label: [0, 1], value: 3 },
  );
}

export function beneficiaryTables(report: BeneficiaryListReportJson, l: Labels): ReportTableData[] {
  const c = l.columns;
  const genderColumns = REPORT_GENDERS.map((g) => count(l.genders[g]));
  // Every family once, whatever the number of lists it is in: the gender split comes from the sex × age cells.
  const totalByGender = REPORT_GENDERS.map((g) =>
    report.sexAge.filter((cell) => cell.gender === g).reduce((n, cell) => n + cell.families, 0),
  );
  const nationality = [...report.nationality].sort(
    (a, b) => b.families - a.families || (a.nationality ?? '~').localeCompare(b.nationality ?? '~'),
  );
  const methods = (['F-I', 'E-F', 'I'] as const).map((m) => ({
    method: m,
    families: report.creationMethod.find((r) => r.method === m)?.families ?? 0,
  }));
  const tables: Record<(typeof REPORT_TABLES.BENEFICIARY_LISTS)[number], ReportTableData> = {
    LISTS: table(
      'LISTS',
      l,
      [text(c.list), count(c.families), count(c.familyMembers), count(c.people), ...genderColumns],
      [
        ...report.lists.map((list) => [
          list.listName,
          list.families,
          list.familyMembers,
          list.people,
          ...REPORT_GENDERS.map((g) => list.byGender[g]),
        ]),
        [l.total, report.totals.families, report.totals.familyMembers, report.totals.people, ...totalByGender],
      ],
      { label: [0], value: 1 },
    ),
    SEX_AGE: sexAgeTable('SEX_AGE', report.sexAge, l),
    NATIONALITY: table(
      'NATIONALITY',
      l,
      [text(c.countryCode), text(c.country), count(c.families), count(c.people)],
      nationality.map((n) => [
        n.nationality,
        n.nationality ? (countryByAlpha2(n.nationality)?.name ?? n.nationality) : l.notRecorded,
        n.families,
        n.people,
      ]),
      { label: [1], value: 2 },
    ),
    CREATION_METHOD: table(
      'CREATION_METHOD',
      l,
      [text(c.method), count(c.families)],
      methods.map((m) => [l.methods[m.method], m.families]),
      { label: [0], value: 1 },
    ),
    FAMILY_SIZE: table(
      'FAMILY_SIZE',
      l,
      [text(c.familySize), count(c.families)],
      report.familySize.map((s) => [s.size, s.families]),
      { label: [0], value: 1 },
    ),
    REGISTRATIONS: table(
      'REGISTRATIONS',
      l,
      [{ label: c.periodStart, kind: 'date' }, count(c.families)],
      report.registrations.map((r) => [r.periodStart, r.families]),
      { label: [0], value: 1 },
    ),
  };
  return REPORT_TABLES.BENEFICIARY_LISTS.map((name) => tables[name]);
}

/** A delivery day's rows: the counts once, then one row per currency redeemed that day (counts left empty). */
function deliveryRows(day: DistributionSummaryJson['overTime'][number]): ReportCell[][] {
  const [first, ...rest] = day.redeemed;
  return [
    [
      day.day,
      day.redemptions,
      day.handovers,
      day.paymentsCompleted,
      first?.currency ?? null,
      first ? majorUnits(first.amount) : null,
    ],
    ...rest.map((r) => [day.day, null, null, null, r.currency, majorUnits(r.amount)]),
  ];
}

export function summaryTables(report: DistributionSummaryJson, l: Labels): ReportTableData[] {
  const c = l.columns;
  const tables: Record<(typeof REPORT_TABLES.DISTRIBUTION_SUMMARY)[number], ReportTableData> = {
    DISTRIBUTIONS: table(
      'DISTRIBUTIONS',
      l,
      [
        text(c.distribution),
        text(c.program),
        text(c.type),
        text(c.status),
        text(c.currency),
        count(c.families),
        count(c.people),
        amount(c.planned),
        amount(c.redeemed),
        amount(c.paid),
        amount(c.outstanding),
        count(c.paymentsCompleted),
        count(c.vouchersFullyUsed),
        count(c.fullyCollected),
        count(c.messagesSent),
        count(c.messagesFailed),
      ],
      report.distributions.map((d) => [
        d.name,
        d.programName,
        l.types[d.type],
        l.statuses[d.status],
        d.currency,
        d.planned.families,
        d.planned.people,
        majorUnits(d.planned.amount),
        majorUnits(d.redeemed),
        majorUnits(d.reconciliation.paid.amount),
        majorUnits(d.outstanding),
        d.paymentStatus.COMPLETED,
        d.voucherUsage.FULLY_USED,
        d.collection.FULLY_COLLECTED,
        d.notified.sent,
        d.notified.error,
      ]),
      { label: [0], value: 5 },
    ),
    TOTALS: table(
      'TOTALS',
      l,
      [
        text(c.currency),
        count(c.distributions),
        count(c.families),
        count(c.people),
        amount(c.planned),
        amount(c.redeemed),
        amount(c.paid),
        amount(c.outstanding),
      ],
      report.totals.map((t) => [
        t.currency,
        t.distributions,
        t.families,
        t.people,
        majorUnits(t.planned),
        majorUnits(t.redeemed),
        majorUnits(t.paid),
        majorUnits(t.outstanding),
      ]),
      // Families, not amounts: one scale for every currency.
      { label: [0], value: 2 },
    ),
    BUDGETS: table(
      'BUDGETS',
      l,
      [
        text(c.program),
        text(c.currency),
        amount(c.budget),
        amount(c.used),
        { label: c.usedPercent, kind: 'percent' },
        count(c.unconverted),
      ],
      report.budgets.map((b) => [
        b.programName,
        b.currency,
        b.budget === null ? null : majorUnits(b.budget),
        majorUnits(b.used),
        b.budget ? Math.round((b.used / b.budget) * 1000) / 10 : null,
        b.unconverted,
      ]),
      // A share of each program's own budget: comparable whatever the currency.
      { label: [0], value: 4 },
    ),
    DELIVERY: table(
      'DELIVERY',
      l,
      [
        { label: c.day, kind: 'date' },
        count(c.redemptions),
        count(c.handovers),
        count(c.paymentsCompleted),
        text(c.currency),
        amount(c.redeemed),
      ],
      report.overTime.flatMap(deliveryRows),
      { label: [0], value: 1 },
    ),
    SCANNERS: table(
      'SCANNERS',
      l,
      [text(c.scanner), count(c.redemptions), count(c.handovers)],
      report.scanners.map((s) => [s.name, s.redemptions, s.handovers]),
      { label: [0], value: 1 },
    ),
    REACHED: sexAgeTable('REACHED', report.reached, l),
  };
  return REPORT_TABLES.DISTRIBUTION_SUMMARY.map((name) => tables[name]);
}
