// An import's row and its JSON, and where a job finds the uploaded file.
import type {
  BeneficiaryImportColumn,
  BeneficiaryImportJson,
  ImportEncoding,
  ImportFormat,
  ImportMappingEntry,
  ImportStatus,
} from '@aid/common/beneficiaries';
import { toIso } from '../../db/rows.js';

export type ImportRow = {
  import_id: string;
  account_id: string;
  file_id: string;
  file_name: string;
  beneficiary_list_id: string;
  status: ImportStatus;
  format: ImportFormat;
  encoding: ImportEncoding | null;
  sheet_name: string | null;
  mapping: Record<string, BeneficiaryImportColumn | null> | string;
  skip_duplicates: boolean;
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  duplicate_rows: number;
  imported_rows: number;
  check_job_id: string | null;
  import_job_id: string | null;
  error_message: string | null;
  created_at: string | Date;
  created_by: string | null;
  updated_at: string | Date;
};

export const IMPORT_COLUMNS = `import_id, account_id, file_id, file_name, beneficiary_list_id, status, format, encoding,
  sheet_name, mapping, skip_duplicates, total_rows, valid_rows, invalid_rows, duplicate_rows, imported_rows,
  check_job_id, import_job_id, error_message, created_at, created_by, updated_at`;

/** The stored mapping ({ header: column }, in the file's header order) as the list the API answers. */
export function mappingOf(row: Pick<ImportRow, 'mapping'>): ImportMappingEntry[] {
  const stored = typeof row.mapping === 'string' ? JSON.parse(row.mapping) : row.mapping;
  return Object.entries(stored as Record<string, BeneficiaryImportColumn | null>).map(([header, column]) => ({
    header,
    column,
  }));
}

export function toImportJson(row: ImportRow): BeneficiaryImportJson {
  return {
    importId: row.import_id,
    fileId: row.file_id,
    fileName: row.file_name,
    beneficiaryListId: row.beneficiary_list_id,
    status: row.status,
    format: row.format,
    encoding: row.encoding,
    sheetName: row.sheet_name,
    mapping: mappingOf(row),
    skipDuplicates: row.skip_duplicates,
    totalRows: Number(row.total_rows),
    validRows: Number(row.valid_rows),
    invalidRows: Number(row.invalid_rows),
    duplicateRows: Number(row.duplicate_rows),
    importedRows: Number(row.imported_rows),
    errorMessage: row.error_message,
    checkJobId: row.check_job_id,
    importJobId: row.import_job_id,
    createdAt: toIso(row.created_at),
    createdBy: row.created_by,
    updatedAt: toIso(row.updated_at),
  };
}
