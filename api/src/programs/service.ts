// Programs: look-up, create and update, always within the caller's organisation and visible set.
import { fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import type { Access } from '@aid/common/permissions';
import { type CreateProgramInput, PROGRAM_MESSAGES, type UpdateProgramInput } from '@aid/common/programs';
import { type Changes, diffFields, recordActivity } from '../activity/service.js';
import { type Actor, type AuthContext, actorOf } from '../auth/context.js';
import { type Queryable, sqlState, UNIQUE_VIOLATION } from '../db/db.js';
import { findByIds, type ListScope } from '../db/list.js';
import { ProgramError } from './errors.js';
import { PROGRAMS, type ProgramJson, type ProgramRow, toProgramJson } from './model.js';

/** 404 also when the program belongs to another organisation or is outside a SELECTED role: never reveal it. */
export async function getProgram(auth: AuthContext, scope: ListScope, id: string): Promise<ProgramJson> {
  const [row] = await auth.run((tx) => findByIds<ProgramRow>(tx, PROGRAMS, scope, [id]));
  if (!row) throw ProgramError.notFound();
  return toProgramJson(row);
}

export async function createProgram(auth: AuthContext, input: CreateProgramInput): Promise<ProgramJson> {
  checkDates(input.startDate ?? null, input.endDate ?? null);
  const actor = actorOf(auth);
  const programId = newId('program');
  return withConflictCheck(input.programName, () =>
    auth.run(async (tx) => {
      await assertNameFree(tx, actor.accountId, input.programName);
      const [created] = await tx.query<ProgramRow>(
        `INSERT INTO programs (program_id, account_id, program_name, description, program_type, program_status,
                               currency, budget, start_date, end_date, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11, $11)
         RETURNING ${PROGRAMS.columns}`,
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
      await log(tx, actor, 'CREATE', programId, diffFields(null, json, EDITABLE));
      return json;
    }),
  );
}

/**
 * `viewScope` decides whether the caller may know the program exists (404 otherwise); `updateAccess` whether
 * they may change it (403 when visible but outside a SELECTED update grant).
 */
export async function updateProgram(
  auth: AuthContext,
  viewScope: ListScope,
  updateAccess: Access,
  id: string,
  input: UpdateProgramInput,
): Promise<ProgramJson> {
  const actor = actorOf(auth);
  return withConflictCheck(input.programName, () =>
    auth.run(async (tx) => {
      const [current] = await findByIds<ProgramRow>(tx, PROGRAMS, viewScope, [id], { forUpdate: true });
      if (!current) throw ProgramError.notFound();
      if (updateAccess.accessLevel === 'SELECTED' && !updateAccess.objectIds.includes(id)) {
        throw new ProgramError('FORBIDDEN', PROGRAM_MESSAGES.viewOnly());
      }
      const before = toProgramJson(current);
      const after = { ...before, ...definedFields(input) };
      checkDates(after.startDate, after.endDate);
      const changes = diffFields(before, after, EDITABLE);
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
          RETURNING ${PROGRAMS.columns}`,
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
      await log(tx, actor, 'UPDATE', id, changes);
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

function log(tx: Queryable, actor: Actor, action: 'CREATE' | 'UPDATE', programId: string, changes: Changes) {
  return recordActivity(tx, { ...actor, action, objectType: 'PROGRAM', objectId: programId, changes });
}

function checkDates(startDate: string | null, endDate: string | null): void {
  if (startDate && endDate && endDate < startDate) {
    const error = fieldError('endDate', 'DATE_BEFORE', { other: 'startDate', value: startDate });
    throw new ProgramError('VALIDATION_FAILED', `endDate ${error.message}`, [error]);
  }
}

function conflict(name: string): ProgramError {
  return new ProgramError('CONFLICT', PROGRAM_MESSAGES.nameTaken({ name }), [
    fieldError('programName', 'TAKEN', undefined, 'is already used by another program in this organisation'),
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
