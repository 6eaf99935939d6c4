// The program row, its JSON (GraphQL `Program` 1:1) and the whitelists filters and sorts may use.
import {
  PROGRAM_STATUSES,
  PROGRAM_TYPES,
  type ProgramJson,
  type ProgramStatus,
  type ProgramType,
  type SortOption,
} from '@aid/common';
import type { FilterFields } from '../db/filter.js';
import type { SortSpec } from '../db/paging.js';
import { toDateOrNull, toIso, toNumberOrNull } from '../db/rows.js';

export type { ProgramJson } from '@aid/common';

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

export const PROGRAM_COLUMNS =
  'program_id, account_id, program_name, description, program_type, program_status, currency, budget, ' +
  'start_date, end_date, created_at, updated_at, created_by, updated_by';

/** GraphQL `ProgramField` → column; nothing outside this map can reach the SQL. */
export const PROGRAM_FILTER_FIELDS = {
  PROGRAM_ID: { column: 'program_id', type: 'text' },
  PROGRAM_NAME: { column: 'program_name', type: 'text' },
  DESCRIPTION: { column: 'description', type: 'text' },
  PROGRAM_TYPE: { column: 'program_type', type: 'enum', values: PROGRAM_TYPES },
  PROGRAM_STATUS: { column: 'program_status', type: 'enum', values: PROGRAM_STATUSES },
  CURRENCY: { column: 'currency', type: 'text' },
  BUDGET: { column: 'budget', type: 'number' },
  START_DATE: { column: 'start_date', type: 'date' },
  END_DATE: { column: 'end_date', type: 'date' },
  CREATED_AT: { column: 'created_at', type: 'timestamp' },
  UPDATED_AT: { column: 'updated_at', type: 'timestamp' },
} as const satisfies FilterFields;

export const PROGRAM_SORTS: Record<SortOption, SortSpec> = {
  CREATED_AT_NEWEST: { expression: 'created_at', type: 'timestamptz', direction: 'DESC' },
  CREATED_AT_OLDEST: { expression: 'created_at', type: 'timestamptz', direction: 'ASC' },
  UPDATED_AT_NEWEST: { expression: 'updated_at', type: 'timestamptz', direction: 'DESC' },
  UPDATED_AT_OLDEST: { expression: 'updated_at', type: 'timestamptz', direction: 'ASC' },
  NAME: { expression: 'lower(program_name) COLLATE "C"', type: 'text', direction: 'ASC' },
  STATUS: { expression: 'program_status COLLATE "C"', type: 'text', direction: 'ASC' },
  TYPE: { expression: 'program_type COLLATE "C"', type: 'text', direction: 'ASC' },
};
