// Where a figure of a report opens: the list of the families behind it, filtered as that list reads its filter
// from the URL (`?filter=` of useListState, the list engine's conditions on the list's declared fields). The
// beneficiary report's bars open a beneficiary list narrowed by the report's own filters and the bar's gender, age
// band or nationality; the distribution summary's bars open a distribution's entitlements.
import { BENEFICIARY_LIST } from '@aid/common/beneficiaries';
import { ENTITLEMENT_LIST } from '@aid/common/distributions';
import { AGE_BAND_FROM, type AgeBand } from '@aid/common/reports';
import { beneficiaryListPath } from '../beneficiaries/paths.js';
import { distributionPath } from '../distributions/paths.js';
import type { BeneficiaryListReportInput, PaymentStatus, ReportGender } from '../generated/graphql.js';
import { conditionOf, type FilterCondition, type FilterInput, narrowedBy, parseFilter } from '../list/filter.js';

/** A calendar day `years` before `day` (YYYY-MM-DD); 29 February becomes the 28th, as PostgreSQL's interval does. */
export function yearsBefore(day: string, years: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d));
  // Past the month's end (29 February of a year without one): its last day.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Today in UTC: the day the database counts ages from (its `current_date`). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const BANDS = (Object.entries(AGE_BAND_FROM) as [Exclude<AgeBand, 'UNKNOWN'>, number][]).sort((a, b) => a[1] - b[1]);

/**
 * The date-of-birth condition of an age band as of `today`, the same cut-offs as the report's SQL: a band from A to
 * B years holds those born after today − (B+1) years and on or before today − A years. UNKNOWN: no date of birth.
 */
export function ageBandCondition(band: AgeBand, today: string): FilterCondition {
  if (band === 'UNKNOWN') return { field: 'DOB', operator: 'NOT_EXISTS' };
  const index = BANDS.findIndex(([name]) => name === band);
  const from = BANDS[index]?.[1] ?? 0;
  const next = BANDS[index + 1]?.[1];
  const latest = yearsBefore(today, from);
  if (next === undefined) return { field: 'DOB', operator: 'LESS_OR_EQUAL', value: latest };
  // The day after the next band's cut-off: born on the cut-off itself is already in the next band.
  return { field: 'DOB', operator: 'BETWEEN', values: [dayAfter(yearsBefore(today, next)), latest] };
}

export function genderCondition(gender: ReportGender): FilterCondition {
  return gender === 'UNKNOWN'
    ? { field: 'GENDER', operator: 'NOT_EXISTS' }
    : { field: 'GENDER', operator: 'EQUAL', value: gender };
}

export function nationalityCondition(nationality: string | null): FilterCondition {
  return nationality === null
    ? { field: 'NATIONALITY', operator: 'NOT_EXISTS' }
    : { field: 'NATIONALITY', operator: 'EQUAL', value: nationality };
}

/** One value is EQUAL, several IN: what the filter builder shows for each. */
function oneOrMany(field: string, values: readonly string[]): FilterCondition {
  return values.length === 1
    ? { field, operator: 'EQUAL', value: values[0] }
    : { field, operator: 'IN', values: [...values] };
}

/**
 * The report's own filters as list conditions. The creation period is sent as the filter builder sends a period of
 * days (the user's days), so the list shows it as such. Several age bands are a union the flat filter of a list
 * cannot hold: they are left out (a bar's own band narrows again).
 */
function reportConditions(input: BeneficiaryListReportInput, today: string): FilterCondition[] {
  const conditions: FilterCondition[] = [];
  const { createdFrom: from, createdTo: to } = input;
  if (from || to) {
    const row =
      from && to
        ? { operator: 'BETWEEN' as const, value: from, secondValue: to }
        : { operator: from ? ('GREATER_OR_EQUAL' as const) : ('LESS_OR_EQUAL' as const), value: from ?? to ?? '' };
    const condition = conditionOf({ id: 0, field: 'CREATED_AT', secondValue: '', ...row }, BENEFICIARY_LIST);
    if (typeof condition !== 'string') conditions.push(condition);
  }
  if (input.nationalities?.length) conditions.push(oneOrMany('NATIONALITY', input.nationalities));
  if (input.genders?.length) conditions.push(oneOrMany('GENDER', input.genders));
  const [band, ...others] = input.ageBands ?? [];
  if (band && others.length === 0) conditions.push(ageBandCondition(band, today));
  return conditions;
}

/** `path` with the filter in its query, as useListState reads it; the path alone without one. */
function withFilter(path: string, filter: FilterInput | undefined): string {
  return filter ? `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}` : path;
}

/**
 * The beneficiary list `listId` filtered to the report's population narrowed by `picked` (a bar's gender, age band
 * or nationality). The report's list-engine filter comes first; an OR filter of several conditions cannot be
 * joined without nested groups, so the list then opens with the report's other filters and the bar's only.
 */
export function beneficiariesUrl(
  listId: string,
  input: BeneficiaryListReportInput,
  picked: readonly FilterCondition[],
  today: string = todayUtc(),
): string {
  const base = parseFilter(input.filter ? JSON.stringify(input.filter) : null, BENEFICIARY_LIST);
  const filter = [...reportConditions(input, today), ...picked].reduce<FilterInput | undefined>(
    (current, condition) => narrowedBy(current, condition),
    base,
  );
  return withFilter(beneficiaryListPath(listId), filter && parseFilter(JSON.stringify(filter), BENEFICIARY_LIST));
}

/** A distribution's page, its entitlements filtered to one payment status. */
export function entitlementsUrl(programId: string, distributionId: string, status?: PaymentStatus): string {
  const path = distributionPath(programId, distributionId);
  if (!status) return path;
  const condition = { field: 'PAYMENT_STATUS', operator: 'EQUAL' as const, value: status };
  // Read back through the entitlements' declaration, as the page does: a renamed field fails the tests, not the link.
  return withFilter(path, parseFilter(JSON.stringify({ connector: 'AND', conditions: [condition] }), ENTITLEMENT_LIST));
}
