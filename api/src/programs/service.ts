// Programs: list, look-up, create and update, always within one account and the caller's visible set.
import { type Access, newId, type PageJson, type SortOption } from '@aid/common';
import { type Changes, recordActivity } from '../activity/service.js';
import { type Db, type Queryable, sqlState, UNIQUE_VIOLATION } from '../db/db.js';
import { buildFilter } from '../db/filter.js';
import { fetchPage } from '../db/paging.js';
import { SqlParams } from '../db/params.js';
import { QueryInputError } from '../db/query-input.js';
import { ProgramError } from './errors.js';
import {
  PROGRAM_COLUMNS,
  PROGRAM_FILTER_FIELDS,
  PROGRAM_SORTS,
  type ProgramJson,
  type ProgramRow,
  toProgramJson,
} from './model.js';
import type { CreateProgramInput, UpdateProgramInput } from './schema.js';

export type ProgramScope = { accountId: string; access: Access };
export type Actor = { accountId: string; userId: string; sitePath: string | null };

export type ProgramPage = PageJson<ProgramJson>;

export const MAX_PAGE_SIZE = 100;
export const MAX_IDS = 100;

/** Tenant and visibility: every program query starts from this condition. */
function visible(scope: ProgramScope, params: SqlParams): string {
  const tenant = `account_id = ${params.add(scope.accountId)}`;
  if (scope.access.accessLevel === 'EVERYTHING') return tenant;
  if (scope.access.accessLevel === 'SELECTED') {
    return `${tenant} AND program_id = ANY(${params.add(scope.access.objectIds)}::text[])`;
  }
  return 'FALSE';
}

export async function listPrograms(
  db: Queryable,
  scope: ProgramScope,
  query: { first: number; after?: string; sort: SortOption; filter?: unknown },
): Promise<ProgramPage> {
  const params = new SqlParams();
  try {
    const where = `${visible(scope, params)} AND ${buildFilter(query.filter, PROGRAM_FILTER_FIELDS, params)}`;
    const page = await fetchPage<ProgramRow>(db, {
      select: PROGRAM_COLUMNS,
      from: 'programs',
      where,
      params,
      idColumn: 'program_id',
      sortName: query.sort,
      sort: PROGRAM_SORTS[query.sort],
      first: query.first,
      after: query.after,
    });
    return {
      items: page.rows.map(toProgramJson),
      totalCount: page.totalCount,
      endCursor: page.endCursor,
      hasNextPage: page.hasNextPage,
    };
  } catch (error) {
    if (error instanceof QueryInputError) throw ProgramError.badQuery(error.field, error.reason);
    throw error;
  }
}

/** Batch look-up (the gateway's DataLoader): visible programs only, in the order asked, unknown ids left out. */
export async function programsByIds(
  db: Queryable,
  scope: ProgramScope,
  ids: readonly string[],
): Promise<ProgramJson[]> {
  if (ids.length > MAX_IDS) throw ProgramError.badQuery('ids', `has ${ids.length} ids; at most ${MAX_IDS} are allowed`);
  if (ids.length === 0) return [];
  const params = new SqlParams();
  const rows = await db.query<ProgramRow>(
    `SELECT ${PROGRAM_COLUMNS} FROM programs WHERE ${visible(scope, params)} AND program_id = ANY(${params.add(ids)}::text[])`,
    params.values,
  );
  const byId = new Map(rows.map((r) => [r.program_id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProgramJson(row)] : [];
  });
}

/** 404 also when the program belongs to another organisation or is outside a SELECTED role: never reveal it. */
export async function getProgram(db: Queryable, scope: ProgramScope, id: string): Promise<ProgramJson> {
  const [program] = await programsByIds(db, scope, [id]);
  if (!program) throw ProgramError.notFound();
  return program;
}

export async function createProgram(db: Db, actor: Actor, input: CreateProgramInput): Promise<ProgramJson> {
  checkDates(input.startDate ?? null, input.endDate ?? null);
  const programId = newId('program');
  const row = await withConflictCheck(input.programName, () =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, actor.accountId, input.programName);
      const [created] = await tx.query<ProgramRow>(
        `INSERT INTO programs (program_id, account_id, program_name, description, program_type, program_status,
                               currency, budget, start_date, end_date, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11, $11)
         RETURNING ${PROGRAM_COLUMNS}`,
        [
          programId,
          actor.accountId,
          input.programName,
          input.description ?? null,
          input.programType,
          input.programStatus,
          input.currency,
          input.budget ?? null,
          input.startDate ?? null,
          input.endDate ?? null,
          actor.userId,
        ],
      );
      if (!created) throw new Error('INSERT … RETURNING returned no row');
      const json = toProgramJson(created);
      await recordActivity(tx, {
        accountId: actor.accountId,
        userId: actor.userId,
        action: 'CREATE',
        objectType: 'PROGRAM',
        objectId: programId,
        sitePath: actor.sitePath,
        changes: diff(null, json),
      });
      return json;
    }),
  );
  return row;
}

