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

/** A table as a report declares it; its name and title come from where it stands (`tablesOf`). */
type TableSpec = Omit<ReportTableData, 'name' | 'title'>;

/** The chart most tables draw: each row's first column, as long as its second. */
const FIRST_BY_SECOND: ReportTableData['chart'] = { label: [0], value: 1 };

/** A report's tables in the file's order (`names`, its REPORT_TABLES), each titled in the file's language. */
function tablesOf<N extends ReportTable>(
  names: readonly N[],
  l: Labels,
  specs: Record<N, TableSpec>,
): ReportTableData[] {
  return names.map((name) => ({ name, title: l.tables[name], ...specs[name] }));
}

/** Planned, redeemed, paid and outstanding: the amounts of a distribution and of a currency's totals, in that order. */
const amountColumns = (c: Labels['columns']): ReportColumn[] =>
  [c.planned, c.redeemed, c.paid, c.outstanding].map(amount);

const orderOf = <T extends string>(values: readonly T[]) => new Map(values.map((v, i) => [v, i] as const));
const GENDER_ORDER = orderOf(REPORT_GENDERS);
const BAND_ORDER = orderOf(AGE_BANDS);

/** Sex × age cells in the vocabularies' order (F before M, youngest first). */
function sexAgeTable(cells: readonly SexAgeCellJson[], l: Labels): TableSpec {
  const sorted = [...cells].sort(
    (a, b) =>
      (GENDER_ORDER.get(a.gender) ?? 0) - (GENDER_ORDER.get(b.gender) ?? 0) ||
      (BAND_ORDER.get(a.ageBand) ?? 0) - (BAND_ORDER.get(b.ageBand) ?? 0),
  );
  const c = l.columns;
  return {
    columns: [text(c.gender), text(c.ageBand), count(c.families), count(c.people)],
    rows: sorted.map((cell) => [l.genders[cell.gender], l.ageBands[cell.ageBand], cell.families, cell.people]),
    chart: { label: [0, 1], value: 3 },
  };
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
  return tablesOf(REPORT_TABLES.BENEFICIARY_LISTS, l, {
    LISTS: {
      columns: [text(c.list), count(c.families), count(c.familyMembers), count(c.people), ...genderColumns],
      rows: [
        ...report.lists.map((list) => [
          list.listName,
          list.families,
          list.familyMembers,
          list.people,
          ...REPORT_GENDERS.map((g) => list.byGender[g]),
        ]),
        [l.total, report.totals.families, report.totals.familyMembers, report.totals.people, ...totalByGender],
      ],
      chart: FIRST_BY_SECOND,
    },
    SEX_AGE: sexAgeTable(report.sexAge, l),
    NATIONALITY: {
      columns: [text(c.countryCode), text(c.country), count(c.families), count(c.people)],
      rows: nationality.map((n) => [
        n.nationality,
        n.nationality ? (countryByAlpha2(n.nationality)?.name ?? n.nationality) : l.notRecorded,
        n.families,
        n.people,
      ]),
      chart: { label: [1], value: 2 },
    },
    CREATION_METHOD: {
      columns: [text(c.method), count(c.families)],
      rows: methods.map((m) => [l.methods[m.method], m.families]),
      chart: FIRST_BY_SECOND,
    },
    FAMILY_SIZE: {
      columns: [text(c.familySize), count(c.families)],
      rows: report.familySize.map((s) => [s.size, s.families]),
      chart: FIRST_BY_SECOND,
    },
    REGISTRATIONS: {
      columns: [{ label: c.periodStart, kind: 'date' }, count(c.families)],
      rows: report.registrations.map((r) => [r.periodStart, r.families]),
      chart: FIRST_BY_SECOND,
    },
  });
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
  return tablesOf(REPORT_TABLES.DISTRIBUTION_SUMMARY, l, {
    DISTRIBUTIONS: {
      columns: [
        text(c.distribution),
        text(c.program),
        text(c.type),
        text(c.status),
        text(c.currency),
        count(c.families),
        count(c.people),
        ...amountColumns(c),
        count(c.paymentsCompleted),
        count(c.vouchersFullyUsed),
        count(c.fullyCollected),
        count(c.messagesSent),
        count(c.messagesFailed),
      ],
      rows: report.distributions.map((d) => [
        d.name,
        d.programName,
        l.types[d.type],
        l.statuses[d.status],
        d.currency,
        d.planned.families,
        d.planned.people,
        ...[d.planned.amount, d.redeemed, d.reconciliation.paid.amount, d.outstanding].map(majorUnits),
        d.paymentStatus.COMPLETED,
        d.voucherUsage.FULLY_USED,
        d.collection.FULLY_COLLECTED,
        d.notified.sent,
        d.notified.error,
      ]),
      chart: { label: [0], value: 5 },
    },
    TOTALS: {
      columns: [text(c.currency), count(c.distributions), count(c.families), count(c.people), ...amountColumns(c)],
      rows: report.totals.map((t) => [
        t.currency,
        t.distributions,
        t.families,
        t.people,
        ...[t.planned, t.redeemed, t.paid, t.outstanding].map(majorUnits),
      ]),
      // Families, not amounts: one scale for every currency.
      chart: { label: [0], value: 2 },
    },
    BUDGETS: {
      columns: [
        text(c.program),
        text(c.currency),
        amount(c.budget),
        amount(c.used),
        { label: c.usedPercent, kind: 'percent' },
        count(c.unconverted),
      ],
      rows: report.budgets.map((b) => [
        b.programName,
        b.currency,
        b.budget === null ? null : majorUnits(b.budget),
        majorUnits(b.used),
        b.budget ? Math.round((b.used / b.budget) * 1000) / 10 : null,
        b.unconverted,
      ]),
      // A share of each program's own budget: comparable whatever the currency.
      chart: { label: [0], value: 4 },
    },
    DELIVERY: {
      columns: [
        { label: c.day, kind: 'date' },
        count(c.redemptions),
        count(c.handovers),
        count(c.paymentsCompleted),
        text(c.currency),
        amount(c.redeemed),
      ],
      rows: report.overTime.flatMap(deliveryRows),
      chart: FIRST_BY_SECOND,
    },
    SCANNERS: {
      columns: [text(c.scanner), count(c.redemptions), count(c.handovers)],
      rows: report.scanners.map((s) => [s.name, s.redemptions, s.handovers]),
      chart: FIRST_BY_SECOND,
    },
    REACHED: sexAgeTable(report.reached, l),
  });
}
