// The program row, its JSON (GraphQL `Program` 1:1) and where the list engine finds programs.
import type { ProgramStatus, ProgramType } from '@aid/common/enums';
import { PROGRAM_LIST, type ProgramJson } from '@aid/common/programs';
import type { ListSource } from '../db/list.js';
import { toDateOrNull, toIso, toNumberOrNull } from '../db/rows.js';

export type { ProgramJson } from '@aid/common/programs';

export type ProgramRow = {
  program_id: string;
  account_id: string;
  program_name: string;
  description: string | null;
  program_type: ProgramType;
  program_status: ProgramStatus;
  currency: string;
  budget: number | string | null;
  start_date: string | Date | null;
  end_date: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  created_by: string | null;
  updated_by: string | null;
};

export function toProgramJson(row: ProgramRow): ProgramJson {
  return {
    programId: row.program_id,
    accountId: row.account_id,
    programName: row.program_name,
    description: row.description,
    programType: row.program_type,
    programStatus: row.program_status,
    currency: row.currency.trim(),
    budget: toNumberOrNull(row.budget),
    startDate: toDateOrNull(row.start_date),
    endDate: toDateOrNull(row.end_date),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

export const PROGRAMS: ListSource = {
  name: 'programs',
  table: 'programs',
  idColumn: 'program_id',
  columns:
    'program_id, account_id, program_name, description, program_type, program_status, currency, budget, ' +
    'start_date, end_date, created_at, updated_at, created_by, updated_by',
  declaration: PROGRAM_LIST,
};
