// A report request in words: its name and its filters (list and program names, the period, the values kept), in the
// file's language. The report file's title is made of them when it is asked for, and the PDF prints them. Reading the
// names is also where a list, program or distribution outside the caller's reach is refused (404), before any job.
import { countryByAlpha2 } from '@aid/common/accounts';
import { BENEFICIARY_LIST } from '@aid/common/beneficiaries';
import type { BeneficiaryListReportInput, DistributionSummaryInput, ListFilter } from '@aid/common/reports';
import type { Queryable } from '../../db/db.js';
import { buildFilter } from '../../db/filter.js';
import { checkFilterSize } from '../../db/list.js';
import { SqlParams } from '../../db/params.js';
import { assertInReach, type ReportReach, reportedLists } from '../scope.js';
import type { Labels } from './labels.js';

export type ReportRequest =
  | { kind: 'BENEFICIARY_LISTS'; input: BeneficiaryListReportInput }
  | { kind: 'DISTRIBUTION_SUMMARY'; input: DistributionSummaryInput };

export type Described = { name: string; filters: [string, string][]; title: string };

const TITLE_MAX = 500;
const NAMES_SHOWN = 8;

function names(values: readonly string[], l: Labels): string {
  const shown = values.slice(0, NAMES_SHOWN).join(', ');
  return values.length > NAMES_SHOWN ? `${shown} ${l.filters.more(values.length - NAMES_SHOWN)}` : shown;
}

function period(from: string | undefined, to: string | undefined, l: Labels): string | undefined {
  if (from && to) return l.filters.between(from, to);
  if (from) return l.filters.from(from);
  if (to) return l.filters.until(to);
  return undefined;
}

/** The list engine's filter as written: `FIELD OPERATOR value`, groups in brackets, joined by their connector. */
export function filterInWords(filter: ListFilter): string {
  const conditions = (filter.conditions ?? []).map((c) => {
    const value = c.values?.length ? c.values.join(', ') : (c.value ?? '');
    return `${c.field} ${c.operator}${value ? ` ${value}` : ''}`;
  });
  const groups = (filter.groups ?? []).map((g) => `(${filterInWords(g)})`);
  return [...conditions, ...groups].join(` ${filter.connector ?? 'AND'} `);
}

async function beneficiaryFilters(tx: Queryable, reach: ReportReach, input: BeneficiaryListReportInput, l: Labels) {
  const lists = await reportedLists(tx, reach, input.listIds);
  // The list engine's own checks (fields, operators, values), so a bad filter is refused now rather than by the job.
  checkFilterSize(input.filter);
  buildFilter(
    input.filter,
    { fields: BENEFICIARY_LIST.fields, table: 'beneficiaries', idColumn: 'beneficiary_id' },
    new SqlParams(),
  );
  const f = l.filters;
  const words: [string, string | undefined][] = [
    [
      f.lists,
      names(
        lists.map((list) => list.listName),
        l,
      ),
    ],
    [f.registered, period(input.createdFrom, input.createdTo, l)],
    [
      f.nationalities,
      input.nationalities &&
        names(
          input.nationalities.map((n) => countryByAlpha2(n)?.name ?? n),
          l,
        ),
    ],
    [f.genders, input.genders?.map((g) => l.genders[g]).join(', ')],
    [f.ageBands, input.ageBands?.map((b) => l.ageBands[b]).join(', ')],
    [f.conditions, input.filter ? filterInWords(input.filter) : undefined],
    [f.interval, input.interval === 'WEEK' ? f.perWeek : f.perMonth],
  ];
  return words;
}

async function namesOf(tx: Queryable, table: 'programs' | 'distributions', ids: readonly string[] | undefined) {
  if (!ids) return undefined;
  const [id, name] = table === 'programs' ? ['program_id', 'program_name'] : ['distribution_id', 'distribution_name'];
  const rows = await tx.query<{ id: string; name: string }>(
    `SELECT ${id} AS id, ${name} AS name FROM ${table} WHERE ${id} = ANY($1::text[])`,
    [[...ids]],
  );
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((i) => byId.get(i) ?? i);
}

async function summaryFilters(tx: Queryable, reach: ReportReach, input: DistributionSummaryInput, l: Labels) {
  await assertInReach(tx, reach, 'Program', input.programIds);
  await assertInReach(tx, reach, 'Distribution', input.distributionIds);
  const programs = await namesOf(tx, 'programs', input.programIds);
  const distributions = await namesOf(tx, 'distributions', input.distributionIds);
  const f = l.filters;
  const words: [string, string | undefined][] = [
    [f.programs, programs ? names(programs, l) : f.allPrograms],
    [f.distributionsNamed, distributions && names(distributions, l)],
    [f.types, input.types?.map((t) => l.types[t]).join(', ')],
    [f.statuses, input.statuses?.map((s) => l.statuses[s]).join(', ')],
    [f.created, period(input.from, input.to, l)],
  ];
  return words;
}

/** The request in words, after checking that everything it names is in the caller's reach (else ReportError 404). */
export async function describeRequest(
  tx: Queryable,
  reach: ReportReach,
  request: ReportRequest,
  l: Labels,
): Promise<Described> {
  const words =
    request.kind === 'BENEFICIARY_LISTS'
      ? await beneficiaryFilters(tx, reach, request.input, l)
      : await summaryFilters(tx, reach, request.input, l);
  const filters = words.flatMap(([label, value]): [string, string][] => (value ? [[label, value]] : []));
  const name = l.reports[request.kind];
  const title = `${name} - ${filters.map(([label, value]) => `${label}: ${value}`).join('; ')}`;
  return { name, filters, title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 3)}...` : title };
}
