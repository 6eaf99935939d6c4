// SQL pieces both reports use: the age band of a date of birth, days in UTC, a period of calendar days.
import { AGE_BAND_FROM, type AgeBand } from '@aid/common/reports';
import type { Queryable, SqlValue } from '../db/db.js';
import type { SqlParams } from '../db/params.js';
import type { TenantRunner } from '../db/tenant.js';

const BANDS = (Object.entries(AGE_BAND_FROM) as [Exclude<AgeBand, 'UNKNOWN'>, number][]).sort((a, b) => a[1] - b[1]);

/**
 * The age band of `dob` as of today, compared with constant cut-off dates (no age computed per row): born after
 * today minus 5 years is under 5, and so on. No date of birth, or one in the future, is UNKNOWN.
 */
export function ageBandSql(dob: string): string {
  const steps = BANDS.slice(1).map(
    ([, from], i) => `WHEN ${dob} > (current_date - interval '${from} years')::date THEN '${BANDS[i]?.[0]}'`,
  );
  return `(CASE WHEN ${dob} IS NULL OR ${dob} > current_date THEN 'UNKNOWN' ${steps.join(' ')}
    ELSE '${BANDS.at(-1)?.[0]}' END)`;
}

/** The calendar day (UTC) of a timestamptz column. */
export const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

/**
 * `column` (timestamptz) within the calendar days from..to (UTC, both included), compared as timestamps so the
 * column's index can serve it. Absent ends do not narrow.
 */
export function dayRange(column: string, from: string | undefined, to: string | undefined, params: SqlParams): string {
  const parts: string[] = [];
  if (from) parts.push(`${column} >= (${params.add(from)}::date::timestamp AT TIME ZONE 'UTC')`);
  if (to) parts.push(`${column} < ((${params.add(to)}::date + 1)::timestamp AT TIME ZONE 'UTC')`);
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

/** `column = ANY(values)` when values are given, TRUE otherwise. */
export function anyOf(column: string, values: readonly string[] | undefined, params: SqlParams): string {
  return values ? `${column} = ANY(${params.add([...values])}::text[])` : 'TRUE';
}

/** A count or sum as PostgreSQL returns it (bigint and numeric come as strings) → a number. */
export const num = (value: string | number | null | undefined): number => Number(value ?? 0);

/**
 * Runs a report in the caller's transaction (row-level security on) with settings for one large aggregation, local to
 * that transaction. Measured with EXPLAIN ANALYZE on a million beneficiaries (PostgreSQL 15): JIT spent 2.5 s
 * compiling expressions for a query that runs once; with the default 4 MB of work_mem the planner sorted the rows on
 * disk to group them rather than hash a few thousand groups in ~5 MB per worker, which took three times as long.
 */
export function reportRun<T>(run: TenantRunner, report: (tx: Queryable) => Promise<T>): Promise<T> {
  return run(async (tx) => {
    await tx.query("SELECT set_config('jit', 'off', true), set_config('work_mem', '64MB', true)");
    return report(tx);
  });
}

/**
 * Runs one aggregation with sorting discouraged (for that statement only). The planner estimates a GROUP BY's groups
 * as the product of each key's distinct values, capped at the rows, and then sorts the rows to group them rather than
 * hash them: a million entitlements grouped by eight keys into two thousand groups were sorted on disk (2.9 s against
 * 0.4 s hashed), a million families into ten thousand (3.8 s against 1.1 s). Were the groups really that many, the hash
 * table would spill to disk past work_mem, as a sort does.
 */
export async function hashGrouped<T extends object>(
  tx: Queryable,
  sql: string,
  params: readonly SqlValue[],
): Promise<T[]> {
  await tx.query("SELECT set_config('enable_sort', 'off', true)");
  // Not in a `finally`: after a failed statement the transaction takes no other, and is rolled back anyway.
  const rows = await tx.query<T>(sql, params);
  await tx.query("SELECT set_config('enable_sort', 'on', true)");
  return rows;
}