/**
 * `viewScope` decides whether the caller may know the program exists (404 otherwise); `updateAccess` whether
 * they may change it (403 when visible but outside a SELECTED update grant).
 */
export async function updateProgram(
  db: Db,
  actor: Actor,
  viewScope: ProgramScope,
  updateAccess: Access,
  id: string,
  input: UpdateProgramInput,
): Promise<ProgramJson> {
  return withConflictCheck(input.programName, () =>
    db.transaction(async (tx) => {
      const params = new SqlParams();
      const [current] = await tx.query<ProgramRow>(
        `SELECT ${PROGRAM_COLUMNS} FROM programs
          WHERE ${visible(viewScope, params)} AND program_id = ${params.add(id)} FOR UPDATE`,
        params.values,
      );
      if (!current) throw ProgramError.notFound();
      if (updateAccess.accessLevel === 'SELECTED' && !updateAccess.objectIds.includes(id)) {
        throw new ProgramError('FORBIDDEN', 'You may view this program but not change it');
      }
      const before = toProgramJson(current);
      const after = { ...before, ...definedFields(input) };
      checkDates(after.startDate, after.endDate);
      const changes = diff(before, after);
      // Nothing to change: no write, no log, updatedAt stays.
      if (Object.keys(changes).length === 0) return before;
      if (input.programName !== undefined && input.programName.toLowerCase() !== before.programName.toLowerCase()) {
        await assertNameFree(tx, actor.accountId, input.programName);
      }
      const [updated] = await tx.query<ProgramRow>(
        `UPDATE programs SET program_name = $3, description = $4, program_type = $5, program_status = $6,
                currency = $7, budget = $8, start_date = $9::date, end_date = $10::date,
                updated_at = now(), updated_by = $11
          WHERE account_id = $1 AND program_id = $2
          RETURNING ${PROGRAM_COLUMNS}`,
        [
          actor.accountId,
          id,
          after.programName,
          after.description,
          after.programType,
          after.programStatus,
          after.currency,
          after.budget,
          after.startDate,
          after.endDate,
          actor.userId,
        ],
      );
      if (!updated) throw ProgramError.notFound();
      await recordActivity(tx, {
        accountId: actor.accountId,
        userId: actor.userId,
        action: 'UPDATE',
        objectType: 'PROGRAM',
        objectId: id,
        sitePath: actor.sitePath,
        changes,
      });
      return toProgramJson(updated);
    }),
  );
}

const EDITABLE = [
  'programName',
  'description',
  'programType',
  'programStatus',
  'currency',
  'budget',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof ProgramJson)[];

function definedFields(input: UpdateProgramInput): Partial<ProgramJson> {
  const out: Partial<ProgramJson> = {};
  for (const key of EDITABLE) {
    if (input[key] !== undefined) Object.assign(out, { [key]: input[key] });
  }
  return out;
}

function diff(before: ProgramJson | null, after: ProgramJson): Changes {
  const changes: Changes = {};
  for (const key of EDITABLE) {
    const from = before ? before[key] : null;
    if (before === null ? after[key] !== null : from !== after[key]) changes[key] = { from, to: after[key] };
  }
  return changes;
}

function checkDates(startDate: string | null, endDate: string | null): void {
  if (startDate && endDate && endDate < startDate) {
    throw new ProgramError('VALIDATION_FAILED', `endDate must be on or after startDate (${startDate})`, [
      { field: 'endDate', message: `must be on or after startDate (${startDate})` },
    ]);
  }
}

function conflict(name: string): ProgramError {
  return new ProgramError('CONFLICT', `A program named "${name}" already exists in this organisation`, [
    { field: 'programName', message: 'is already used by another program in this organisation' },
  ]);
}

/** A friendly early check; the unique index stays the guarantee under concurrency. */
async function assertNameFree(tx: Queryable, accountId: string, name: string): Promise<void> {
  const rows = await tx.query('SELECT 1 FROM programs WHERE account_id = $1 AND lower(program_name) = lower($2)', [
    accountId,
    name,
  ]);
  if (rows.length > 0) throw conflict(name);
}

async function withConflictCheck<T>(name: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION && name !== undefined) throw conflict(name);
    throw error;
  }
}
