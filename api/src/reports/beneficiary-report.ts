// The beneficiary list report, aggregated in the database. Every breakdown comes from one scan of the filtered
// population (then GROUPING SETS), so a million beneficiaries are read once whatever the number of breakdowns; only
// lists compared side by side need a second pass, over their memberships.
import { BENEFICIARY_LIST } from '@aid/common/beneficiaries';
import {
  type AgeBand,
  type BeneficiaryListReportInput,
  type BeneficiaryListReportJson,
  FAMILY_SIZE_BUCKETS,
  REPORT_GENDERS,
  type ReportGender,
  type ReportInterval,
  zeroCounts,
} from '@aid/common/reports';
import { beneficiaryCondition } from '../beneficiaries/access.js';
import type { Queryable } from '../db/db.js';
import { buildFilter } from '../db/filter.js';
import { checkFilterSize } from '../db/list.js';
import { SqlParams } from '../db/params.js';
import { toDateOrNull, toIsoOrNull } from '../db/rows.js';
import { type ReportedList, type ReportReach, reportedLists } from './scope.js';
import { ageBandSql, anyOf, dayRange, hashGrouped, num } from './sql.js';

const TRUNC: Record<ReportInterval, string> = { WEEK: 'week', MONTH: 'month' };

/** Which breakdown a row of the one-pass query belongs to. */
type Breakdown = 'total' | 'sexAge' | 'nationality' | 'creationMethod' | 'familySize' | 'registrations';

type BreakdownRow = {
  breakdown: Breakdown;
  gender: ReportGender | null;
  age_band: AgeBand | null;
  nationality: string | null;
  creation_method: 'F-I' | 'E-F' | 'I' | null;
  size: string | null;
  period: string | Date | null;
  families: string | number;
  members: string | number;
};

/** The population as a condition on `beneficiaries`: the lists, then every filter of the input. */
function populationCondition(reach: ReportReach, lists: readonly ReportedList[], input: BeneficiaryListReportInput) {
  const params = new SqlParams();
  const custom = lists.filter((l) => !l.master).map((l) => l.listId);
  // The master list holds everyone: any other list named beside it adds nobody.
  const inLists = lists.some((l) => l.master)
    ? 'TRUE'
    : beneficiaryCondition({ accessLevel: 'SELECTED', objectIds: custom }, params);
  checkFilterSize(input.filter);
  const parts = [
    `account_id = ${params.add(reach.accountId)}`,
    inLists,
    dayRange('created_at', input.createdFrom, input.createdTo, params),
    anyOf('nationality', input.nationalities, params),
    anyOf('gender', input.genders, params),
    anyOf(ageBandSql('dob'), input.ageBands, params),
    buildFilter(
      input.filter,
      { fields: BENEFICIARY_LIST.fields, table: 'beneficiaries', idColumn: 'beneficiary_id' },
      params,
    ),
  ];
  return { where: parts.filter((p) => p !== 'TRUE').join(' AND '), params };
}

/**
 * Two levels: the rows are first counted per combination of every breakdown's key (a plain GROUP BY into one hash
 * table; a few thousand groups for a million families), then the breakdowns are summed from those groups with
 * GROUPING SETS. Grouping sets over the rows themselves keep one hash table per set for every row: twice as slow on
 * a million.
 */
async function breakdowns(tx: Queryable, where: string, params: SqlParams, interval: ReportInterval) {
  return hashGrouped<BreakdownRow>(
    tx,
    `WITH fine AS (
       SELECT coalesce(gender, 'UNKNOWN') AS gender, ${ageBandSql('dob')} AS age_band, nationality::text AS nationality,
              creation_method, least(number_of_family_members, 10) AS size,
              date_trunc('${TRUNC[interval]}', created_at AT TIME ZONE 'UTC') AS period,
              count(*) AS families, sum(number_of_family_members) AS members
         FROM beneficiaries WHERE ${where}
        GROUP BY 1, 2, 3, 4, 5, 6)
     SELECT CASE WHEN GROUPING(gender) = 0 THEN 'sexAge' WHEN GROUPING(nationality) = 0 THEN 'nationality'
                 WHEN GROUPING(creation_method) = 0 THEN 'creationMethod' WHEN GROUPING(size) = 0 THEN 'familySize'
                 WHEN GROUPING(period) = 0 THEN 'registrations' ELSE 'total' END AS breakdown,
            gender, age_band, nationality, creation_method,
            CASE WHEN size >= 10 THEN '10+' ELSE size::text END AS size, period::date AS period,
            coalesce(sum(families), 0) AS families, coalesce(sum(members), 0) AS members
       FROM fine
      GROUP BY GROUPING SETS ((), (gender, age_band), (nationality), (creation_method), (size), (period))`,
    params.values,
  );
}

