// The filter builder's rows and how they become the structured ProgramFilter input of the GraphQL contract.
import { FILTER_OPERATORS } from '@aid/common';
import { parseMajorUnits } from '../app/format.js';
import type {
  FilterOperator,
  LogicalConnector,
  ProgramField,
  ProgramFilter,
  ProgramFilterCondition,
  ProgramStatus,
  ProgramType,
} from '../generated/graphql.js';

export const PROGRAM_FIELDS: readonly ProgramField[] = [
  'PROGRAM_NAME',
  'PROGRAM_ID',
  'DESCRIPTION',
  'PROGRAM_TYPE',
  'PROGRAM_STATUS',
  'CURRENCY',
  'BUDGET',
  'START_DATE',
  'END_DATE',
  'CREATED_AT',
  'UPDATED_AT',
];

export const OPERATORS: readonly FilterOperator[] = FILTER_OPERATORS;

export const PROGRAM_TYPE_VALUES: readonly ProgramType[] = ['CASH', 'VOUCHER', 'IN_KIND', 'MIXED'];
export const PROGRAM_STATUS_VALUES: readonly ProgramStatus[] = ['ACTIVE', 'CLOSED'];

export type FieldKind = 'text' | 'enum' | 'money' | 'date';

export const FIELD_KINDS: Record<ProgramField, FieldKind> = {
  PROGRAM_ID: 'text',
  PROGRAM_NAME: 'text',
  DESCRIPTION: 'text',
  PROGRAM_TYPE: 'enum',
  PROGRAM_STATUS: 'enum',
  CURRENCY: 'text',
  BUDGET: 'money',
  START_DATE: 'date',
  END_DATE: 'date',
  CREATED_AT: 'date',
  UPDATED_AT: 'date',
};

export function enumValues(field: ProgramField): readonly string[] {
  if (field === 'PROGRAM_TYPE') return PROGRAM_TYPE_VALUES;
  if (field === 'PROGRAM_STATUS') return PROGRAM_STATUS_VALUES;
  return [];
}

/** How many values an operator takes: one, two (BETWEEN), a list (IN) or none. */
export type OperatorKind = 'single' | 'range' | 'list' | 'none';

export function operatorKind(operator: FilterOperator): OperatorKind {
  switch (operator) {
    case 'BETWEEN':
      return 'range';
    case 'IN':
      return 'list';
    case 'EXISTS':
    case 'NOT_EXISTS':
    case 'IS_NULL':
      return 'none';
    default:
      return 'single';
  }
}

export type FilterRow = {
  id: number;
  field: ProgramField;
  operator: FilterOperator;
  /** The value; for IN a comma-separated list; for BETWEEN the lower bound. */
  value: string;
  /** The upper bound of BETWEEN. */
  secondValue: string;
};

export type RowError = 'valueRequired' | 'twoValuesRequired' | 'amountInvalid';

let nextRowId = 1;

export function newRow(field: ProgramField = 'PROGRAM_NAME', operator: FilterOperator = 'CONTAINS'): FilterRow {
  return { id: nextRowId++, field, operator, value: '', secondValue: '' };
}

/** Budget is held in minor units; the user types major units, as everywhere else in the UI. */
function serverValue(field: ProgramField, raw: string): string | RowError {
  const value = raw.trim();
  if (FIELD_KINDS[field] !== 'money') return value;
  const minor = parseMajorUnits(value);
  return minor === null ? 'amountInvalid' : String(minor);
}

const ROW_ERRORS: readonly string[] = ['valueRequired', 'twoValuesRequired', 'amountInvalid'];
const isRowError = (v: string): v is RowError => ROW_ERRORS.includes(v);

export function conditionOf(row: FilterRow): ProgramFilterCondition | RowError {
  const base = { field: row.field, operator: row.operator };
  switch (operatorKind(row.operator)) {
    case 'none':
      return base;
    case 'single': {
      if (!row.value.trim()) return 'valueRequired';
      const value = serverValue(row.field, row.value);
      return isRowError(value) ? value : { ...base, value };
    }
    case 'range': {
      if (!row.value.trim() || !row.secondValue.trim()) return 'twoValuesRequired';
      const values = [serverValue(row.field, row.value), serverValue(row.field, row.secondValue)];
      const error = values.find(isRowError);
      return error ?? { ...base, values };
    }
    case 'list': {
      const parts = row.value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
      if (parts.length === 0) return 'valueRequired';
      const values = parts.map((part) => serverValue(row.field, part));
      const error = values.find(isRowError);
      return error ?? { ...base, values };
    }
  }
}

export type BuiltFilter = { filter: ProgramFilter | undefined; errors: Record<number, RowError> };

/** The filter for the rows, or the rows' errors; no rows means no filter at all. */
export function buildProgramFilter(rows: readonly FilterRow[], connector: LogicalConnector): BuiltFilter {
  const errors: Record<number, RowError> = {};
  const conditions: ProgramFilterCondition[] = [];
  for (const row of rows) {
    const result = conditionOf(row);
    if (typeof result === 'string') errors[row.id] = result;
    else conditions.push(result);
  }
  if (Object.keys(errors).length > 0 || conditions.length === 0) return { filter: undefined, errors };
  return { filter: { connector, conditions }, errors };
}
