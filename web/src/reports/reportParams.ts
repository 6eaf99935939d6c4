// A report's filters live in the URL's query, so a report can be bookmarked, shared and reloaded as it was; the
// query's variables are read from it on every render, so changing a filter is changing the URL. Values the URL
// cannot mean (an unknown gender, a malformed date, a filter the builder could not show) are dropped rather than
// sent, as the lists do with theirs.
import { BENEFICIARY_LIST } from '@aid/common/beneficiaries';
import { isCalendarDate } from '@aid/common/dates';
import { DISTRIBUTION_STATUSES, DISTRIBUTION_TYPES } from '@aid/common/distributions';
import { GENDERS } from '@aid/common/enums';
import { AGE_BANDS, REPORT_INTERVALS } from '@aid/common/reports';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BeneficiaryListReportInput, DistributionSummaryInput } from '../generated/graphql.js';
import { type FilterInput, parseFilter } from '../list/filter.js';

/** The URL keys of the beneficiary list report's filters. */
export const BENEFICIARY_KEYS = [
  'lists',
  'from',
  'to',
  'nationalities',
  'genders',
  'ages',
  'interval',
  'filter',
] as const;
/** The URL keys of the distribution summary's filters. */
export const DISTRIBUTION_KEYS = ['programs', 'distributions', 'types', 'statuses', 'from', 'to'] as const;

type Key = (typeof BENEFICIARY_KEYS)[number] | (typeof DISTRIBUTION_KEYS)[number];

/** A comma-separated value's parts, blanks dropped; only those in `allowed` when given. */
function listOf<T extends string>(params: URLSearchParams, key: Key, allowed?: readonly T[]): T[] | undefined {
  const parts = (params.get(key) ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '' && (!allowed || (allowed as readonly string[]).includes(p)));
  return parts.length > 0 ? [...new Set(parts)].map((p) => p as T) : undefined;
}

function dayOf(params: URLSearchParams, key: Key): string | undefined {
  const value = params.get(key);
  return value && isCalendarDate(value) ? value : undefined;
}

/** The keys given a value only: the mocked and real gateways then see the same variables whatever the URL. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The list-engine filter a report's URL holds, as the beneficiaries list would read it. */
export function beneficiaryFilterOf(raw: string | null) {
  return parseFilter(raw, BENEFICIARY_LIST);
}

export function beneficiaryInputOf(params: URLSearchParams): BeneficiaryListReportInput {
  return defined({
    listIds: listOf(params, 'lists'),
    createdFrom: dayOf(params, 'from'),
    createdTo: dayOf(params, 'to'),
    nationalities: listOf(params, 'nationalities')?.map((n) => n.toUpperCase()),
    genders: listOf(params, 'genders', GENDERS),
    ageBands: listOf(params, 'ages', AGE_BANDS),
    interval: listOf(params, 'interval', REPORT_INTERVALS)?.[0] ?? 'MONTH',
    filter: beneficiaryFilterOf(params.get('filter')),
  });
}

export function distributionInputOf(params: URLSearchParams): DistributionSummaryInput {
  return defined({
    programIds: listOf(params, 'programs'),
    distributionIds: listOf(params, 'distributions'),
    types: listOf(params, 'types', DISTRIBUTION_TYPES),
    statuses: listOf(params, 'statuses', DISTRIBUTION_STATUSES),
    from: dayOf(params, 'from'),
    to: dayOf(params, 'to'),
  });
}

/** What one filter control changes: a list of values (none clears it), one value, or null to clear. */
export type ParamChange = Partial<Record<Key, readonly string[] | string | null>>;

/** The URL's query after a change; other keys (another panel's) are kept. */
export function changedParams(current: URLSearchParams, change: ParamChange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    if (text === '') next.delete(key);
    else next.set(key, text as string);
  }
  return next;
}

/** Whether any of the report's filters is set (the empty state then offers to clear them). */
export function hasFilters(params: URLSearchParams, keys: readonly Key[]): boolean {
  // The interval is how the figures are grouped, not which are counted.
  return keys.some((key) => key !== 'interval' && params.has(key));
}

export type ReportParams = {
  params: URLSearchParams;
  set(change: ParamChange): void;
  /** Every filter of the report removed. */
  clear(): void;
  filtered: boolean;
};

export function useReportParams(keys: readonly Key[]): ReportParams {
  const [params, setParams] = useSearchParams();
  return {
    params,
    set: (change) => setParams((current) => changedParams(current, change)),
    clear: () =>
      setParams((current) => changedParams(current, Object.fromEntries(keys.map((key) => [key, null])) as ParamChange)),
    filtered: hasFilters(params, keys),
  };
}

/** A report page's URL state and its query's input, read from the URL. */
export function useReportInput<I>(
  keys: readonly Key[],
  inputOf: (params: URLSearchParams) => I,
): { params: ReportParams; input: I } {
  const params = useReportParams(keys);
  const query = params.params.toString();
  // Read again only when the URL changes, so the query's variables keep their identity between renders.
  const input = useMemo(() => inputOf(new URLSearchParams(query)), [query, inputOf]);
  return { params, input };
}

/** The filter as the URL keeps it: the list engine's JSON, as the lists' `filter` key. */
export function filterParam(filter: FilterInput | undefined): string | null {
  return filter ? JSON.stringify(filter) : null;
}