/** Families and members per list and gender, for lists compared side by side (a family may be in several). */
async function perList(tx: Queryable, lists: readonly ReportedList[], where: string, params: SqlParams) {
  const custom = params.add(lists.filter((l) => !l.master).map((l) => l.listId));
  const master = lists.find((l) => l.master);
  const masterRows = master
    ? `SELECT ${params.add(master.listId)}::text AS list_id, beneficiary_id FROM pop UNION ALL`
    : '';
  return tx.query<ListGenderRow>(
    `WITH pop AS (SELECT beneficiary_id, coalesce(gender, 'UNKNOWN') AS gender, number_of_family_members AS members
                    FROM beneficiaries WHERE ${where}),
          m AS (${masterRows}
                SELECT beneficiary_list_id AS list_id, beneficiary_id FROM beneficiary_list_members
                 WHERE beneficiary_list_id = ANY(${custom}::text[]))
     SELECT m.list_id, pop.gender, count(*) AS families, coalesce(sum(pop.members), 0) AS members
       FROM m JOIN pop ON pop.beneficiary_id = m.beneficiary_id
      GROUP BY m.list_id, pop.gender`,
    params.values,
  );
}

/**
 * Possible duplicates waiting for review among the lists reported on: the organisation's stored count for the master
 * list (kept by the deduplication), else the pending pairs with both families in those lists.
 */
async function duplicates(tx: Queryable, reach: ReportReach, lists: readonly ReportedList[]) {
  const custom = lists.filter((l) => !l.master).map((l) => l.listId);
  const whole = lists.some((l) => l.master);
  const [row] = await tx.query<{ pending: string | number; last_deduplication: Date | string | null }>(
    `SELECT CASE WHEN $2 THEN a.duplicates_total ELSE (
              SELECT count(*) FROM beneficiary_duplicates d
               WHERE d.account_id = $1 AND d.status = 'PENDING'
                 AND d.beneficiary_id_a IN (SELECT beneficiary_id FROM beneficiary_list_members
                                             WHERE beneficiary_list_id = ANY($3::text[]))
                 AND d.beneficiary_id_b IN (SELECT beneficiary_id FROM beneficiary_list_members
                                             WHERE beneficiary_list_id = ANY($3::text[]))) END AS pending,
            a.last_deduplication
       FROM accounts a WHERE a.account_id = $1`,
    [reach.accountId, whole, custom],
  );
  return { duplicatesTotal: num(row?.pending), lastDeduplication: toIsoOrNull(row?.last_deduplication) };
}

/** Families and family members of a row: as counted, and together. */
const figures = (r: { families?: string | number; members?: string | number } | undefined) => ({
  families: num(r?.families),
  familyMembers: num(r?.members),
  people: num(r?.families) + num(r?.members),
});

export async function beneficiaryListReport(
  tx: Queryable,
  reach: ReportReach,
  input: BeneficiaryListReportInput,
): Promise<BeneficiaryListReportJson> {
  const lists = await reportedLists(tx, reach, input.listIds);
  const { where, params } = populationCondition(reach, lists, input);
  // With no list in reach there is nobody to count: no query, no figure.
  const rows = lists.length ? await breakdowns(tx, where, params, input.interval) : [];
  const of = (b: Breakdown) => rows.filter((r) => r.breakdown === b);
  const sexAge = of('sexAge').map((r) => ({
    gender: r.gender ?? 'UNKNOWN',
    ageBand: r.age_band ?? 'UNKNOWN',
    families: num(r.families),
    people: figures(r).people,
  }));
  // One list: its column is the population itself, already split by gender in sexAge.
  const byList: ListGenderRow[] =
    lists.length > 1
      ? await perList(tx, lists, where, params)
      : of('sexAge').map((r) => ({ ...r, list_id: lists[0]?.listId ?? '', gender: r.gender ?? 'UNKNOWN' }));
  const sizes = zeroCounts(
    FAMILY_SIZE_BUCKETS,
    of('familySize').map((r) => [r.size ?? '', num(r.families)] as const),
  );
  return {
    totals: figures(of('total')[0]),
    sexAge,
    nationality: of('nationality').map((r) => {
      const { families, people } = figures(r);
      return { nationality: r.nationality, families, people };
    }),
    creationMethod: of('creationMethod').map((r) => ({ method: r.creation_method ?? 'I', families: num(r.families) })),
    familySize: FAMILY_SIZE_BUCKETS.map((size) => ({ size, families: sizes[size] })),
    registrations: of('registrations')
      .map((r) => ({ periodStart: toDateOrNull(r.period) ?? '', families: num(r.families) }))
      .sort((a, b) => a.periodStart.localeCompare(b.periodStart)),
    ...(await duplicates(tx, reach, lists)),
    lists: lists.map((list) => sideBySide(list, byList)),
  };
}

type ListGenderRow = { list_id: string; gender: ReportGender; families: string | number; members: string | number };

/** One list's column: its rows per gender (at most five, already aggregated) added up. */
function sideBySide(list: ReportedList, rows: readonly ListGenderRow[]) {
  const own = rows.filter((r) => r.list_id === list.listId);
  const byGender = zeroCounts(REPORT_GENDERS);
  for (const r of own) byGender[r.gender] += num(r.families);
  const families = own.reduce((n, r) => n + num(r.families), 0);
  const members = own.reduce((n, r) => n + num(r.members), 0);
  return { listId: list.listId, listName: list.listName, ...figures({ families, members }), byGender };
}
